/*
 * The Kysely `Database` type: one `<table>.table.ts` per table, next to the area (or plumbing) that writes it.
 *
 * Column conventions (dialect-neutral, the same on SQLite and PostgreSQL):
 * - timestamps are ISO-8601 UTC strings (`2026-11-21T16:19:00.000Z`), so they sort and compare as text;
 * - booleans are integers 0/1;
 * - JSON documents are text;
 * - `*_enc` columns hold authenticated ciphertext of a consumer's personal value (see server/crypto).
 */

import type { AuditLogTable } from '#server/areas/audit/audit-log.table.ts';
import type { BulkOrdersTable } from '#server/areas/bulk-orders/bulk-orders.table.ts';
import type { CaptchaSpentTable } from '#server/areas/captcha/captcha-spent.table.ts';
import type { NoScriptPassesTable } from '#server/areas/captcha/no-script-passes.table.ts';
import type { RefusalNoticesTable } from '#server/areas/consumers/refusal-notices.table.ts';
import type { RunValidationsTable } from '#server/areas/flow-runs/run-validations.table.ts';
import type { ConsumerAccountLinksTable, ConsumerAccountsTable, ConsumerSessionsTable } from '#server/areas/consumer-accounts/consumer-accounts.table.ts';
import type { ConsumerOrderEventsTable } from '#server/areas/consumer-orders/consumer-order-events.table.ts';
import type { ConsumerOrdersTable } from '#server/areas/consumer-orders/consumer-orders.table.ts';
import type { KitBatchesTable } from '#server/areas/consumer-orders/kit-batches.table.ts';
import type { KitRemindersTable } from '#server/areas/kit-reminders/kit-reminders.table.ts';
import type { ConsumersTable } from '#server/areas/consumers/consumers.table.ts';
import type { CountiesTable } from '#server/areas/us-states/counties.table.ts';
import type { CustomersTable } from '#server/areas/customers/customers.table.ts';
import type { FlowRunsTable } from '#server/areas/flow-runs/flow-runs.table.ts';
import type { FlowScenarioSetsTable } from '#server/areas/flows/flow-scenario-sets.table.ts';
import type { FlowVersionsTable } from '#server/areas/flows/flow-versions.table.ts';
import type { FunnelRunsTable } from '#server/areas/funnel/funnel-runs.table.ts';
import type { FunnelStepsTable } from '#server/areas/funnel/funnel-steps.table.ts';
import type { FlowResponsesTable } from '#server/areas/responses/flow-responses.table.ts';
import type { InvitesTable } from '#server/areas/users/invites.table.ts';
import type { JobRunsTable } from '#server/jobs/job-runs.table.ts';
import type { MembershipApplicationsTable } from '#server/areas/membership/membership-applications.table.ts';
import type { OidcPayloadsTable } from '#server/oidc/oidc-payloads.table.ts';
import type { OidcSigningKeysTable } from '#server/oidc/oidc-signing-keys.table.ts';
import type { OutboxAttachmentsTable } from '#server/mail/outbox-attachments.table.ts';
import type { OutboxTable } from '#server/mail/outbox.table.ts';
import type { ProgrammeSettingsTable } from '#server/areas/programme/programme-settings.table.ts';
import type { ProductsTable } from '#server/areas/products/products.table.ts';
import type { QuotaAlertsTable } from '#server/areas/quotas/quota-alerts.table.ts';
import type { QuotaHistoryTable } from '#server/areas/quotas/quota-history.table.ts';
import type { QuotaUsageTable } from '#server/areas/quotas/quota-usage.table.ts';
import type { QuotasTable } from '#server/areas/quotas/quotas.table.ts';
import type { RecoveryCodesTable } from '#server/areas/second-factors/recovery-codes.table.ts';
import type { SecondFactorsTable } from '#server/areas/second-factors/second-factors.table.ts';
import type { WebauthnChallengesTable } from '#server/areas/second-factors/webauthn-challenges.table.ts';
import type { SessionsTable } from '#server/areas/users/sessions.table.ts';
import type { SignInFailuresTable } from '#server/areas/sign-in/sign-in-failures.table.ts';
import type { UsStatesTable } from '#server/areas/us-states/us-states.table.ts';
import type { UserCustomersTable } from '#server/areas/users/user-customers.table.ts';
import type { UsersTable } from '#server/areas/users/users.table.ts';

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
  quota_history: QuotaHistoryTable;
  quota_alerts: QuotaAlertsTable;
  consumers: ConsumersTable;
  consumer_accounts: ConsumerAccountsTable;
  consumer_account_links: ConsumerAccountLinksTable;
  consumer_sessions: ConsumerSessionsTable;
  consumer_orders: ConsumerOrdersTable;
  consumer_order_events: ConsumerOrderEventsTable;
  kit_batches: KitBatchesTable;
  kit_reminders: KitRemindersTable;
  flow_runs: FlowRunsTable;
  funnel_runs: FunnelRunsTable;
  funnel_steps: FunnelStepsTable;
  flow_responses: FlowResponsesTable;
  flow_versions: FlowVersionsTable;
  flow_scenario_sets: FlowScenarioSetsTable;
  bulk_orders: BulkOrdersTable;
  membership_applications: MembershipApplicationsTable;
  outbox: OutboxTable;
  outbox_attachments: OutboxAttachmentsTable;
  audit_log: AuditLogTable;
  job_runs: JobRunsTable;
  captcha_spent: CaptchaSpentTable;
  no_script_passes: NoScriptPassesTable;
  run_validations: RunValidationsTable;
  refusal_notices: RefusalNoticesTable;
  programme_settings: ProgrammeSettingsTable;
  sign_in_failures: SignInFailuresTable;
  oidc_payloads: OidcPayloadsTable;
  oidc_signing_keys: OidcSigningKeysTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  webauthn_challenges: WebauthnChallengesTable;
}
