/**
 * Every error code the API replies with (`{ code, message }`). The server's catalogue (server/errors/catalogue.ts)
 * gives each its status and default message and cannot miss one; the browser's ApiError.code is typed by it.
 */
export const ERROR_CODES = [
  // General, by HTTP status
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CROSS_ORIGIN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // The questionnaire
  'ANSWERS_INVALID',
  'WRONG_STEP',
  'RUN_FINISHED',
  'RUN_CHANGED',
  'CANNOT_GO_BACK',
  'RUN_NOT_READY',
  // The staff lists and records
  'BAD_QUERY',
  'UNKNOWN_STATE',
  'QUOTA_EXISTS',
  'CUSTOMER_EXISTS',
  'ILLEGAL_STATUS_TRANSITION',
  'ORDER_LOCKED',
  'REJECT_REASON_REQUIRED',
  'REJECT_REASON_UNEXPECTED',
  'ORDER_CHANGED',
  'UNKNOWN_CUSTOMER',
  'UNKNOWN_PRODUCT',
  // Consumer orders: review, shipping, tracking
  'STATUS_REASON_REQUIRED',
  'TRACKING_REQUIRED',
  'TRACKING_UNEXPECTED',
  'TRACKING_NUMBER_USED',
  'SHIPMENT_FILE_REFUSED',
  // Membership applications: review
  'APPLICATION_DECIDED',
  'CONTACT_IS_STAFF',
  // Sessions and sign-in
  'JWT_EXPIRED',
  'SESSION_INVALID',
  'SESSION_ENDED',
  'NO_ACCOUNT',
  'ACCOUNT_DISABLED',
  'SIGN_IN_REFUSED',
  'ID_TOKEN_INVALID',
  'IDENTITY_PROVIDER_UNAVAILABLE',
  // Staff accounts: set-up, passwords, invites
  'PASSWORD_RULES',
  'PASSWORD_TOO_COMMON',
  'CODE_REQUIRED',
  'EMAIL_INVALID',
  'INVITE_CODE_INVALID',
  'INVITE_CODE_EXPIRED',
  // A link a consumer was emailed that no longer opens anything (the kit-expiry email's new kit, decision 078)
  'LINK_EXPIRED',
  'SETUP_COMPLETE',
  'USER_EXISTS',
  'USER_DISABLED',
  'CUSTOMER_REQUIRED',
  'OWN_ROLE',
  'OWN_ACCOUNT',
  // Second factors (decision 073)
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_MISSING',
  'SECOND_FACTOR_CODE_WRONG',
  'PASSKEY_NOT_ACCEPTED',
  'LAST_FACTOR_REQUIRED',
  // The questionnaire studio (flow versions)
  'FLOW_VERSION_LOCKED',
  'FLOW_DRAFT_EXISTS',
  'FLOW_SCENARIO_EXISTS',
  'FLOW_CHECKS_FAILED',
  'FLOW_BREAKING_NOT_ACCEPTED',
  'FLOW_STALE_TRANSLATIONS_NOT_ACCEPTED',
  'FLOW_PATCH_FAILED',
  'TRANSLATION_IMPORT_REFUSED',
  'FLOW_VERSION_LIVE',
  'PREVIEW_ONLY',
  'FLOW_TOO_COSTLY',
  'STUDIO_BUSY',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** isErrorCode('JWT_EXPIRED') === true; isErrorCode('NO_SUCH_CODE') === false */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
