/* eslint-disable */
/**
 * Generated from schemas/track.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { Carrier } from './carrier.ts';
import type { PublicOrderStatus } from './public-order-status.ts';

/**
 * POST /api/track (Track My Shipment, public): the order number and the ZIP code it ships to, in; its status and tracking, out; nothing personal. A wrong pair gets the same 404 as an unknown number.
 */
export interface TrackApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `TrackApi`'s JSON-Schema
 * via the `definition` "TrackRequest".
 */
export interface TrackRequest {
  mrn: string;
  zip: string;
}
/**
 * This interface was referenced by `TrackApi`'s JSON-Schema
 * via the `definition` "TrackReply".
 */
export interface TrackReply {
  mrn: string;
  status: PublicOrderStatus;
  orderDate: string;
  /**
   * the day it was ordered (YYYY-MM-DD) in the programme's time zone, the day to show a person
   */
  orderedOn: string;
  carrier: Carrier | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /**
   * the day it was handed to the carrier (YYYY-MM-DD)
   */
  shippedOn: string | null;
  /**
   * the day it arrived (YYYY-MM-DD)
   */
  deliveredOn: string | null;
}
