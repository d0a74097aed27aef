import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeSettingsView } from '#schemas/generated/programme-settings.ts';
import { NO_PROGRAMME_SETTINGS } from '#engine/programme-settings.ts';
import { readSessionUser } from '#web/lib/session-user.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SAVED: ProgrammeSettingsView = { settings: NO_PROGRAMME_SETTINGS, updatedAt: '2026-11-26T15:04:00.000Z', updatedBy: 'Sam Superadmin' };

let put: unknown[];
beforeEach(() => {
  put = [];
  const user = signIn('superAdmin');
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/user/date-preference' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { datePreference: unknown };
      put.push(body);
      return json(200, body);
    }
    if (url === '/api/programme') return json(200, SAVED);
    if (url === '/api/user/refresh') return json(200, { user: { ...user, ...readSessionUser() }, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(200, {});
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('Date and time display, from the profile menu', () => {
  it("starts from the browser's language, shows each choice as an example, and applies the saved choice to the page at once", async () => {
    const user = userEvent.setup();
    renderAt('/programme');
    // Until the person chooses, their browser's language (en-US here) decides.
    expect(await screen.findByText(/^Last saved /, {}, lazyPage)).toHaveTextContent(/^Last saved 11\/2[67]\/2026 \d{1,2}:04 (AM|PM) by Sam Superadmin\.$/);

    await user.click(screen.getByRole('button', { name: /Profile menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Date and time display' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date and time display' });
    expect(dialog).toHaveTextContent("You have not chosen yet: they follow your browser's language.");
    const dates = within(dialog).getByRole('group', { name: 'Dates' });
    expect(within(dates).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['12/31/2024', '31/12/2024', '2024-12-31', '31.12.2024', 'Dec 31, 2024', '31 Dec 2024']);
    expect(within(dates).getByLabelText('12/31/2024')).toBeChecked();
    expect(within(dialog).getByLabelText('3:30 PM (12-hour clock)')).toBeChecked();

    await user.click(within(dates).getByLabelText('31 Dec 2024'));
    await user.click(within(dialog).getByLabelText('15:30 (24-hour clock)'));
    expect(dialog).toHaveTextContent('A time will read: 31 Dec 2024 15:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(put).toEqual([{ datePreference: { date: 'D MMM YYYY', time: '24h' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/^Last saved /)).toHaveTextContent(/^Last saved 2[67] Nov 2026 \d{2}:04 by Sam Superadmin\.$/);
    expect(readSessionUser()?.datePreference).toEqual({ date: 'D MMM YYYY', time: '24h' });
  });
});
