import { sql } from 'kysely';
import type { Db } from './database.ts';
import { dialectOf } from './dialect.ts';

/**
 * Several server processes starting together on one PostgreSQL schema (decision 030) take turns for the work of the
 * start: migrations, reference data, the flow files' import, the provider's first signing key. Each of these reads
 * what is there and adds what is missing, which two processes doing it at the same instant get wrong (the second
 * insert of a flow version fails the start; two first signing keys are made). The first process does the work; the
 * others wait for this lock, then find it done. A PostgreSQL advisory lock of the schema, held on a connection of its
 * own until released (or that connection ends, should the process die). SQLite: one process, nothing to take.
 * Returns the release, which may be called more than once.
 */
export async function takeStartUpLock(db: Db): Promise<() => Promise<void>> {
  if (dialectOf(db) !== 'postgres') return async () => {};
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  let taken!: () => void;
  const lockTaken = new Promise<void>((resolve) => { taken = resolve; });
  const held = db.connection().execute(async (connection) => {
    const key = sql`hashtext('portal start-up ' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    taken();
    await released;
    await sql`select pg_advisory_unlock(${key})`.execute(connection);
  });
  await Promise.race([lockTaken, held]);
  return async () => {
    release();
    await held;
  };
}
