/*
 * The sort of a staff table. The server sorts (decision 014): a page sends `order=<field> ASC|DESC` (or the
 * bulk orders' `[[field, dir]]`), and the header shows the sort with aria-sort.
 */
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  field: string;
  direction: SortDirection;
}

/** nextSort({ field: 'state', direction: 'asc' }, 'state') → desc; another field starts ascending. */
export function nextSort(current: SortState | null, field: string): SortState {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

/** orderParam({ field: 'city', direction: 'desc' }) === 'city DESC' (the lists' `order` query parameter) */
export function orderParam(sort: SortState): string {
  return `${sort.field} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}`;
}
