import { randomUUID } from 'node:crypto';
import { kitExpiryOf, kitLotOf } from '#engine/kit-expiry.ts';
import type { KitBatch } from '#schemas/generated/shipments.ts';
import { createError } from '#server/errors/app-error.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { findProductByNdc, productRelation } from '#server/areas/products/index.ts';
import type { Db } from '#server/db/database.ts';

/** The lot and expiry of the kits an order ships with (decision 078). */
export interface KitShipped {
  lot: string;
  /** YYYY-MM-DD */
  expiresOn: string;
}

/**
 * The batch staff set last for the product, before `at`: what an order shipped at `at` goes with when the mailing
 * service's file names none. Undefined when none was set.
 */
export async function kitBatchFor(db: Db, productId: string, at: Date): Promise<KitShipped | undefined> {
  const row = await db.selectFrom('kit_batches').select(['lot', 'expires_on']).where('product_id', '=', productId)
    .where('set_at', '<=', at.toISOString()).orderBy('set_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return row && { lot: row.lot, expiresOn: row.expires_on };
}

/** The batch set last for each product that has one, by product name. */
export async function currentKitBatches(db: Db): Promise<KitBatch[]> {
  const rows = await db.selectFrom('kit_batches as kb')
    .innerJoin(productRelation(db).as('p'), 'p.id', 'kb.product_id')
    .select(['kb.id', 'kb.product_id', 'kb.lot', 'kb.expires_on', 'kb.set_at', 'p.name', 'p.ndc'])
    .orderBy('kb.set_at', 'desc').orderBy('kb.id', 'desc').execute();
  const seen = new Set<string>();
  const batches: KitBatch[] = [];
  for (const r of rows) {
    if (seen.has(r.product_id)) continue;
    seen.add(r.product_id);
    batches.push({ ndc: r.ndc, productName: r.name, lot: r.lot, expiresOn: r.expires_on, setAt: r.set_at });
  }
  return batches.sort((a, b) => a.productName.localeCompare(b.productName));
}

/**
 * Staff set the lot and expiry of a product's next shipments (docs/product.md#kits-that-expire): checked as the file's
 * are, kept with who set it, audited (a product, a lot and a date: nothing personal).
 */
export async function setKitBatch(db: Db, audit: AuditTrail, input: { ndc: string; lot: string; expires: string }, now: Date): Promise<KitBatch> {
  const lot = kitLotOf(input.lot);
  const expiresOn = kitExpiryOf(input.expires);
  const fields = [
    ...(lot ? [] : [{ questionId: 'lot', message: 'Lot number: enter the lot printed on the box, 1 to 20 letters, digits and hyphens.' }]),
    ...(expiresOn ? [] : [{ questionId: 'expires', message: 'Expiry: enter the month and year printed on the box, such as 03/2028.' }]),
  ];
  const product = await findProductByNdc(db, input.ndc);
  if (!product) fields.unshift({ questionId: 'ndc', message: 'Product: choose one of the products the portal ships.' });
  if (fields.length) throw createError('VALIDATION_FAILED', fields.length === 1 ? fields[0]!.message : `${fields.length} fields need changing.`, 400, { fields });
  await db.transaction().execute(async (trx) => {
    const id = randomUUID();
    await trx.insertInto('kit_batches').values({ id, product_id: product!.id, lot: lot!, expires_on: expiresOn!, set_at: now.toISOString(), set_by: audit.actorUserId }).execute();
    await audit.record(trx, { entityId: id, detail: { product: product!.name, lot, expiresOn } }, now);
  });
  return { ndc: product!.ndc, productName: product!.name, lot: lot!, expiresOn: expiresOn!, setAt: now.toISOString() };
}
