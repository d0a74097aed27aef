import type { CreateToasterReturn, ToastOptions } from '@chakra-ui/react';

type ToastStore = CreateToasterReturn;

/** The message a toast says: its type and its words; none when a toast is drawn from elements (each one is its own). */
export function messageKey(options: ToastOptions): string | null {
  const { title, description } = options;
  if ((title !== undefined && typeof title !== 'string') || (description !== undefined && typeof description !== 'string')) return null;
  return `${options.type ?? 'info'}|${title ?? ''}|${description ?? ''}`;
}

/**
 * The toast queue with one toast per message (docs/decisions/067-quota-month-one-toast-list-filters.md): a toast
 * that says what a toast on screen already says replaces it, its time starting again, instead of stacking a copy
 * (the same action done twice, a list that failed to load twice). A toast given an id keeps it.
 */
export function onePerMessage(store: ToastStore): ToastStore {
  /** the toast showing each message now, and the toasts on their way out (a new one is made for their message) */
  const showing = new Map<string, string>();
  const leaving = new Set<string>();
  let made = 0;

  const create = (options: ToastOptions): string => {
    const key = options.id === undefined ? messageKey(options) : null;
    if (key === null) return store.create(options);
    const current = showing.get(key);
    if (current !== undefined && store.isVisible(current) && !leaving.has(current)) {
      // Zag restarts a toast's time when its duration changes, and only then: the duration moves by a millisecond.
      const shown = store.getVisibleToasts().find((t) => t.id === current)?.duration ?? store.attrs.duration;
      return store.create({ ...options, id: current, duration: shown === store.attrs.duration ? shown + 1 : store.attrs.duration });
    }
    made += 1;
    const id = `message-${made}`;
    showing.set(key, id);
    return store.create({
      ...options,
      id,
      onStatusChange: (details) => {
        if (details.status === 'dismissing') leaving.add(id);
        if (details.status === 'unmounted') {
          leaving.delete(id);
          if (showing.get(key) === id) showing.delete(key);
        }
        options.onStatusChange?.(details);
      },
    });
  };

  return {
    ...store,
    create,
    success: (options) => void create({ ...options, type: 'success' }),
    error: (options) => void create({ ...options, type: 'error' }),
    info: (options) => void create({ ...options, type: 'info' }),
    warning: (options) => void create({ ...options, type: 'warning' }),
  };
}
