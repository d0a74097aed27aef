import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase } from '#server/db/database.ts';

/* A PostgreSQL schema or database of its own, without vitest: test-db.ts (per test file), the drills and the cluster bench use it. */

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

/** Runs one statement on `baseUrl`'s database, on a connection of its own. */
async function admin(baseUrl: string, statement: ReturnType<typeof sql>): Promise<void> {
  const db = createDatabase(baseUrl.replace(/([?&])schema=[^&]*/, '$1'), { poolSize: 1 });
  try {
    await statement.execute(db);
  } finally {
    await db.destroy();
  }
}

/** A new schema name on `baseUrl` (random, `<prefix>_<hex>`); nothing is created before `create()`. */
export function postgresSchema(baseUrl: string, prefix = 'test'): PostgresSchema {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const parsed = new URL(baseUrl);
  parsed.searchParams.set('schema', schema);
  return {
    url: parsed.toString(),
    create: () => admin(baseUrl, sql`create schema ${sql.id(schema)}`),
    drop: () => admin(baseUrl, sql`drop schema if exists ${sql.id(schema)} cascade`),
  };
}

export interface PostgresDatabase {
  /** a DATABASE_URL for the database, in `schema` when given */
  url(schema?: string): string;
  create(): Promise<void>;
  /** Drops it, ending the connections still open on it. */
  drop(): Promise<void>;
}

/** A new, empty database beside `baseUrl`'s on the same server (random name, `<prefix>_<hex>`): a restore's target. */
export function postgresDatabase(baseUrl: string, prefix = 'test'): PostgresDatabase {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  return {
    url: (schema) => {
      const parsed = new URL(baseUrl);
      parsed.pathname = `/${name}`;
      parsed.search = schema ? `?schema=${schema}` : '';
      return parsed.toString();
    },
    create: () => admin(baseUrl, sql`create database ${sql.id(name)}`),
    drop: () => admin(baseUrl, sql`drop database if exists ${sql.id(name)} with (force)`),
  };
}
