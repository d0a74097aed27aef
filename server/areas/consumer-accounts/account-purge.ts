import type { Db } from '#server/db/database.ts';
import { consumerRelation } from '#server/areas/consumers/index.ts';

/**
 * Deletes the consumer accounts whose email no longer belongs to any consumer kept (all of the person's rows were
 * erased by retention), with their sessions (cascade) and their unused links; and links that expired. Returns counts.
 */
export async function purgeOrphanAccounts(db: Db, now: Date): Promise<{ accounts: number; links: number }> {
  const orphans = await db
    .selectFrom('consumer_accounts as a')
    .select('a.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom(consumerRelation(db).as('c')).select('c.id').whereRef('c.email_hash', '=', 'a.email_hash').where('c.purged_at', 'is', null))))
    .execute();
  const ids = orphans.map((o) => o.id);
  let accounts = 0;
  if (ids.length) {
    await db.deleteFrom('consumer_sessions').where('account_id', 'in', ids).execute();
    accounts = Number((await db.deleteFrom('consumer_accounts').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
  }
  const links = await db.deleteFrom('consumer_account_links')
    .where((eb) => eb.or([
      eb('expires_at', '<', now.toISOString()),
      eb.not(eb.exists(eb.selectFrom(consumerRelation(db).as('c')).select('c.id').whereRef('c.email_hash', '=', 'consumer_account_links.email_hash').where('c.purged_at', 'is', null))),
    ]))
    .executeTakeFirst();
  return { accounts, links: Number(links.numDeletedRows) };
}
