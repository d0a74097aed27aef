import { readItem, writeItem } from '#web/lib/storage.ts';

/** The page sizes every table offers (docs/product.md#lists). */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;

export const ROWS_PER_PAGE_KEY = 'portal.rowsPerPage';

/** The global rows-per-page setting (docs/product.md#lists): the last size chosen on any table, else 10. */
export function readRowsPerPage(): number {
  const stored = Number(readItem('local', ROWS_PER_PAGE_KEY));
  return (PAGE_SIZES as readonly number[]).includes(stored) ? stored : 10;
}

export function writeRowsPerPage(size: number): void {
  if ((PAGE_SIZES as readonly number[]).includes(size)) writeItem('local', ROWS_PER_PAGE_KEY, String(size));
}
