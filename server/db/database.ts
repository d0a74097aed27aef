import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { onFirstUse } from '#server/on-first-use.ts';
import type { Database } from './database.schema.ts';
import { withStatementCache } from './statement-cache.ts';

/**
 * The portal's database, as every function that reads or writes it takes it (decision 050). A transaction is one too
 * (Kysely's Transaction extends Kysely), so a function that must run inside its caller's transaction takes a Db.
 */
export type Db = Kysely<Database>;

export type DatabaseTarget =
  | { dialect: 'sqlite'; filename: string }
  | { dialect: 'postgres'; connectionString: string; schema: string | undefined };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * parseDatabaseUrl('sqlite:./data/portal.db') → { dialect: 'sqlite', filename: './data/portal.db' }
 * parseDatabaseUrl('postgres://u@h/db?schema=t1') → { dialect: 'postgres', connectionString: 'postgres://u@h/db', schema: 't1' }
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:')) {
    const filename = url.slice('sqlite:'.length).replace(/^\/\/(?=\/|\.)/, '');
    if (!filename) throw new Error('DATABASE_URL "sqlite:" needs a file name, e.g. sqlite:./data/portal.db');
    return { dialect: 'sqlite', filename };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get('schema') ?? undefined;
    if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
      throw new Error(`DATABASE_URL schema "${schema}" must be lower-case letters, digits and underscores`);
    }
    parsed.searchParams.delete('schema');
    return { dialect: 'postgres', connectionString: parsed.toString(), schema };
  }
  throw new Error('DATABASE_URL must start with sqlite: or postgres:// (or postgresql://)');
}

export interface CreateDatabaseOptions {
  /** PostgreSQL only: the schema to work in (search_path); overrides `?schema=` in the url. */
  schema?: string;
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
  /** PostgreSQL only: how long to wait for a connection before failing (default CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
}

/** How long a PostgreSQL query waits for a connection before it fails as the database being unavailable. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** createDatabase('sqlite:./data/portal.db') or createDatabase('postgres://localhost/portal?schema=portal') */
export function createDatabase(url: string, options: CreateDatabaseOptions = {}): Db {
  const target = parseDatabaseUrl(url);
  if (target.dialect === 'sqlite') return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(openSqlite(target.filename)) }) });

  const schema = options.schema ?? target.schema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Schema name "${schema}" is not allowed`);
  const pool = new (onFirstUse<typeof pg>('pg').Pool)({
    connectionString: target.connectionString,
    max: options.poolSize ?? 10,
    // A request waits this long at most for a connection (a free one of the pool, or a new one the server must
    // accept), then is answered 503: a database that stopped answering never leaves requests hanging.
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // search_path is set at connection start-up, so every pooled connection works in the same schema.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection lost (PostgreSQL restarted, the network cut) must not crash the process, whether its client is idle in
  // the pool or in use by a request: the pool drops an idle one, the query under way fails with the error (answered
  // 503, database-unavailable.ts), and a client in use is dropped when released. The next requests get new
  // connections, so the process serves again as soon as the database does (decision 045).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function openSqlite(filename: string): SqliteDatabase.Database {
  const inMemory = filename === ':memory:';
  if (!inMemory) mkdirSync(dirname(resolve(filename)), { recursive: true });
  const sqlite = new SqliteDatabase(filename);
  if (!inMemory) sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: a confirmed order survives a power cut, at a small cost per commit.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}
