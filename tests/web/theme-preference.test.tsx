import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '#web/lib/theme-preference.ts';
import { renderAt } from './render-app.tsx';

const bootScript = readFileSync('web/public/theme-boot.js', 'utf8');
/** What the browser does on a page load: run web/public/theme-boot.js before anything paints. */
function loadPage() {
  new Function(bootScript)();
}
const html = document.documentElement;
/** The classes on <html> but the mark that scripts run (`scripted`, set by the same script). */
const themeClasses = () => [...html.classList].filter((name) => name !== 'scripted');

afterEach(() => {
  // As every other page of the tests: scripts run (tests/web/setup.ts).
  html.className = 'scripted';
  html.style.colorScheme = '';
});

describe('theme preference', () => {
  it('marks the page as one where scripts run, which the header\'s buttons that need one wait for (decision 082)', () => {
    html.className = '';
    loadPage();
    expect(html).toHaveClass('scripted');
  });

  it('is applied from storage before the app renders', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    loadPage();
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('falls back to light when nothing (or nonsense) is stored and the system has no dark preference', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    loadPage();
    expect(themeClasses()).toEqual(['light']);
  });

  it('toggles from the header, persists, and survives a reload', async () => {
    const user = userEvent.setup();
    loadPage();
    renderAt('/');
    expect(themeClasses()).toEqual(['light']);

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(themeClasses()).toEqual(['dark']);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();

    html.className = '';
    loadPage();
    expect(themeClasses()).toEqual(['dark']);

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(themeClasses()).toEqual(['light']);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
