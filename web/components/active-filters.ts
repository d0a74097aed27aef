/**
 * activeFilterCount({ status: 'pending', state: '', from: '2026-11-01' }) === 2: the fields of an applied filter that
 * narrow the list (filled in), which the Filters button of a narrow screen shows.
 */
export function activeFilterCount(applied: object): number {
  return Object.values(applied).filter((value) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false)).length;
}
