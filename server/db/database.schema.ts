/*
 * Column conventions (dialect-neutral, the same on SQLite and PostgreSQL):
 * - timestamps are ISO-8601 UTC strings (`2026-11-21T16:19:00.000Z`), so they sort and compare as text;
 * - booleans are integers 0/1;
 * - JSON documents are text;
 * - `*_enc` columns hold authenticated ciphertext of a consumer's personal value (see server/crypto).
 */

import type { ColumnType } from 'kysely';

export type Role = 'customer' | 'admin' | 'superAdmin';

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  status: 'invited' | 'active' | 'disabled';
  password_hash: string | null;
  /** set when an admin gave a one-time password: it expires and must be changed at sign-in */
  password_expires_at: string | null;
  must_change_password: number;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  last_login_at: string | null;
  sub_quota_thresholds: number;
  sub_weekly_orders: number;
  sub_monthly_orders: number;
  created_at: string;
  updated_at: string;
}

export interface UserCustomersTable {
  user_id: string;
  customer_id: string;
}

export interface InvitesTable {
  id: string;
  user_id: string;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** wrong codes tried against this invite (migration 0002); the code is spent after a few */
  failed_attempts: number;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** the provider's id token, kept server-side only for the sign-off redirect */
  id_token_hint: string | null;
  /** the provider refresh token, encrypted (migration 0002); never sent to the browser */
  provider_refresh_token_enc: string | null;
}

/** The embedded OpenID provider's artefacts (migration 0002), one JSON document per row. */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  consumed_at: string | null;
  expires_at: string | null;
}

/** The embedded provider's signing keys (migration 0002): private JWK documents. */
export interface OidcSigningKeysTable {
  kid: string;
  private_jwk: string;
  created_at: string;
  retired_at: string | null;
}

export interface CustomersTable {
  id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  account_type: string;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: string;
  name: string;
  brand: string;
  sap_product_id: string;
  ndc: string;
}

export interface UsStatesTable {
  code: string;
  name: string;
  time_zone: string | null;
}

export interface CountiesTable {
  state_code: string;
  name: string;
}

export interface QuotasTable {
  id: string;
  state: string;
  quota_period: 'MONTHLY';
  quantity: number;
  created_at: string;
  updated_at: string;
}

/** Units ordered per state and month (the state's own month, `YYYY-MM`): the row the order path decrements against. */
export interface QuotaUsageTable {
  state: string;
  period: string;
  used_units: number;
}

export interface ConsumersTable {
  id: string;
  /** HMAC of normalised last name + first name + date of birth */
  person_hash: string;
  /** HMAC of normalised email */
  email_hash: string;
  /** HMAC of normalised shipping address (same address, different person → flagged) */
  address_hash: string;
  first_name_enc: string;
  last_name_enc: string;
  email_enc: string;
  phone_enc: string;
  dob_enc: string;
  gender_enc: string;
  address_enc: string;
  city_enc: string;
  state: string;
  zip_enc: string;
  county: string | null;
  ship_address_type: string;
  ship_address_enc: string;
  ship_address2_enc: string | null;
  ship_city_enc: string;
  ship_state: string;
  ship_zip_enc: string;
  ship_county: string | null;
  flagged_for_review: number;
  /** why flagged_for_review is set (server/areas/consumers/review-reasons.ts), else null */
  review_reason: string | null;
  /** the normalisation its hashes were made with (server/crypto/match-normalise.ts); older rows are hashed again */
  hash_version: ColumnType<number, number | undefined, number>;
  created_at: string;
  /** personal fields are purged (set to a tombstone) after the retention period */
  purged_at: string | null;
}

export interface ConsumerOrdersTable {
  id: string;
  mrn: string;
  run_id: string;
  consumer_id: string;
  product_id: string;
  state: string;
  county: string | null;
  quantity: number;
  units: number;
  reason: string;
  why: string | null;
  order_date: string;
  /** the state's month of the order, `YYYY-MM` */
  period: string;
  tracking_number: string | null;
  flagged_for_review: number;
  /** why flagged_for_review is set (server/areas/consumers/review-reasons.ts), else null */
  review_reason: string | null;
  created_at: string;
}

export interface FlowRunsTable {
  id: string;
  flow_id: string;
  flow_version: number;
  current_step: number;
  status: 'active' | 'ineligible' | 'refused' | 'completed';
  /** JSON: answers held by the server, keyed by question id */
  answers_enc: string;
  /** JSON: effect results (remaining units, consumer id, order) */
  context: string;
  consumer_id: string | null;
  order_id: string | null;
  /** optimistic-concurrency counter: a step write must match the version it read */
  revision: number;
  created_at: string;
  updated_at: string;
}

export type BulkOrderStatus = 'created' | 'open' | 'rejected' | 'partially shipped' | 'fully shipped';

export interface BulkOrdersTable {
  id: string;
  customer_id: string;
  product_id: string;
  user_email: string;
  quantity: number;
  order_status: BulkOrderStatus;
  /** why the order was rejected (migration 0009); NULL unless the status is `rejected`; optional on insert */
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface MembershipApplicationsTable {
  id: string;
  legal_business_name: string;
  contact_email: string;
  /** JSON of every field of the application */
  application: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
}

export interface OutboxTable {
  id: string;
  /** a consumer email's recipient is enciphered (server/mail/consumer-mail.ts); '' once erased */
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** why the email exists, for the Outbox page (invite, order-confirmation, application, report) */
  kind: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
  /** when the recipient, subject and bodies of a sent consumer email were erased (migration 0008) */
  erased_at: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor_user_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON with filters or counts; never a personal value */
  detail: string | null;
}

/** Captcha solutions already used (migration 0004), kept until the challenge expires. */
export interface CaptchaSpentTable {
  id: string;
  expires_at: string;
}

/** One failed password at the embedded provider (migration 0007); see server/areas/sign-in/sign-in-throttle.ts. */
export interface SignInFailuresTable {
  id: string;
  /** keyed hash of the typed email, normalised */
  account_key: string;
  ip: string;
  at: string;
}

export interface JobRunsTable {
  job: string;
  period: string;
  started_at: string;
  finished_at: string | null;
  status: 'running' | 'done' | 'failed';
}

export interface Database {
  users: UsersTable;
  user_customers: UserCustomersTable;
  invites: InvitesTable;
  sessions: SessionsTable;
  customers: CustomersTable;
  products: ProductsTable;
  us_states: UsStatesTable;
  counties: CountiesTable;
  quotas: QuotasTable;
  quota_usage: QuotaUsageTable;
  consumers: ConsumersTable;
  consumer_orders: ConsumerOrdersTable;
  flow_runs: FlowRunsTable;
  bulk_orders: BulkOrdersTable;
  membership_applications: MembershipApplicationsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  job_runs: JobRunsTable;
  captcha_spent: CaptchaSpentTable;
  sign_in_failures: SignInFailuresTable;
  oidc_payloads: OidcPayloadsTable;
  oidc_signing_keys: OidcSigningKeysTable;
}
