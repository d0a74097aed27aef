import type { Carrier } from './generated/carrier.ts';
import carrierSchema from './carrier.schema.json' with { type: 'json' };

/** Every carrier, in the order of carrier.schema.json (the one list). */
export const CARRIERS = carrierSchema.enum as readonly Carrier[];

/** A tracking number as carriers print it: letters and digits, 8 to 40 of them (spaces are dropped before this). */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{8,40}$/;

/** normaliseTrackingNumber(' 9400 1000 0000 0000 0000 00 ') === '9400100000000000000000' */
export function normaliseTrackingNumber(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

const TRACKING_PAGE: Record<Carrier, (number: string) => string> = {
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
};

/** trackingUrl('USPS', '9400100000000000000000') → the carrier's public tracking page for that number. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string {
  return TRACKING_PAGE[carrier](encodeURIComponent(normaliseTrackingNumber(trackingNumber)));
}

/** carrierOf('fedex') === 'FedEx': a carrier's name as a mailing service's file writes it, or undefined. */
export function carrierOf(text: string): Carrier | undefined {
  const plain = text.trim().toLowerCase().replace(/[\s.]/g, '');
  return CARRIERS.find((c) => c.toLowerCase() === plain) ?? (plain === 'unitedstatespostalservice' ? 'USPS' : plain === 'federalexpress' ? 'FedEx' : undefined);
}
