import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase } from '#server/db/database.ts';

/* A PostgreSQL schema of its own, without vitest: test-db.ts (per test file) and the cluster bench use it. */

const PG_FALLBACK = `postgres://${process.env.PGUSER ?? 'postgres'}@127.0.0.1:5432/test`;

/** The tests' PostgreSQL: DATABASE_URL when it is a postgres:// URL, else the local one. */
export function postgresBaseUrl(): string {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : PG_FALLBACK;
}

export interface PostgresSchema {
  /** a DATABASE_URL for the schema (carries ?schema=...) */
  url: string;
  create(): Promise<void>;
  drop(): Promise<void>;
}

/** A new schema name on `baseUrl` (random, `<prefix>_<hex>`); nothing is created before `create()`. */
export function postgresSchema(baseUrl: string, prefix = 'test'): PostgresSchema {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const parsed = new URL(baseUrl);
  parsed.searchParams.set('schema', schema);
  const admin = async (statement: ReturnType<typeof sql>) => {
    const db = createDatabase(baseUrl.replace(/([?&])schema=[^&]*/, '$1'), { poolSize: 1 });
    try {
      await statement.execute(db);
    } finally {
      await db.destroy();
    }
  };
  return {
    url: parsed.toString(),
    create: () => admin(sql`create schema ${sql.id(schema)}`),
    drop: () => admin(sql`drop schema if exists ${sql.id(schema)} cascade`),
  };
}
