import { useCallback, useEffect, useRef, useState } from 'react';
import { toastLoadFailure } from './load-error.ts';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  /** loads again with the same inputs (after a create or an update, say) */
  reload: () => void;
}

/**
 * Loads data for a page and loads it again whenever `key` changes. A newer load cancels an older one, so a
 * slow answer never overwrites a newer one. A failure shows the load-failure toast (spec §8).
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        setFailed(true);
        setLoading(false);
        toastLoadFailure();
      },
    );
    return () => controller.abort();
  }, [key, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, loading, failed, reload };
}
