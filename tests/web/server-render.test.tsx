import { act } from '@testing-library/react';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server.node';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '#web/app/app.tsx';
import { englishCatalogue } from '#web/i18n/catalogue.ts';
import { speakForServerRender, startLanguage } from '#web/i18n/i18n.ts';
import { PAGE_LOADING_MARK } from '#web/components/static/page-loading-mark.ts';
import { ready, renderPage, serverRenderedPaths } from '#web/server-entry.tsx';
import { PAGE_STATE_ELEMENT_ID } from '#web/config/server-page-state.ts';
import type { ServerPageState } from '#schemas/server-page-state.ts';
import { emptyMembershipForm } from '#schemas/membership-form.ts';
import { formProblems } from '#engine/membership-rules.ts';
import { signIn } from './render-app.tsx';
import { readFileSync } from 'node:fs';
import { loadFlow } from '#engine/flow-check.ts';
import { startRun } from '#engine/decide-step.ts';
import { stepView } from '#engine/step-view.ts';
import type { QuestionnairePageState } from '#schemas/questionnaire-page-state.ts';

/** A run of `flow` as it starts (the engine's own state), to be put at a later step. */
const startRunState = (flow: ReturnType<typeof loadFlow>) => {
  const decision = startRun(flow, { today: '2025-03-14', locale: 'es' });
  if (!('runState' in decision)) throw new Error('no run state');
  return decision.runState;
};

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
  document.getElementById(PAGE_STATE_ELEMENT_ID)?.remove();
  speakForServerRender('en', englishCatalogue);
  window.history.replaceState(null, '', '/');
});

/** The server's HTML of `path`, put in a #root as the server's page holds it. */
/**
 * React's streaming server renderer leaves the context values of the last part it rendered on the context objects
 * until its next render begins (it swaps them in per part). On a server nothing else reads them; here the browser's
 * renderer shares those objects, so an empty render puts them back before the app hydrates.
 */
function resetServerContexts(): Promise<void> {
  return new Promise((resolve) => {
    const stream = renderToPipeableStream(<></>, { onAllReady: () => stream.pipe(new Writable({ write: (_c, _e, done) => done(), final: (done) => (resolve(), done()) })) });
  });
}

async function serverPage(path: string, language: 'en' | 'es', state?: ServerPageState): Promise<HTMLElement> {
  const html = await renderPage(path, language, state);
  await resetServerContexts();
  if (html === null) throw new Error(`${path} is not rendered on the server`);
  container = document.createElement('div');
  container.id = 'root';
  // React writes the title first; the server moves it into the head (server/plugins/web-app.ts).
  container.innerHTML = html.replace(/^<title>[^<]*<\/title>/, '');
  document.body.append(container);
  if (state) {
    // As server/plugins/web-app.ts writes it into the page.
    const block = document.createElement('script');
    block.id = PAGE_STATE_ELEMENT_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify(state);
    document.head.append(block);
  }
  window.history.replaceState(null, '', path);
  return container;
}

/** Hydrates the page as web/main.tsx does; returns the errors React reported. */
async function hydrate(page: HTMLElement, language: 'en' | 'es'): Promise<unknown[]> {
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    // React's development check that two renderers do not render one provider at once: here the server's renderer,
    // which ran in this same page, left its mark on the providers; a server and a browser never share them.
    if (args[0] !== 'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.') problems.push(args);
  });
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
  it('renders the landing, welcome and privacy pages in the language asked, and no other page', async () => {
    expect(serverRenderedPaths).toEqual(['/', '/welcome', '/privacy']);
    expect(await renderPage('/', 'en')).toContain('Save a life! Carry Naloxone.');
    expect(await renderPage('/', 'es')).toContain('¡Salve una vida! Lleve naloxona.');
    expect(await renderPage('/welcome', 'en')).toContain('Which describes you?');
    expect(await renderPage('/welcome', 'es')).toContain('Antes de empezar');
    expect(await renderPage('/form', 'en')).toBeNull();
    expect(await renderPage('/track', 'en')).toBeNull();
    expect(await renderPage('/progress', 'en')).toBeNull();
  });

  it('renders the not-found page at /404 and at an address nothing answers', async () => {
    for (const path of ['/404', '/no-such-page', '/a/b/c']) expect(await renderPage(path, 'en')).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(await renderPage('/no-such-page', 'es')).toContain('Ir a la página de inicio');
  });

  it('hydrates the not-found page for a signed-in person without a mismatch, then offers their dashboard', async () => {
    signIn('admin');
    const page = await serverPage('/no-such-page', 'en');
    expect(page.querySelector('main a')?.getAttribute('href')).toBe('/');
    expect(await hydrate(page, 'en')).toEqual([]);
    expect(page.querySelector('main a')?.getAttribute('href')).toBe('/progress');
  });

  it('renders Track My Shipment as the server answered it, and hydrates it without a mismatch (decision 084)', async () => {
    const found = {
      mrn: 'NX-7KQ2M9TD', status: 'shipped', orderDate: '2026-11-23T03:00:00.000Z', orderedOn: '2026-11-22', carrier: 'USPS',
      trackingNumber: '9400', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400', shippedOn: '2026-11-24', deliveredOn: null,
    } as const;
    const page = await serverPage('/track', 'es', { page: 'track', mrn: 'NX-7KQ2M9TD', zip: '80202', found });
    const form = page.querySelector('main form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/track');
    expect(page.querySelector<HTMLInputElement>('input[name="mrn"]')?.value).toBe('NX-7KQ2M9TD');
    expect(page.querySelector<HTMLInputElement>('input[name="zip"]')?.value).toBe('80202');
    expect(page.textContent).toContain('Pedido el 22 de noviembre de 2026');
    const heading = page.querySelector('#track-result');
    expect(await hydrate(page, 'es')).toEqual([]);
    // Taken over, not drawn again.
    expect(page.querySelector('#track-result')).toBe(heading);
  });

  it('renders the problem page at a form’s address when the form could not be answered, and hydrates it', async () => {
    const page = await serverPage('/track', 'es', { page: 'problem', status: 429 });
    expect(page.querySelector('h1')?.textContent).toBe('Lo sentimos, hay un problema');
    expect(page.textContent).toContain('Llegaron demasiadas solicitudes desde su red');
    expect(page.querySelector('main a')?.getAttribute('href')).toBe('/track');
    expect(await hydrate(page, 'es')).toEqual([]);
    expect(page.querySelector('h1')?.textContent).toBe('Lo sentimos, hay un problema');
  });

  it('sends what was typed into the server’s page before the app took it over', async () => {
    const page = await serverPage('/track', 'en', { page: 'track', mrn: '' });
    const input = (id: string) => page.querySelector<HTMLInputElement>(`#${id}`)!;
    // Typed while the page's script was still on its way.
    input('mrn').value = 'NX-7KQ2M9TD';
    input('zip').value = '80202';
    expect(await hydrate(page, 'en')).toEqual([]);
    const found = {
      mrn: 'NX-7KQ2M9TD', status: 'received', orderDate: '2026-11-23T03:00:00.000Z', orderedOn: '2026-11-22', carrier: null,
      trackingNumber: null, trackingUrl: null, shippedOn: null, deliveredOn: null,
    };
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(found), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      expect(input('mrn').value).toBe('NX-7KQ2M9TD');
      await act(async () => page.querySelector<HTMLButtonElement>('main form button[type="submit"]')!.click());
      await vi.waitFor(() => expect(page.textContent).toContain('Order NX-7KQ2M9TD'));
      expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({ mrn: 'NX-7KQ2M9TD', zip: '80202' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders Track My Shipment’s refusal with its summary and field messages', async () => {
    const html = await renderPage('/track', 'en', { page: 'track', mrn: 'NX-1', zip: '12', invalid: ['mrn', 'zip'] });
    expect(html).toContain('There is a problem');
    expect(html).toContain('Enter the order number as it is in your email');
    expect(html).toMatch(/<input id="zip"[^>]*aria-invalid="true"[^>]*name="zip" value="12"/);
  });

  it('renders a questionnaire step as a form the server reads, and the app takes it over without asking for it again (decision 085)', async () => {
    const flow = loadFlow(JSON.parse(readFileSync('flows/consumer/v6.json', 'utf8')), 'v6');
    const run = { ...startRunState(flow), step: 7 };
    const view = stepView(flow, run, 'es', { today: '2025-03-14' })!;
    const state: QuestionnairePageState = {
      page: 'questionnaire', runId: 'R'.repeat(22), portalEnv: 'dev', shown: { kind: 'step', view },
      fieldErrors: [{ questionId: 'q-dob', message: 'Escriba una fecha de nacimiento real' }],
      typed: { 'q-first-name': { value: 'Ana' }, 'q-dob': { value: '86-7-?' } }, notice: null,
    };
    const fetched = vi.spyOn(globalThis, 'fetch');
    const page = await serverPage('/form?step=7', 'es', state);
    const form = page.querySelector('main form[method="post"]');
    expect(form?.querySelector<HTMLInputElement>('input[name="step"]')?.value).toBe('7');
    // The fields are named as the server reads them (engine/answer-form-fields.ts), with what was typed.
    expect(form?.querySelector<HTMLInputElement>('input[name="q-first-name"]')?.value).toBe('Ana');
    expect(form?.querySelector<HTMLInputElement>('input[name="q-dob.month"]')?.value).toBe('7');
    expect(form?.querySelector<HTMLInputElement>('input[name="q-dob.year"]')?.value).toBe('86');
    expect(page.textContent).toContain('Escriba una fecha de nacimiento real');
    const summary = page.querySelector('[role="alert"] h2');
    expect(summary?.textContent).toBe('Hay un problema');
    expect(await hydrate(page, 'es')).toEqual([]);
    expect(page.querySelector('[role="alert"] h2')).toBe(summary);
    expect(fetched).not.toHaveBeenCalled();
    fetched.mockRestore();
  });

  it('sends what was typed into a questionnaire step before the app took it over (decision 085)', async () => {
    const flow = loadFlow(JSON.parse(readFileSync('flows/consumer/v6.json', 'utf8')), 'v6');
    const run = { ...startRunState(flow), step: 7 };
    const view = stepView(flow, run, 'en', { today: '2025-03-14' })!;
    const state: QuestionnairePageState = {
      page: 'questionnaire', runId: 'R'.repeat(22), portalEnv: 'dev', shown: { kind: 'step', view }, fieldErrors: [], typed: null, notice: null,
    };
    const page = await serverPage('/form?step=7', 'en', state);
    const field = (name: string) => page.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    // Typed while the page's script was still on its way.
    const typed: Record<string, string> = { 'q-first-name': 'Ana', 'q-last-name': 'Ruiz', 'q-dob.month': '7', 'q-dob.day': '2', 'q-dob.year': '1986' };
    for (const [name, value] of Object.entries(typed)) field(name).value = value;
    const gender = view.questions.find((q) => q.id === 'q-gender')!.choices[0]!.id;
    field('q-gender').value = gender;
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 'X', message: 'stop here' }), { status: 500, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      expect(await hydrate(page, 'en')).toEqual([]);
      // The app reads the fields once it has taken the page over, with the server's own reader.
      await vi.waitFor(() => expect(field('q-dob.year').value).toBe('1986'));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      await act(async () => page.querySelector<HTMLButtonElement>('main form button[type="submit"]:not([aria-hidden])')!.click());
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
      expect(url).toContain(`/api/flow-runs/${'R'.repeat(22)}/steps/7`);
      const sent = (JSON.parse(String(init.body)) as { answers: { questionId: string; value?: string; choiceIds?: string[] }[] }).answers;
      expect(Object.fromEntries(sent.map((a) => [a.questionId, a.value ?? a.choiceIds]))).toEqual({
        'q-first-name': 'Ana', 'q-last-name': 'Ruiz', 'q-dob': '1986-07-02', 'q-gender': [gender],
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders the refused membership form whole, in place, and hydrates it without a mismatch (decision 087)', async () => {
    const values = { ...emptyMembershipForm, name: 'Mile High', zip: '802', partOfPurchasingGroup: 'yes' as const };
    const state = { page: 'register', values, problems: formProblems(values) } as const;
    const html = await renderPage('/register', 'es', state);
    // A page larger than React's 12.8 KB chunk is still in its place, not sent apart to be moved by a script.
    expect(html).not.toContain('hidden id="S:');
    expect(html).not.toContain('Cargando');
    const page = await serverPage('/register', 'es', state);
    expect(page.querySelector('main form')?.getAttribute('action')).toBe('/register');
    expect(page.querySelector<HTMLInputElement>('input[name="language"]')?.value).toBe('es');
    expect(page.querySelector<HTMLInputElement>('#zip')?.value).toBe('802');
    expect(page.querySelector('[role="alert"]')?.textContent).toContain('Código postal no válido');
    // The affiliation is asked (Yes); the other group's details wait for their answer, under their note.
    expect(page.querySelector('#affiliation')?.getAttribute('aria-invalid')).toBe('true');
    const heading = page.querySelector('h1');
    expect(await hydrate(page, 'es')).toEqual([]);
    expect(page.querySelector('h1')).toBe(heading);
  });

  it('renders a lazy page whole, its module awaited, and renders side by side in their own languages', async () => {
    const [english, spanish] = await Promise.all([renderPage('/privacy', 'en'), renderPage('/privacy', 'es')]);
    expect(english).toMatch(/<h1[^>]*>Privacy statement<\/h1>/);
    expect(spanish).toMatch(/<h1[^>]*>Aviso de privacidad<\/h1>/);
    // No loading state left in it: the page itself is there.
    expect(english).not.toContain(PAGE_LOADING_MARK);
  });

  it('makes the landing page a form that reaches /welcome without JavaScript: Next guarded by the required box', async () => {
    const page = await serverPage('/', 'en');
    const form = page.querySelector('main form')!;
    expect(form.getAttribute('action')).toBe('/welcome');
    expect(form.getAttribute('method')).toBe('get');
    expect(page.querySelector('input[type=checkbox]')!.hasAttribute('required')).toBe(true);
    expect(page.querySelector('main button[type=submit]')!.hasAttribute('disabled')).toBe(false);
  });

  for (const [path, language, heading] of [
    ['/', 'en', 'Save a life! Carry Naloxone.'],
    ['/', 'es', '¡Salve una vida! Lleve naloxona.'],
    ['/welcome', 'en', 'Welcome'],
    ['/welcome', 'es', 'Bienvenido'],
    ['/privacy', 'en', 'Privacy statement'],
    ['/privacy', 'es', 'Aviso de privacidad'],
  ] as const) {
    it(`hydrates ${path} in ${language} with no mismatch and keeps the server's nodes`, async () => {
      const page = await serverPage(path, language);
      const h1 = page.querySelector('h1')!;
      expect(h1.textContent).toBe(heading);
      const problems = await hydrate(page, language);
      expect(problems).toEqual([]);
      expect(page.querySelector('h1')).toBe(h1);
    });
  }

  it('holds Next once hydrated until the box is ticked', async () => {
    const page = await serverPage('/', 'en');
    expect(await hydrate(page, 'en')).toEqual([]);
    expect(page.querySelector('main button[type=submit]')).toBeDisabled();
  });

  it('hydrates a dark page without a mismatch, then shows the dark theme’s toggle', async () => {
    document.documentElement.classList.add('dark');
    const page = await serverPage('/welcome', 'en');
    expect(page.querySelector('button[aria-label="Switch to dark theme"]')).not.toBeNull();
    expect(await hydrate(page, 'en')).toEqual([]);
    expect(page.querySelector('button[aria-label="Switch to light theme"]')).not.toBeNull();
  });
});
