/**
 * How far past the current page a list counts its matches. Counting half a million rows costs PostgreSQL
 * ~200 ms however it is indexed, and nobody pages to row 400,000: past this many rows ahead the reply says
 * "more than" instead (`totalCapped`), which keeps every list within its time budget at any volume.
 */
export const COUNT_AHEAD = 10_000;

export interface CountedTotal {
  total: number;
  /** true when more rows match than were counted: `total` is then a lower bound */
  totalCapped: boolean;
}

/** The row limit of the count for a page: everything up to COUNT_AHEAD rows past it, plus one to notice more. */
export function countLimit(page: { limit: number; offset: number }): number {
  return page.offset + page.limit + COUNT_AHEAD;
}

export function countedTotal(counted: number, page: { limit: number; offset: number }): CountedTotal {
  const cap = countLimit(page);
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted, totalCapped: false };
}
