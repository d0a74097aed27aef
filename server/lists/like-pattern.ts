import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** A user's text as a LIKE pattern that matches it literally anywhere: `50%` finds "50%", not "50 anything". */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A client's LIKE pattern made safe to run: an escape character at the very end escapes nothing, which
 * PostgreSQL refuses with an error ("LIKE pattern must not end with escape character") and SQLite treats
 * its own way. Such a trailing backslash is taken literally, the same on both databases.
 */
export function safeLikePattern(pattern: string): string {
  const trailing = /\\+$/.exec(pattern)?.[0].length ?? 0;
  return trailing % 2 === 1 ? `${pattern}\\` : pattern;
}

/**
 * Case-insensitive LIKE that behaves the same on both databases (SQLite's LIKE ignores ASCII case,
 * PostgreSQL's does not): both sides lower-cased, backslash as the escape character.
 */
export function ilike(column: Expression<unknown>, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${safeLikePattern(pattern.toLowerCase())} escape '\\'`;
}

/** Case-insensitive "contains" of a user's literal text. */
export function contains(column: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return ilike(column, containsPattern(text));
}
