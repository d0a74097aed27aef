/**
 * A number read from the database, held to its range. The CHECK constraints of migration 0005 keep new rows
 * in range, but a row written before them may hold `Inf` (SQLite stores an infinite number in an integer
 * column); such a value would make the reply serialiser throw and take a whole list down. Read through here,
 * one bad row shows its nearest allowed value instead. PostgreSQL's bigint counts arrive as strings: taken too.
 */
export function storedInteger(value: unknown, range: { readonly minimum: number; readonly maximum: number }): number {
  const n = typeof value === 'number' ? value : typeof value === 'bigint' ? Number(value) : Number(value);
  if (Number.isNaN(n)) return range.minimum;
  return Math.min(range.maximum, Math.max(range.minimum, Math.trunc(n)));
}
