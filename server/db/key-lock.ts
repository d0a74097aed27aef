import { sql } from 'kysely';
import { dialectOf } from './dialect.ts';
import type { Db } from './database.ts';

/**
 * Serialises, until the caller's transaction ends, the transactions that lock any of the same keys (texts naming
 * what they guard: `person:<hash>`, say), whether or not a row exists yet to lock. PostgreSQL takes transaction-scoped
 * advisory locks, in sorted order so that two transactions never wait on each other crosswise; SQLite serialises its
 * writers anyway. Call it inside a transaction.
 */
export async function lockKeys(trx: Db, keys: readonly string[]): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  for (const key of [...keys].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}
