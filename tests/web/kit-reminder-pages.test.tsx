import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '#web/i18n/i18n.ts';
import { lazyPage, renderAt } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TOKEN = 'k'.repeat(43);

let posted: { url: string; body: unknown }[];
let reply: (url: string) => Response;
beforeEach(() => {
  posted = [];
  sessionStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin).pathname;
    if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body)) });
    return reply(url);
  }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en', { remember: false }));
});

describe('the kit-expiry email\'s pages', { timeout: 60_000 }, () => {
  it('stops the emails only when the button is pressed, and says it is done in the email\'s language', async () => {
    reply = () => json(200, { language: 'es' });
    // The email's link carries ?lang=es, which the app reads as it starts (web/i18n/language-preference.ts).
    await act(() => switchLanguage('es', { remember: false }));
    renderAt(`/kit-reminder/stop?link=${TOKEN}&lang=es`);
    const button = await screen.findByRole('button', { name: 'No enviarme más estos correos' }, lazyPage);
    expect(posted).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByText('Listo. No le escribiremos más antes de que venza su kit.')).toBeInTheDocument();
    expect(posted).toEqual([{ url: '/api/kit-reminders/unsubscribe', body: { link: TOKEN } }]);
  });

  it('says plainly when a link does not work', async () => {
    reply = () => json(404, { code: 'NOT_FOUND', message: 'This link is not one we sent.' });
    renderAt(`/kit-reminder/stop?link=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop these emails' }, lazyPage));
    expect(await screen.findByText('This link does not work. Check that you opened the whole link from the email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'You can still order a free naloxone kit here.' })).toBeInTheDocument();
  });

  it('starts the new kit\'s questionnaire with the answers the link gives, once the person asks', async () => {
    const answers = { 'q-state': 'CO', 'q-request-reason': 'Expired', 'q-first-name': 'Maria' };
    reply = (url) => (url === '/api/kit-reminders/replacement' ? json(200, { flowId: 'consumer', version: 6, answers, language: 'en' }) : json(404, { code: 'NOT_FOUND', message: 'Not here.' }));
    renderAt(`/kit-reminder?link=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Start my order' }, lazyPage);
    expect(posted).toEqual([]);
    await userEvent.setup().click(button);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/form'), { timeout: 10_000 });
    expect(JSON.parse(sessionStorage.getItem('portal.refill')!)).toEqual({ answers, runId: null });
  });

  it('says a used or expired new-kit link has been used, and offers the questionnaire', async () => {
    reply = () => json(410, { code: 'LINK_EXPIRED', message: 'This link has already been used or has expired.' });
    renderAt(`/kit-reminder?link=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start my order' }, lazyPage));
    expect(await screen.findByText('This link has already been used or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start my order' })).toBeNull();
  });
});
