/* eslint-disable */
/**
 * Generated from schemas/kit-reminders.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { Language } from './language.ts';

/**
 * The links of the kit-expiry email (decision 078): POST /api/kit-reminders/replacement (the link to a new order, used once: the answers its questionnaire starts with) and POST /api/kit-reminders/unsubscribe (no more kit-expiry emails; no sign-in), and POST /api/kit-reminders/one-click, the same for a mail app's own Unsubscribe button (RFC 8058, the email's List-Unsubscribe header). Both are POSTs that the person's own click sends, so a mail scanner that follows a link changes nothing.
 */
export interface KitRemindersApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `KitRemindersApi`'s JSON-Schema
 * via the `definition` "KitReminderLink".
 */
export interface KitReminderLink {
  /**
   * the token of the link the email carries
   */
  link: string;
}
/**
 * The answers the new order's questionnaire starts with, by question id of the live consumer questionnaire: the details of the reminded order, its product, the reason Expired (the person still sees, can change and submits every step), and the email's language.
 *
 * This interface was referenced by `KitRemindersApi`'s JSON-Schema
 * via the `definition` "KitReplacement".
 */
export interface KitReplacement {
  flowId: string;
  version: number;
  answers: {
    [k: string]: string;
  };
  language: Language;
}
/**
 * This interface was referenced by `KitRemindersApi`'s JSON-Schema
 * via the `definition` "OneClickQuery".
 */
export interface OneClickQuery {
  /**
   * the token of the email's unsubscribe link
   */
  link: string;
}
/**
 * What a mail app posts for its own Unsubscribe button (RFC 8058), as a form: List-Unsubscribe=One-Click.
 *
 * This interface was referenced by `KitRemindersApi`'s JSON-Schema
 * via the `definition` "OneClickBody".
 */
export interface OneClickBody {
  'List-Unsubscribe': 'One-Click';
}
/**
 * This interface was referenced by `KitRemindersApi`'s JSON-Schema
 * via the `definition` "KitReminderStopped".
 */
export interface KitReminderStopped {
  /**
   * the language the email was written in: the page says it is done in it
   */
  language: Language;
}
