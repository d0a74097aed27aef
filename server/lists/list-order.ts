import { sql, type RawBuilder } from 'kysely';

/*
 * The `order` query parameter of the admin lists: "<field> ASC" or "<field> DESC", one column at a time.
 * The route's JSON Schema holds the whitelist (an enum of every allowed value), so Ajv refuses an unknown
 * column or direction with a 400 before any SQL is built; this file only turns the checked text into a value.
 */

export type SortDirection = 'asc' | 'desc';

export interface ListOrder<F extends string> {
  field: F;
  direction: SortDirection;
}

/** orderValues(['city', 'zip']) → ['city ASC', 'city DESC', 'zip ASC', 'zip DESC'] (the schema's enum). */
export function orderValues(fields: readonly string[]): string[] {
  return fields.flatMap((field) => [`${field} ASC`, `${field} DESC`]);
}

/** The `order` property of a list's query schema: the whitelist as an enum, with the list's default. */
export function orderParam(fields: readonly string[], fallback: string): Record<string, unknown> {
  return {
    type: 'string',
    enum: orderValues(fields),
    description: `the sort, "<column> ASC|DESC"; columns: ${fields.join(', ')}; default ${fallback}`,
  };
}

/** parseListOrder('city DESC', fallback) → { field: 'city', direction: 'desc' }; undefined → fallback. */
export function parseListOrder<F extends string>(value: string | undefined, fallback: ListOrder<F>): ListOrder<F> {
  if (!value) return fallback;
  const [field, direction] = value.split(' ');
  return { field: field as F, direction: direction === 'ASC' ? 'asc' : 'desc' };
}

/**
 * An ORDER BY term for a column that may hold NULL (a left-joined name, a missing tracking number): NULL sorts
 * as the largest value on both databases (PostgreSQL's default; SQLite would put it first), so a page reads the
 * same whichever database serves it.
 */
export function nullsLargest(column: string, direction: SortDirection): RawBuilder<unknown> {
  return direction === 'asc' ? sql`${sql.ref(column)} asc nulls last` : sql`${sql.ref(column)} desc nulls first`;
}
