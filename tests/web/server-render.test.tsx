import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '#web/app/app.tsx';
import { englishCatalogue } from '#web/i18n/catalogue.ts';
import { speakForServerRender, startLanguage } from '#web/i18n/i18n.ts';
import { ready, renderPage, serverRenderedPaths } from '#web/server-entry.tsx';

/*
 * The public pages the server renders (decision 082): the HTML of the app's own components, which the app then takes
 * over without a mismatch and without replacing a node.
 */

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeAll(() => ready);

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
  document.documentElement.classList.remove('dark', 'light');
  speakForServerRender('en', englishCatalogue);
  window.history.replaceState(null, '', '/');
});

/** The server's HTML of `path`, put in a #root as the server's page holds it. */
function serverPage(path: string, language: 'en' | 'es'): HTMLElement {
  const html = renderPage(path, language);
  if (html === null) throw new Error(`${path} is not rendered on the server`);
  container = document.createElement('div');
  container.id = 'root';
  // React writes the title first; the server moves it into the head (server/plugins/web-app.ts).
  container.innerHTML = html.replace(/^<title>[^<]*<\/title>/, '');
  document.body.append(container);
  window.history.replaceState(null, '', path);
  return container;
}

/** Hydrates the page as web/main.tsx does; returns the errors React reported. */
async function hydrate(page: HTMLElement, language: 'en' | 'es'): Promise<unknown[]> {
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
  await startLanguage(language);
  await act(async () => {
    root = hydrateRoot(
      page,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => void problems.push(error) },
    );
  });
  consoleError.mockRestore();
  return problems;
}

describe('the server render of the public pages', () => {
  it('renders the landing and welcome pages in the language asked, and no other page', () => {
    expect(serverRenderedPaths).toEqual(['/', '/welcome']);
    expect(renderPage('/', 'en')).toContain('Save a life! Carry Naloxone.');
    expect(renderPage('/', 'es')).toContain('¡Salve una vida! Lleve naloxona.');
    expect(renderPage('/welcome', 'en')).toContain('Which describes you?');
    expect(renderPage('/welcome', 'es')).toContain('Antes de empezar');
    expect(renderPage('/form', 'en')).toBeNull();
    expect(renderPage('/track', 'en')).toBeNull();
  });

  it('makes the landing page a form that reaches /welcome without JavaScript: Next guarded by the required box', () => {
    const page = serverPage('/', 'en');
    const form = page.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/welcome');
    expect(form.getAttribute('method')).toBe('get');
    expect(page.querySelector('input[type=checkbox]')!.hasAttribute('required')).toBe(true);
    expect(page.querySelector('button[type=submit]')!.hasAttribute('disabled')).toBe(false);
  });

  for (const [path, language, heading] of [
    ['/', 'en', 'Save a life! Carry Naloxone.'],
    ['/', 'es', '¡Salve una vida! Lleve naloxona.'],
    ['/welcome', 'en', 'Welcome'],
    ['/welcome', 'es', 'Bienvenido'],
  ] as const) {
    it(`hydrates ${path} in ${language} with no mismatch and keeps the server's nodes`, async () => {
      const page = serverPage(path, language);
      const h1 = page.querySelector('h1')!;
      expect(h1.textContent).toBe(heading);
      const problems = await hydrate(page, language);
      expect(problems).toEqual([]);
      expect(page.querySelector('h1')).toBe(h1);
    });
  }

  it('holds Next once hydrated until the box is ticked', async () => {
    const page = serverPage('/', 'en');
    expect(await hydrate(page, 'en')).toEqual([]);
    expect(page.querySelector('button[type=submit]')).toBeDisabled();
  });

  it('hydrates a dark page without a mismatch, then shows the dark theme’s toggle', async () => {
    document.documentElement.classList.add('dark');
    const page = serverPage('/welcome', 'en');
    expect(page.querySelector('button[aria-label="Switch to dark theme"]')).not.toBeNull();
    expect(await hydrate(page, 'en')).toEqual([]);
    expect(page.querySelector('button[aria-label="Switch to light theme"]')).not.toBeNull();
  });
});
