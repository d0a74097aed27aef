import type * as CsvParse from 'csv-parse/sync';
import { carrierOf, normaliseTrackingNumber, TRACKING_NUMBER_PATTERN } from '#schemas/carriers.ts';
import type { ShipmentImportResult, ShipmentImportRow } from '#schemas/generated/shipments.ts';
import { onFirstUse } from '#server/on-first-use.ts';
import { AppError, createError } from '#server/errors/app-error.ts';
import { changeStatusIn, holdersOfTrackingNumbers, latestShipDay, ordersByMrn, type StatusChangeContext } from '#server/areas/consumer-orders/index.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import type { StateInfo } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';
import { kitExpiryOf, kitLotOf } from '#engine/kit-expiry.ts';

/** At most this many rows in one file. */
export const IMPORT_MAX_ROWS = 5000;

/** The columns a mailing service's export may call each field by (compared without case, spaces or punctuation). */
const COLUMN_NAMES = {
  mrn: ['mrn', 'orderid', 'ordernumber', 'order', 'reference', 'referencenumber'],
  carrier: ['carrier', 'shippingcarrier', 'service', 'carriername'],
  trackingNumber: ['trackingnumber', 'tracking', 'trackingno', 'trackingcode'],
  shipDate: ['shipdate', 'shippedon', 'dateshipped', 'shippingdate', 'date', 'createddate'],
} as const;
type Field = keyof typeof COLUMN_NAMES;

/** The kits' lot and expiry (decision 078): optional columns, so a file of before still imports. */
const KIT_COLUMN_NAMES = {
  lot: ['lot', 'lotnumber', 'lotno', 'batch', 'batchnumber'],
  expires: ['expiry', 'expires', 'expiration', 'expirationdate', 'expirydate', 'exp', 'expdate', 'useby'],
} as const;
type KitField = keyof typeof KIT_COLUMN_NAMES;

const plain = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const refuse = (message: string) => createError('SHIPMENT_FILE_REFUSED', message, 422);

/** Which column of the header holds each field; a missing one refuses the whole file, naming it. */
function columnsOf(header: string[]): Record<Field, number> {
  const found = {} as Record<Field, number>;
  const missing: string[] = [];
  for (const field of Object.keys(COLUMN_NAMES) as Field[]) {
    const index = header.findIndex((name) => (COLUMN_NAMES[field] as readonly string[]).includes(plain(name)));
    if (index < 0) missing.push(`${field === 'mrn' ? 'MRN (or Order ID)' : field === 'trackingNumber' ? 'tracking number' : field === 'shipDate' ? 'ship date' : field}`);
    found[field] = index;
  }
  if (missing.length) throw refuse(`The first row must name the columns; this file has no ${missing.join(', no ')} column.`);
  return found;
}

/** Which column holds the kits' lot and expiry, when the file has them (-1 when not). */
function kitColumnsOf(header: string[]): Record<KitField, number> {
  const at = (field: KitField) => header.findIndex((name) => (KIT_COLUMN_NAMES[field] as readonly string[]).includes(plain(name)));
  return { lot: at('lot'), expires: at('expires') };
}

/** '2026-11-23' or '11/23/2026' (as US mailing services write it) → '2026-11-23'; undefined when it is neither. */
export function shipDateOf(text: string): string | undefined {
  const t = text.trim().replace(/[T ].*$/, '');
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t))) [y, m, d] = [Number(match[3]), Number(match[1]), Number(match[2])];
  else return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

function readRows(content: string): { header: string[]; rows: string[][] } {
  let records: string[][];
  try {
    records = onFirstUse<typeof CsvParse>('csv-parse/sync').parse(content, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    throw refuse(`The file is not a CSV file that can be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const [header, ...rows] = records;
  if (!header) throw refuse('The file is empty.');
  if (rows.length === 0) throw refuse('The file has a header but no rows.');
  if (rows.length > IMPORT_MAX_ROWS) throw refuse(`The file has ${rows.length} rows; import at most ${IMPORT_MAX_ROWS} at a time.`);
  return { header, rows };
}

/** Every row checked against the orders as they are now; nothing written. */
async function preview(db: Db, content: string, now: Date, states: ReadonlyMap<string, StateInfo>): Promise<ShipmentImportRow[]> {
  const { header, rows } = readRows(content);
  const col = columnsOf(header);
  const kitCol = kitColumnsOf(header);
  const cell = (row: string[], field: Field) => (row[col[field]] ?? '').trim();
  const kitCell = (row: string[], field: KitField) => (kitCol[field] < 0 ? '' : (row[kitCol[field]] ?? '').trim());
  const mrns = [...new Set(rows.map((r) => cell(r, 'mrn').toUpperCase()).filter(Boolean))];
  const numbers = [...new Set(rows.map((r) => normaliseTrackingNumber(cell(r, 'trackingNumber'))).filter(Boolean))];
  const orders = await ordersByMrn(db, mrns);
  const holders = await holdersOfTrackingNumbers(db, numbers);
  const seenMrn = new Map<string, number>();
  const seenNumber = new Map<string, number>();
  return rows.map((r, i) => {
    const rowNumber = i + 2;
    const mrn = cell(r, 'mrn').toUpperCase();
    const trackingNumber = normaliseTrackingNumber(cell(r, 'trackingNumber'));
    const shipDate = shipDateOf(cell(r, 'shipDate'));
    const carrier = carrierOf(cell(r, 'carrier'));
    const lotText = kitCell(r, 'lot');
    const expiresText = kitCell(r, 'expires');
    const lot = lotText ? kitLotOf(lotText) : undefined;
    const expires = expiresText ? kitExpiryOf(expiresText) : undefined;
    const out: ShipmentImportRow = {
      row: rowNumber, mrn, carrier: carrier ?? cell(r, 'carrier'), trackingNumber, shipDate: shipDate ?? cell(r, 'shipDate'),
      lot: lot ?? (lotText || null), expires: expires ?? (expiresText || null), outcome: 'error', problem: null,
    };
    const order = orders.get(mrn);
    const problem = ((): string | null => {
      if (!mrn) return 'The MRN is empty.';
      if (!order) return `There is no order ${mrn}.`;
      if (seenMrn.has(mrn)) return `Order ${mrn} is also on row ${seenMrn.get(mrn)}.`;
      if (!carrier) return `The carrier "${cell(r, 'carrier')}" is not one the portal knows (USPS, UPS, FedEx).`;
      if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) return 'The tracking number must be 8 to 40 letters and digits.';
      if (seenNumber.has(trackingNumber)) return `The tracking number is also on row ${seenNumber.get(trackingNumber)}.`;
      const holder = holders.get(trackingNumber);
      if (holder && holder !== mrn) return `The tracking number is already on order ${holder}.`;
      // Staff read it: the example in the words of a US mailing service's export, not a format's code.
      if (!shipDate) return `The ship date "${cell(r, 'shipDate')}" is not a date: write it as month/day/year, such as 11/23/2026.`;
      if (shipDate > latestShipDay(now, states, order.state)) return 'The ship date is in the future.';
      if (lotText && !lot) return `The lot number "${lotText}" is not one: write it as printed on the box, 1 to 20 letters, digits and hyphens.`;
      if (expiresText && !expires) return `The expiry "${expiresText}" is not a date: write the month and year printed on the box, such as 03/2028.`;
      if ((lot === undefined) !== (expires === undefined)) return lot ? 'The row gives a lot number without its expiry: give both, or neither.' : 'The row gives an expiry without its lot number: give both, or neither.';
      if (order.status === 'shipped' || order.status === 'delivered') {
        return order.tracking_number === trackingNumber ? null : `Order ${mrn} already shipped with tracking number ${order.tracking_number ?? '(none)'}.`;
      }
      if (order.status !== 'approved') return `Order ${mrn} is ${order.status}: only approved orders can ship.`;
      return null;
    })();
    if (mrn && !seenMrn.has(mrn)) seenMrn.set(mrn, rowNumber);
    if (trackingNumber && !seenNumber.has(trackingNumber)) seenNumber.set(trackingNumber, rowNumber);
    if (problem) return { ...out, problem };
    return { ...out, outcome: order!.status === 'approved' ? 'ship' : 'unchanged' };
  });
}

function counted(applied: boolean, rows: ShipmentImportRow[]): ShipmentImportResult {
  const counts = { ship: 0, shipped: 0, unchanged: 0, error: 0 };
  for (const r of rows) counts[r.outcome]++;
  return { applied, rows, counts };
}

/**
 * A mailing service's tracking file (decision 025), with the kits' lot and expiry when it has those columns (decision 078). Without `apply`: each row's outcome, nothing written. With it: every
 * row that can ship is shipped (each in its own transaction, with its history, audit entry and the consumer's
 * shipment email), the others are left as the preview said. Applying the same file again ships nothing twice: the
 * rows already shipped with their number come back `unchanged`. The request's own entry counts the rows.
 */
export async function importShipments(db: Db, ctx: StatusChangeContext, audit: AuditTrail, content: string, apply: boolean): Promise<ShipmentImportResult> {
  const rows = await preview(db, content, ctx.now, ctx.states);
  if (!apply) {
    const result = counted(false, rows);
    audit.note({ detail: { applied: false, ...result.counts, rows: rows.length } });
    return result;
  }
  const done: ShipmentImportRow[] = [];
  for (const row of rows) {
    if (row.outcome !== 'ship') {
      done.push(row);
      continue;
    }
    try {
      // The row's lot and expiry when it gives them; else the batch staff set for the product (decision 078).
      const kit = row.lot !== null && row.expires !== null ? { lot: row.lot, expiresOn: row.expires } : undefined;
      await db.transaction().execute((trx) => changeStatusIn(trx, ctx, audit, row.mrn, {
        status: 'shipped', from: 'approved', carrier: carrierOf(row.carrier)!, trackingNumber: row.trackingNumber, shippedOn: row.shipDate,
      }, kit));
      done.push({ ...row, outcome: 'shipped' });
    } catch (error) {
      // Changed since the preview (cancelled, shipped by hand): the row says why; the others still apply.
      if (!(error instanceof AppError)) throw error;
      done.push({ ...row, outcome: 'error', problem: error.message });
    }
  }
  const result = counted(true, done);
  audit.note({ detail: { applied: true, ...result.counts, rows: rows.length } });
  return result;
}
