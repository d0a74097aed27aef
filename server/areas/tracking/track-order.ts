import { timingSafeEqual } from 'node:crypto';
import { calendarDayIn } from '#engine/dates.ts';
import { checkZip } from '#engine/validators.ts';
import { publicOrderStatus } from '#schemas/consumer-order-status.ts';
import { orderToTrack, shipmentFacts } from '#server/areas/consumer-orders/index.ts';
import type { TrackReply, TrackRequest } from '#schemas/generated/track.ts';
import { FieldDecryptionError, type FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';

/** What the answer depends on in the portal's settings: whether orders wait for approval, and the programme's day. */
export const trackingSettings = (app: { config: Config }) => ({
  manualApproval: app.config.consumerOrdersManualApproval, timeZone: app.config.programmeTimeZone,
});

/** A ciphertext to open when there is no order, so an unknown MRN costs what a wrong ZIP does. */
const decoys = new WeakMap<FieldCipher, string>();

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Track My Shipment (decision 025, decision 042): the order's status and tracking when the MRN and the ZIP code it ships to belong
 * together; undefined otherwise, whether the MRN is unknown, the ZIP is wrong or the person's data was erased, so
 * the answer never tells which. Nothing personal is returned, and an order held for review reads as any order just
 * placed (decision 042).
 */
export async function trackOrder(
  db: Db, cipher: FieldCipher, request: TrackRequest, settings: { manualApproval: boolean; timeZone: string },
): Promise<TrackReply | undefined> {
  const zip = checkZip(request.zip);
  const row = await orderToTrack(db, request.mrn);
  let decoy = decoys.get(cipher);
  if (!decoy) decoys.set(cipher, (decoy = cipher.encrypt('00000')));
  let stored = '';
  try {
    stored = cipher.decrypt(row && !row.purged_at ? row.ship_zip_enc : decoy);
  } catch (error) {
    if (!(error instanceof FieldDecryptionError)) throw error;
  }
  if (!row || row.purged_at || !zip.ok || !sameText(stored, zip.value)) return undefined;
  return {
    mrn: row.mrn, status: publicOrderStatus(row.status, settings.manualApproval), orderDate: row.order_date,
    orderedOn: calendarDayIn(new Date(row.order_date), settings.timeZone), ...shipmentFacts(row),
  };
}
