import type { Db } from '#server/db/database.ts';
import type { OrdersOfConsumer } from './consumers.repository.ts';

/**
 * Retention (decision 028, docs/product.md#personal-data): a consumer's personal fields are erased once the person has gone the
 * retention period without a new order. The row stays as a tombstone (`purged_at`), so orders keep their
 * non-personal facts (state, county, product, kits, dates) for reporting; the keyed hashes go too, so the refill
 * interval and duplicate checks no longer know the person. A newer order of the same person has its own row, which
 * keeps what the refill rules need.
 */
const BATCH = 500;

/**
 * Erases the personal fields of consumers with no order since `cutoff` (and created before it; `ordersOf`, the orders
 * area's, finds their orders). Returns how many.
 */
export async function purgeConsumersBefore(db: Db, cutoff: Date, now: Date, ordersOf: OrdersOfConsumer): Promise<number> {
  const before = cutoff.toISOString();
  let purged = 0;
  for (;;) {
    const rows = await db
      .selectFrom('consumers as c')
      .select('c.id')
      .where('c.purged_at', 'is', null)
      .where('c.created_at', '<', before)
      .where((eb) => eb.not(eb.exists(ordersOf(db, eb.ref('c.id'), before))))
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return purged;
    // One statement per row: each tombstone's hashes carry its own id, so no two rows collide on an index.
    await db.transaction().execute(async (trx) => {
      for (const { id } of rows) {
        await trx.updateTable('consumers').set({
          person_hash: `purged:${id}`, email_hash: `purged:${id}`, address_hash: `purged:${id}`, phone_hash: null,
          first_name_enc: '', last_name_enc: '', email_enc: '', phone_enc: '', dob_enc: '', gender_enc: '', address_enc: '', city_enc: '',
          zip_enc: '', ship_address_enc: '', ship_address2_enc: null, ship_city_enc: '', ship_zip_enc: '', purged_at: now.toISOString(),
        }).where('id', '=', id).where('purged_at', 'is', null).execute();
      }
    });
    purged += rows.length;
  }
}
