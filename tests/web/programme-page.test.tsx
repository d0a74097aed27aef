import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeSettings, ProgrammeSettingsView } from '#schemas/generated/programme-settings.ts';
import { NO_PROGRAMME_SETTINGS } from '#engine/programme-settings.ts';
import { setDatePreference } from '#web/components/date-format.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SAVED: ProgrammeSettingsView = { settings: NO_PROGRAMME_SETTINGS, updatedAt: '2026-11-26T15:04:00.000Z', updatedBy: 'Sam Superadmin' };

let sent: ProgrammeSettings[];
beforeEach(() => {
  sent = [];
  const user = signIn('superAdmin');
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/programme' && init?.method === 'PUT') {
      const settings = JSON.parse(String(init.body)) as ProgrammeSettings;
      sent.push(settings);
      return json(200, { ...SAVED, settings });
    }
    if (url === '/api/programme') return json(200, SAVED);
    // The admin shell refreshes the session on the first interaction.
    if (url === '/api/user/refresh') return json(200, { user, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(200, {});
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the Programme settings page', () => {
  it("says when the settings were last saved in the staff date format the person chose, as the orders pages do", async () => {
    setDatePreference({ date: 'MMM D, YYYY', time: '12h' });
    renderAt('/programme');
    expect(await screen.findByText(/^Last saved /, {}, lazyPage)).toHaveTextContent(/^Last saved Nov 2[67], 2026 \d{1,2}:04 (AM|PM) by Sam Superadmin\.$/);
    expect(screen.getByRole('main')).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}/);
    setDatePreference({ date: 'YYYY-MM-DD', time: '24h' });
  });

  it("edits the membership review time as a whole number of working days: 5 until set, a wrong one named beside it, saved as a number", async () => {
    const user = userEvent.setup();
    renderAt('/programme');
    const days = await screen.findByRole('textbox', { name: 'Membership review time' }, lazyPage);
    expect(days).toHaveValue('5');
    expect(days).toHaveAccessibleDescription(/How many working days your staff usually take to review a membership application \(1 to 30\)/);
    await user.tripleClick(days);
    await user.keyboard('45');
    await user.tab();
    expect(await screen.findByText('Membership review time: enter a whole number of working days from 1 to 30')).toBeInTheDocument();
    await user.tripleClick(days);
    await user.keyboard('10');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.applicationReviewWorkingDays).toBe(10);
  });
});
