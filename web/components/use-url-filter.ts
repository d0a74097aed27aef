import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatUrlFilter, parseUrlFilter, type UrlFilter } from './url-filter.ts';

/**
 * The page's filter as held in the address (`?filter={...}`), so a filtered list can be bookmarked and
 * shared. Setting it replaces the history entry: paging through filters should not fill the back button.
 */
export function useUrlFilter(): [UrlFilter | null, (filter: UrlFilter) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter = useMemo(() => parseUrlFilter(raw), [raw]);
  const setFilter = useCallback(
    (next: UrlFilter) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          const value = formatUrlFilter(next);
          if (value === null) copy.delete('filter');
          else copy.set('filter', value);
          return copy;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filter, setFilter];
}
