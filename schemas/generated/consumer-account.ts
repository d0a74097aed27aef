/* eslint-disable */
/**
 * Generated from schemas/consumer-account.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { Carrier } from './carrier.ts';
import type { Language } from './language.ts';
import type { PublicOrderStatus } from './public-order-status.ts';

/**
 * /api/account (decision 026): a consumer's optional account, opened by a single-use link sent by email, never required to order. Its session is the consumer's own cookie, separate from staff sessions, and reaches only the orders made with the account's email. Use the definitions.
 */
export interface ConsumerAccountApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `ConsumerAccountApi`'s JSON-Schema
 * via the `definition` "LinkRedeem".
 */
export interface LinkRedeem {
  token: string;
}
/**
 * This interface was referenced by `ConsumerAccountApi`'s JSON-Schema
 * via the `definition` "SignInLinkRequest".
 */
export interface SignInLinkRequest {
  email: string;
  language?: Language;
}
/**
 * This interface was referenced by `ConsumerAccountApi`'s JSON-Schema
 * via the `definition` "AccountView".
 */
export interface AccountView {
  email: string;
  createdAt: string;
  orders: AccountOrder[];
  refill: RefillWhen;
}
/**
 * This interface was referenced by `ConsumerAccountApi`'s JSON-Schema
 * via the `definition` "AccountOrder".
 */
export interface AccountOrder {
  mrn: string;
  status: PublicOrderStatus;
  orderDate: string;
  /**
   * as the questionnaire names the product in each language, else the catalogue's name
   */
  productName: LocalName | null;
  kits: number;
  carrier: Carrier | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedOn: string | null;
  deliveredOn: string | null;
  /**
   * the day the kits it shipped with expire (YYYY-MM-DD, the last day of the month on the box; decision 078); null when not known
   */
  kitExpiresOn: string | null;
}
/**
 * a name in each language of the portal, so the reader's language is shown without asking again
 *
 * This interface was referenced by `ConsumerAccountApi`'s JSON-Schema
 * via the `definition` "LocalName".
 */
export interface LocalName {
  en: string;
  es: string;
}
/**
 * when the account's person may order again, by the person rules of the live consumer questionnaire (its refill interval and any exception it makes for a reason), asked before a refill starts
 *
 * This interface was referenced by `ConsumerAccountApi`'s JSON-Schema
 * via the `definition` "RefillWhen".
 */
export interface RefillWhen {
  /**
   * an order is taken today, whatever the reason given
   */
  now: boolean;
  /**
   * the first day (YYYY-MM-DD, the ordering state's) an order is taken whatever the reason: today when now; null when no day within three years
   */
  from: string | null;
  /**
   * when not now: the reasons (the questionnaire's words for what happened to the last kit) for which an order is taken today
   */
  reasonsNow: LocalName[];
}
/**
 * the answers a refill's form starts with, by question id of the live consumer questionnaire: the details of the account's latest order (the person still sees, can change and submits every step)
 *
 * This interface was referenced by `ConsumerAccountApi`'s JSON-Schema
 * via the `definition` "RefillDetails".
 */
export interface RefillDetails {
  flowId: string;
  version: number;
  answers: {
    [k: string]: string;
  };
}
