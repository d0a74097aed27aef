import { CompiledQuery } from 'kysely';
import { dialectOf } from './dialect.ts';
import type { Db } from './database.ts';

export type Durability = 'full' | 'relaxed';

// Compiled once: a relaxed write switches twice.
const RELAXED = CompiledQuery.raw('pragma synchronous = NORMAL');
const FULL = CompiledQuery.raw('pragma synchronous = FULL');

/**
 * How a questionnaire write reaches the disk on SQLite. `full` (the database's setting, synchronous=FULL) syncs at
 * every commit: the order path uses it, a confirmed order survives a power cut. `relaxed` (synchronous=NORMAL, in
 * WAL mode) skips that sync: the database stays consistent, but a power cut may undo the last few steps of some
 * runs, whose people then answer that step again. A step write is most of the questionnaire's disk cost, and the
 * sync at each commit dominated it (see tests/bench/flow-api.bench.ts).
 *
 * The setting belongs to the connection, so the connection is held for the whole write: nothing else runs in
 * between, and FULL is back before it is released. PostgreSQL is left as configured.
 */
export async function withDurability<T>(db: Db, durability: Durability, write: (db: Db) => Promise<T>): Promise<T> {
  if (durability === 'full' || dialectOf(db) !== 'sqlite') return write(db);
  return db.connection().execute(async (connection) => {
    await connection.executeQuery(RELAXED);
    try {
      return await write(connection);
    } finally {
      await connection.executeQuery(FULL);
    }
  });
}
