import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, requestedLanguage, switchLanguage } from '#web/i18n/i18n.ts';
import { initialLanguage } from '#web/i18n/language-preference.ts';
import { preferredLanguage } from '#web/i18n/languages.ts';
import { lazyPage, renderAt } from './render-app.tsx';
import { installFakeApi } from './questionnaire-fake-api.ts';
import { chooseState, stepHeading } from './questionnaire-steps.ts';
import { startRun } from '#engine/decide-step.ts';
import { stepView } from '#engine/step-view.ts';
import { PAGE_STATE_ELEMENT_ID } from '#web/config/server-page-state.ts';
import type { QuestionnairePageState } from '#schemas/questionnaire-page-state.ts';
import { ENV, loadV1 } from '#tests/engine/fixtures.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en', { remember: false }));
});

describe('the language of the public pages', () => {
  it('follows the browser on a first visit, then the remembered choice', () => {
    expect(preferredLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(preferredLanguage(['fr-FR', 'es'])).toBe('es');
    expect(preferredLanguage(['fr-FR', 'de'])).toBe('en');
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-US', 'en'] });
    expect(initialLanguage()).toBe('es');
    localStorage.setItem('portal.language', 'en');
    expect(initialLanguage()).toBe('en');
  });

  it('switches the header, the page and <html lang> to Spanish and back, and remembers it', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: '¡Salve una vida! Lleve naloxona.' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('portal.language')).toBe('es');
    expect(within(header).getByText('Rastrear mi envío')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Leí y acepto el Aviso de privacidad/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(within(screen.getByRole('contentinfo')).getByText(/Este servicio lo ofrecen en conjunto/)).toBeInTheDocument();

    const english = within(header).getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    await user.click(english);
    expect(await screen.findByRole('heading', { level: 1, name: 'Save a life! Carry Naloxone.' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('portal.language')).toBe('en');
  });

  it('shows the membership form in Spanish, the values sent staying the schema values', async () => {
    await act(() => switchLanguage('es'));
    renderAt('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud de membresía GPO' }, lazyPage)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre legal de la empresa/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Organización comunitaria' })).toHaveValue('Community Based Organization');
    expect(screen.getByRole('button', { name: 'Registrarse' })).toBeInTheDocument();
  });

  it('asks the server for the questionnaire in the language being read', async () => {
    await act(() => switchLanguage('es'));
    expect(requestedLanguage()).toBe('es');
    installFakeApi();
    const calls = vi.mocked(fetch as unknown as (input: string, init?: RequestInit) => Promise<Response>);
    const spy = vi.fn(calls);
    vi.stubGlobal('fetch', spy);
    renderAt('/form');
    await waitFor(() => expect(spy.mock.calls.some(([url]) => String(url).endsWith('/api/flow-runs'))).toBe(true), lazyPage);
    const [, init] = spy.mock.calls.find(([url]) => String(url).endsWith('/api/flow-runs'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ flowId: 'consumer', locale: 'es' });
    expect(await screen.findByRole('progressbar', { name: 'Avance del cuestionario' }, lazyPage)).toHaveAttribute('aria-valuetext', 'Paso 1 de 11');
    expect(currentLanguage()).toBe('es');
  });

  it('shows the end of a run again in the language chosen, not a new run', async () => {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Alabama');
    await stepHeading('We cannot send you a free kit by mail');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'No podemos enviarle un kit gratis por correo' }, lazyPage)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.starts).toHaveLength(1);
  });

  it('loads the run as it stands when the language changes back to the one the server drew the page in', async () => {
    const flow = loadV1();
    const state: QuestionnairePageState = {
      page: 'questionnaire', runId: null, portalEnv: 'dev', shown: { kind: 'step', view: stepView(flow, startRun(flow, ENV).runState, 'en', ENV)! },
      fieldErrors: [], typed: null, notice: null,
    };
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: PAGE_STATE_ELEMENT_ID, textContent: JSON.stringify(state) });
    document.body.append(script);
    try {
      installFakeApi();
      const user = userEvent.setup({ delay: null });
      renderAt('/form');
      await chooseState(user, 'Colorado');
      await stepHeading('Your naloxone');
      const header = screen.getByRole('banner');
      await user.click(within(header).getByRole('button', { name: 'Español' }));
      expect(await screen.findByRole('progressbar', { name: 'Avance del cuestionario' }, lazyPage)).toHaveAttribute('aria-valuetext', 'Paso 2 de 11');
      await user.click(within(header).getByRole('button', { name: 'English' }));
      expect(await screen.findByRole('progressbar', { name: 'Questionnaire progress' }, lazyPage)).toHaveAttribute('aria-valuetext', 'Step 2 of 11');
    } finally {
      script.remove();
    }
  });
});
