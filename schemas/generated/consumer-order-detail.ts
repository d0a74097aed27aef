/* eslint-disable */
/**
 * Generated from schemas/consumer-order-detail.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { Carrier } from './carrier.ts';
import type { ConsumerOrderStatus } from './consumer-order-status.ts';

/**
 * GET /api/consumer-orders/{mrn} and POST /api/consumer-orders/{mrn}/status (decision 025): one consumer order for staff, its person's contact and ship-to decrypted (each read is audited), its status history and the emails sent about it. Use the definitions.
 */
export interface ConsumerOrderDetailApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `ConsumerOrderDetailApi`'s JSON-Schema
 * via the `definition` "ConsumerOrderDetail".
 */
export interface ConsumerOrderDetail {
  id: string;
  mrn: string;
  status: ConsumerOrderStatus;
  /**
   * the moves this order may make now
   */
  nextStatuses: ConsumerOrderStatus[];
  productName: string | null;
  ndc: string | null;
  /**
   * kits
   */
  quantity: number;
  /**
   * units taken from the month's quota
   */
  units: number;
  reason: string;
  why: string | null;
  state: string;
  orderDate: string;
  /**
   * the language the consumer ordered in; their emails use it
   */
  language: string;
  carrier: Carrier | null;
  trackingNumber: string | null;
  /**
   * the carrier's public tracking link for the number
   */
  trackingUrl: string | null;
  /**
   * the day it was handed to the carrier (YYYY-MM-DD)
   */
  shippedOn: string | null;
  /**
   * the latest ship day a shipment of this order may be given now: today in the state it ships to (YYYY-MM-DD)
   */
  latestShipDay: string;
  /**
   * the day it arrived (YYYY-MM-DD)
   */
  deliveredOn: string | null;
  /**
   * the lot number of the kits it shipped with (decision 078)
   */
  kitLot: string | null;
  /**
   * the day those kits expire (YYYY-MM-DD, the last day of the month on the box)
   */
  kitExpiresOn: string | null;
  /**
   * the person asked for an email before their kit expires (and has not unsubscribed)
   */
  expiryReminder: boolean;
  /**
   * when the order was first on a pick list
   */
  sentToFulfilmentAt: string | null;
  flaggedForReview: boolean;
  reviewReason: string | null;
  /**
   * the MRNs of the earlier orders the review reason names, in its words' order (decision 064)
   */
  reviewOrders: string[];
  person: OrderPerson | null;
  history: StatusChange[];
  emails: OrderEmail[];
}
/**
 * who the kit goes to, decrypted for this read (null once the person's data was erased)
 *
 * This interface was referenced by `ConsumerOrderDetailApi`'s JSON-Schema
 * via the `definition` "OrderPerson".
 */
export interface OrderPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  shipTo: ShipTo;
}
/**
 * This interface was referenced by `ConsumerOrderDetailApi`'s JSON-Schema
 * via the `definition` "ShipTo".
 */
export interface ShipTo {
  addressType: string;
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  county: string | null;
}
/**
 * This interface was referenced by `ConsumerOrderDetailApi`'s JSON-Schema
 * via the `definition` "StatusChange".
 */
export interface StatusChange {
  at: string;
  from: ConsumerOrderStatus | null;
  to: ConsumerOrderStatus;
  /**
   * the staff member's name (email when unnamed); null for the portal itself (placement, an import's row names the importer)
   */
  by: string | null;
  reason: string | null;
  carrier: Carrier | null;
  trackingNumber: string | null;
}
/**
 * This interface was referenced by `ConsumerOrderDetailApi`'s JSON-Schema
 * via the `definition` "OrderEmail".
 */
export interface OrderEmail {
  kind: string;
  /**
   * '' once the email was erased after the retention period
   */
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
}
/**
 * POST /api/consumer-orders/{mrn}/status: the move, why (required for 'needs review' and 'cancelled'), and for 'shipped' the carrier and tracking number. `from` is the status the staff member saw: another change since then answers 409.
 *
 * This interface was referenced by `ConsumerOrderDetailApi`'s JSON-Schema
 * via the `definition` "ConsumerOrderStatusChange".
 */
export interface ConsumerOrderStatusChange {
  status: ConsumerOrderStatus;
  from?: ConsumerOrderStatus;
  reason?: string;
  carrier?: Carrier;
  trackingNumber?: string;
  /**
   * the day it was handed to the carrier (default today)
   */
  shippedOn?: string;
}
