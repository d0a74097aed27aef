import type { AuditTrail } from '#server/http/audit-trail.ts';
import { markSentToFulfilment, ordersToShip } from '#server/areas/consumer-orders/index.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import { csvText, type CsvCell } from '#server/lists/csv-file.ts';
import type { Db } from '#server/db/database.ts';

/** At most this many orders on one pick list; the next list takes the rest. */
export const PICK_LIST_MAX = 5000;

/**
 * The columns of the pick list, in the shape mailing services import (PirateShip's address import names these;
 * ShipStation and Stamps.com map them by name): the MRN as the order id, so the tracking file comes back keyed by it.
 * Lot Number and Expiry are left empty for the mailing service to fill from the boxes it packs (decision 078); the
 * tracking file brings them back.
 */
const HEADER = ['Order ID', 'Name', 'Company', 'Address', 'Address Line 2', 'City', 'State', 'Zipcode', 'Country', 'Email', 'Phone', 'Order Items', 'NDC', 'Kits', 'Lot Number', 'Expiry'];

export interface PickList {
  csv: string;
  rows: number;
}

/**
 * The approved orders to ship, oldest first, as CSV, each marked as sent to fulfilment (the first time only). An
 * order already on an earlier list comes again only when `again` is asked for (a lost file, a misprint). Orders whose
 * person's data was erased or cannot be read are left out: there is no address to print. The request's audit entry
 * (how many people's details left, and whether again) is written with the marks.
 */
export async function pickList(db: Db, cipher: FieldCipher, audit: AuditTrail, options: { again: boolean; now: Date }): Promise<PickList> {
  return db.transaction().execute(async (trx) => {
    const orders = await ordersToShip(trx, { again: options.again, limit: PICK_LIST_MAX });
    const lines: CsvCell[][] = [];
    const listed: string[] = [];
    for (const o of orders) {
      try {
        const read = (value: string) => cipher.decrypt(value);
        lines.push([
          o.mrn, `${read(o.first_name_enc)} ${read(o.last_name_enc)}`, '', read(o.ship_address_enc), o.ship_address2_enc ? read(o.ship_address2_enc) : '',
          read(o.ship_city_enc), o.ship_state, read(o.ship_zip_enc), 'US', read(o.email_enc), read(o.phone_enc),
          `${Number(o.quantity)} × ${o.product ?? o.ndc ?? 'naloxone kit'}`, o.ndc ?? '', Number(o.quantity), '', '',
        ]);
        listed.push(o.id);
      } catch {
        // An unreadable row (another key, damaged value) is not printed; it stays approved for staff to look at.
      }
    }
    await markSentToFulfilment(trx, listed, options.now);
    await audit.record(trx, { detail: { rows: lines.length, again: options.again } }, options.now);
    return { csv: csvText([HEADER, ...lines]), rows: lines.length };
  });
}
