import { useSyncExternalStore } from 'react';
import { useT } from '#web/i18n/use-t.ts';
import { chooseTheme, currentTheme, type ThemeName } from '#web/lib/theme-preference.ts';
import { css } from './static/classes.ts';

function SunIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
// The server cannot know the stored theme: its page shows the light theme's button, and the browser's first render
// after hydration the one in effect (decision 082).
const serverTheme = (): ThemeName => 'light';

/** Switches between the light and dark theme and remembers the choice (docs/product.md#lists). */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
  const { t } = useT();
  const label = t(next === 'dark' ? 'theme.toDark' : 'theme.toLight');
  return (
    <button
      type="button"
      className={css.themeButton}
      aria-label={label}
      title={label}
      onClick={() => {
        chooseTheme(next);
        listeners.forEach((listener) => listener());
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
