import type * as CsvStringify from 'csv-stringify/sync';
import { onFirstUse } from '#server/on-first-use.ts';
import { spreadsheetText } from './spreadsheet-text.ts';

/** A cell of a CSV the portal writes: a text, a number (a quantity, a count) or nothing. */
export type CsvCell = string | number | null;

/**
 * Rows as CSV text (RFC 4180, as csv-stringify quotes it), the only way the portal writes a CSV: every text cell
 * through spreadsheetText, so none runs as a formula; numbers written as numbers, null as an empty cell (decision 044).
 * csvText([['Kits', 4], ['=1+1', null]]) === "Kits,4\n'=1+1,\n"
 */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? spreadsheetText(cell) : cell ?? '')));
  return onFirstUse<typeof CsvStringify>('csv-stringify/sync').stringify(cells);
}
