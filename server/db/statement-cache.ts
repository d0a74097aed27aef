import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept prepared; Kysely's queries are a bounded set, `in (…)` lists of every length aside. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite database as Kysely's driver sees it, with its statements prepared once and reused: the driver prepares
 * every query afresh, which costs more than running a small one. Least recently used statements leave first.
 * Reuse is safe because the driver runs one query at a time on its single connection, and SQLite re-prepares a
 * statement by itself when a migration changes the schema under it.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql) => {
      const cached = statements.get(sql);
      if (cached) {
        // Map keeps insertion order: moving the statement to the end makes the first one the least recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
