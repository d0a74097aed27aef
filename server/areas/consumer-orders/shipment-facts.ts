import { trackingUrl } from '#schemas/carriers.ts';
import type { Carrier } from '#schemas/generated/carrier.ts';

/** An order's shipment as every reply shows it (staff detail, Track My Shipment, the consumer's account). */
export interface ShipmentFacts {
  carrier: Carrier | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedOn: string | null;
  deliveredOn: string | null;
}

/** The shipment columns of a consumer_orders row, with the carrier's tracking link when both are known. */
export function shipmentFacts(row: { carrier: Carrier | null; tracking_number: string | null; shipped_on: string | null; delivered_on: string | null }): ShipmentFacts {
  return {
    carrier: row.carrier, trackingNumber: row.tracking_number,
    trackingUrl: row.carrier && row.tracking_number ? trackingUrl(row.carrier, row.tracking_number) : null,
    shippedOn: row.shipped_on, deliveredOn: row.delivered_on,
  };
}
