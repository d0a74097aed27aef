/**
 * The `filter` query parameter of an admin page holds JSON (docs/product.md#lists), so a filtered list can be shared as a link.
 * Links pasted from chat or mail often carry zero-width characters, and some arrive encoded once more.
 */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

export type UrlFilter = Record<string, unknown>;

/**
 * parseUrlFilter('{"state":"CO"}') → { state: 'CO' }; parseUrlFilter('%7B%22state%22%3A%22CO%22%7D') → { state: 'CO' };
 * parseUrlFilter('{oops') → null (and the error is logged). Only a JSON object counts as a filter.
 */
export function parseUrlFilter(raw: string | null | undefined, log: (message: string, error?: unknown) => void = console.error): UrlFilter | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const stripped = raw.replace(ZERO_WIDTH, '');
  let text = stripped;
  try {
    text = decodeURIComponent(stripped);
  } catch {
    // A literal % (a like pattern, say) is not an escape: keep the text as it came.
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('the filter is not a JSON object');
    return value as UrlFilter;
  } catch (error) {
    log('Ignoring the filter in the address: it is not valid JSON', error);
    return null;
  }
}

/** The `filter` value for a link that opens a page with these filters (empty values left out); null when none. */
export function formatUrlFilter(filter: UrlFilter): string | null {
  const kept = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return Object.keys(kept).length === 0 ? null : JSON.stringify(kept);
}
