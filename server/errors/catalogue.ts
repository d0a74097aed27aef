import type { ErrorCode } from '#schemas/error-codes.ts';
import { AppError } from './app-error.ts';

/**
 * Every error code the API replies with (schemas/error-codes.ts), its HTTP status and default message. A new code
 * goes in that list and here, then is thrown with `catalogued('NOT_FOUND')` or `createError('NOT_FOUND', message, 404)`.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { statusCode: 400, message: 'The request is not valid.' },
  MALFORMED_JSON: { statusCode: 400, message: 'The request body is not valid JSON.' },
  BAD_REQUEST: { statusCode: 400, message: 'The request could not be understood.' },
  UNAUTHORIZED: { statusCode: 401, message: 'Please sign in.' },
  FORBIDDEN: { statusCode: 403, message: 'You are not allowed to do this.' },
  CROSS_ORIGIN: { statusCode: 403, message: 'This request did not come from the portal\'s own pages. Please use the portal at its usual address.' },
  NOT_FOUND: { statusCode: 404, message: 'Not found.' },
  METHOD_NOT_ALLOWED: { statusCode: 405, message: 'This method is not allowed here.' },
  NOT_ACCEPTABLE: { statusCode: 406, message: 'The request was refused by a rule.' },
  CONFLICT: { statusCode: 409, message: 'The request conflicts with the current state.' },
  PRECONDITION_FAILED: { statusCode: 412, message: 'A precondition of the request failed.' },
  PAYLOAD_TOO_LARGE: { statusCode: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { statusCode: 415, message: 'Send the request body as application/json.' },
  RATE_LIMITED: { statusCode: 429, message: 'Too many requests. Please wait a minute and try again.' },
  INTERNAL_ERROR: { statusCode: 500, message: "We've encountered an error. Please try again later." },
  SERVICE_UNAVAILABLE: { statusCode: 503, message: 'The service is unavailable. Please try again later.' },
  // The questionnaire (server/areas/flow-runs): per-question problems go in `fields`, rule refusals (406) in `reasons`.
  ANSWERS_INVALID: { statusCode: 422, message: 'Some answers need attention.' },
  WRONG_STEP: { statusCode: 409, message: 'This is not the current step of the questionnaire.' },
  RUN_FINISHED: { statusCode: 409, message: 'This questionnaire has ended.' },
  RUN_CHANGED: { statusCode: 409, message: 'The questionnaire was changed by another request. Please reload it.' },
  CANNOT_GO_BACK: { statusCode: 409, message: 'The questionnaire cannot go back to that step.' },
  RUN_NOT_READY: { statusCode: 409, message: 'The training video and the quiz must be completed before ordering.' },
  // The staff lists and records (server/areas): messages are specific where thrown; these are the defaults.
  BAD_QUERY: { statusCode: 400, message: 'The filter or query is not valid.' },
  UNKNOWN_STATE: { statusCode: 400, message: 'There is no such US state.' },
  QUOTA_EXISTS: { statusCode: 409, message: 'This state already has a quota.' },
  CUSTOMER_EXISTS: { statusCode: 409, message: 'This customer already exists.' },
  ILLEGAL_STATUS_TRANSITION: { statusCode: 409, message: 'The order cannot move to that status.' },
  ORDER_LOCKED: { statusCode: 409, message: 'The order can no longer be changed.' },
  REJECT_REASON_REQUIRED: { statusCode: 400, message: 'Say why the order is rejected: the customer reads the reason.' },
  REJECT_REASON_UNEXPECTED: { statusCode: 400, message: 'A reason is given only when the order is rejected.' },
  ORDER_CHANGED: { statusCode: 409, message: 'Someone else changed this order just now. Reload it and try again.' },
  UNKNOWN_CUSTOMER: { statusCode: 412, message: 'The customer does not exist.' },
  UNKNOWN_PRODUCT: { statusCode: 412, message: 'The product does not exist.' },
  // Consumer orders (server/areas/consumer-orders, server/areas/shipments).
  STATUS_REASON_REQUIRED: { statusCode: 400, message: 'Say why: the reason is kept in the order\'s history.' },
  TRACKING_REQUIRED: { statusCode: 400, message: 'A shipped order needs its carrier and tracking number.' },
  TRACKING_UNEXPECTED: { statusCode: 400, message: 'A carrier and a tracking number go only with the move to shipped.' },
  TRACKING_NUMBER_USED: { statusCode: 409, message: 'This tracking number belongs to another order.' },
  SHIPMENT_FILE_REFUSED: { statusCode: 422, message: 'The shipment file cannot be read.' },
  // Membership applications (server/areas/membership).
  APPLICATION_DECIDED: { statusCode: 409, message: 'This application has already been decided.' },
  CONTACT_IS_STAFF: { statusCode: 409, message: 'The contact\'s email belongs to a staff account: a staff account cannot be a customer\'s user.' },
  // Sessions and sign-in (server/plugins/auth.ts, server/areas/sign-in, server/oidc): messages are set where thrown.
  JWT_EXPIRED: { statusCode: 401, message: 'Your session has expired. Please sign in again.' },
  SESSION_INVALID: { statusCode: 401, message: 'Your session has ended. Please sign in again.' },
  SESSION_ENDED: { statusCode: 401, message: 'Your session has ended. Please sign in again.' },
  NO_ACCOUNT: { statusCode: 403, message: 'There is no portal account for this sign-in.' },
  ACCOUNT_DISABLED: { statusCode: 403, message: 'This account is disabled.' },
  SIGN_IN_REFUSED: { statusCode: 401, message: 'The sign-in was refused.' },
  ID_TOKEN_INVALID: { statusCode: 401, message: 'The sign-in could not be verified. Please try again.' },
  IDENTITY_PROVIDER_UNAVAILABLE: { statusCode: 502, message: 'The sign-in service is not available. Please try again.' },
  // Staff accounts (server/areas/users): set-up, passwords, invites.
  PASSWORD_RULES: { statusCode: 400, message: 'The password does not follow the password rules.' },
  PASSWORD_TOO_COMMON: { statusCode: 400, message: 'This password is too common or too close to the email address.' },
  CODE_REQUIRED: { statusCode: 400, message: 'Please enter a verification code.' },
  EMAIL_INVALID: { statusCode: 400, message: 'Please enter a valid email.' },
  INVITE_CODE_INVALID: { statusCode: 400, message: 'The verification code is not valid.' },
  INVITE_CODE_EXPIRED: { statusCode: 400, message: 'The verification code has expired.' },
  LINK_EXPIRED: { statusCode: 410, message: 'This link has already been used or has expired.' },
  SETUP_COMPLETE: { statusCode: 409, message: 'This account is already set up.' },
  USER_EXISTS: { statusCode: 409, message: 'A user with this email already exists.' },
  USER_DISABLED: { statusCode: 409, message: 'This user is disabled.' },
  CUSTOMER_REQUIRED: { statusCode: 400, message: 'At least one customer is required.' },
  OWN_ROLE: { statusCode: 409, message: 'You cannot change your own role.' },
  OWN_ACCOUNT: { statusCode: 409, message: 'You cannot disable or delete your own account.' },
  SECOND_FACTOR_REQUIRED: { statusCode: 403, message: 'Add a second factor to your account to continue.' },
  SECOND_FACTOR_MISSING: { statusCode: 403, message: "Your organisation's sign-in did not confirm a second factor. Staff accounts need one." },
  SECOND_FACTOR_CODE_WRONG: { statusCode: 400, message: 'That code is not right. Type the 6 digits your app shows now.' },
  PASSKEY_NOT_ACCEPTED: { statusCode: 400, message: 'The passkey was not accepted. Please try again.' },
  LAST_FACTOR_REQUIRED: { statusCode: 409, message: 'You need at least one second factor: add another before removing this one.' },
  // The questionnaire studio (server/areas/flows): problems of a flow go in `problems`, breaking changes and stale translations in `reasons`.
  FLOW_VERSION_LOCKED: { statusCode: 409, message: 'Only a draft can be changed: published and retired versions never change. Create a draft from it instead.' },
  FLOW_DRAFT_EXISTS: { statusCode: 409, message: 'This questionnaire already has an open draft. Edit it, publish it or discard it first.' },
  FLOW_SCENARIO_EXISTS: { statusCode: 409, message: 'This questionnaire has a scenario with this name already. Give this one another name.' },
  FLOW_CHECKS_FAILED: { statusCode: 422, message: 'This version cannot be published until its problems are fixed and every scenario passes.' },
  FLOW_BREAKING_NOT_ACCEPTED: { statusCode: 409, message: 'This version has breaking changes. Read them and accept them to publish.' },
  FLOW_STALE_TRANSLATIONS_NOT_ACCEPTED: { statusCode: 409, message: 'Some translations were written for English texts that have changed since. Read them and accept them to publish.' },
  FLOW_PATCH_FAILED: { statusCode: 422, message: 'The change could not be applied to the draft.' },
  TRANSLATION_IMPORT_REFUSED: { statusCode: 422, message: 'The translations were not imported: the file has problems. Nothing was changed.' },
  FLOW_VERSION_LIVE: { statusCode: 409, message: 'The live version cannot be retired: publish or roll back to another version first.' },
  PREVIEW_ONLY: { statusCode: 403, message: 'Only staff can preview a version that is not live.' },
  // The studio's heavy work runs on worker threads with a time limit (server/areas/flows/studio-pool.ts, decision 039).
  FLOW_TOO_COSTLY: { statusCode: 422, message: 'This took too long to work out, so the portal stopped it. Simplify the questionnaire\'s computed values and lists.' },
  STUDIO_BUSY: { statusCode: 503, message: 'The studio is busy with other work. Please try again in a minute.' },
} as const satisfies Record<ErrorCode, { statusCode: number; message: string }>;

export type { ErrorCode };

/** catalogued('NOT_FOUND', 'Quota not found') → AppError 404 { code: 'NOT_FOUND', message: 'Quota not found' } */
export function catalogued(code: ErrorCode, message?: string, extra?: AppError['extra']): AppError {
  const entry = errorCatalogue[code];
  return new AppError(code, message ?? entry.message, entry.statusCode, extra);
}

/** The general code of a 4xx status when no more specific one applies (the first catalogued with that status). */
export function codeForStatus(statusCode: number): ErrorCode {
  const found = (Object.keys(errorCatalogue) as ErrorCode[]).find(
    (code) => errorCatalogue[code].statusCode === statusCode && !['VALIDATION_FAILED', 'MALFORMED_JSON'].includes(code),
  );
  if (found) return found;
  return statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}
