import { readItem, writeItem } from './storage.ts';

/*
 * The light/dark preference (docs/product.md#lists). web/public/theme-boot.js applies it to <html> before the first
 * paint with the same key and classes; keep the two in step (tests/web/theme-preference.test.ts checks).
 */
export type ThemeName = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'portal.theme';

function isTheme(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

export function readStoredTheme(): ThemeName | null {
  const value = readItem('local', THEME_STORAGE_KEY);
  return isTheme(value) ? value : null;
}

/** The theme in effect: the one on <html>, else the stored one, else the operating system's. */
export function currentTheme(): ThemeName {
  const root = document.documentElement;
  if (root.classList.contains('dark')) return 'dark';
  if (root.classList.contains('light')) return 'light';
  return readStoredTheme() ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
}

export function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

/** Applies the theme and remembers it for the next visit. */
export function chooseTheme(theme: ThemeName): void {
  applyTheme(theme);
  writeItem('local', THEME_STORAGE_KEY, theme);
}
