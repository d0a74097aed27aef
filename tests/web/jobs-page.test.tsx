import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobRun, JobsOverview } from '#schemas/generated/jobs.ts';
import { setDatePreference } from '#web/components/date-format.ts';
import { lazyPage, renderAt, signIn } from './render-app.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Monday 23 November 2026 in Denver (MST, UTC-7): last week is 16–22 November.
const week = (period: string, from: string, to: string) => ({ period, from, to });
const RUN: JobRun = {
  job: 'weekly-orders', ...week('2026-W47', '2026-11-16T07:00:00.000Z', '2026-11-23T07:00:00.000Z'), status: 'done',
  startedAt: '2026-11-23T14:00:05.000Z', finishedAt: '2026-11-23T14:00:06.000Z', attempts: 1, lastError: null, nextAttemptAt: null,
  outcome: { subscribers: 3, orders: 31, emails: 3 },
};
const OVERVIEW: JobsOverview = {
  timeZone: 'America/Denver',
  jobs: [
    {
      name: 'weekly-orders', title: 'Weekly orders report', schedule: 'Mondays at 07:00, for the week (Monday to Sunday) that has just ended',
      unit: 'week', runsAtHour: 7, catchUp: 4, failing: false,
      next: { ...week('2026-W48', '2026-11-23T07:00:00.000Z', '2026-11-30T07:00:00.000Z'), dueAt: '2026-11-30T14:00:00.000Z' },
      runs: [RUN],
      choices: [week('2026-W47', '2026-11-16T07:00:00.000Z', '2026-11-23T07:00:00.000Z'), week('2026-W46', '2026-11-09T07:00:00.000Z', '2026-11-16T07:00:00.000Z'), week('2026-W45', '2026-11-02T07:00:00.000Z', '2026-11-09T07:00:00.000Z')],
    },
    {
      name: 'retention', title: 'Retention of personal data', schedule: 'every day at 03:00', unit: 'day', runsAtHour: 3, catchUp: 1, failing: false,
      next: { period: '2026-11-24', from: '2026-11-24T07:00:00.000Z', to: '2026-11-25T07:00:00.000Z', dueAt: '2026-11-24T10:00:00.000Z' },
      runs: [{ ...RUN, job: 'retention', period: '2026-11-23', from: '2026-11-23T07:00:00.000Z', to: '2026-11-24T07:00:00.000Z', startedAt: '2026-11-23T10:00:01.000Z',
        outcome: { consumers: 0, accounts: 0, links: 12, unfinishedRuns: 0, finishedRuns: 0, emails: 0, refusalNotices: 0 } }],
      choices: [{ period: '2026-11-23', from: '2026-11-23T07:00:00.000Z', to: '2026-11-24T07:00:00.000Z' }],
    },
  ],
};

let posted: { url: string; body: unknown }[];
beforeEach(() => {
  posted = [];
  const user = signIn('superAdmin');
  setDatePreference({ date: 'MMM D, YYYY', time: '12h' });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/jobs') return json(200, OVERVIEW);
    if (url.startsWith('/api/jobs/') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      posted.push({ url, body });
      if (body.day === '2026-11-27') return json(400, { code: 'BAD_REQUEST', message: 'That week is not over yet: choose an earlier one.' });
      return json(200, RUN);
    }
    if (url === '/api/user/refresh') return json(200, { user: { ...user, datePreference: { date: 'MMM D, YYYY', time: '12h' } }, tokenExpiresAt: new Date(Date.now() + 900_000).toISOString() });
    return json(200, {});
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the Jobs page', () => {
  it('names the programme\'s zone once and shows every time in it, as the person reads dates, with outcomes in words', async () => {
    renderAt('/jobs');
    const weekly = await screen.findByRole('region', { name: 'Weekly orders report' }, lazyPage);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Times in Mountain Time, the programme\'s time zone');
    expect(within(weekly).getByText('Runs Mondays at 7:00 AM, for the week (Monday to Sunday) that has just ended. Next run Nov 30, 2026 7:00 AM, for the week of Nov 23, 2026 – Nov 29, 2026.')).toBeInTheDocument();
    const runs = within(weekly).getByRole('table');
    expect(within(runs).getByText('Week of Nov 16, 2026 – Nov 22, 2026')).toBeInTheDocument();
    expect(within(runs).getByText('Nov 23, 2026 7:00 AM')).toBeInTheDocument();
    expect(within(runs).getByText('Sent the weekly report to 3 people (31 orders).')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Retention of personal data' })).toHaveTextContent('Removed 12 expired sign-in links.');
    expect(main).not.toHaveTextContent(/\d{4}-\d{2}-\d{2}|\d{4}-W\d{2}|unfinishedRuns|refusalNotices|America\/Denver/);
    expect(screen.queryByLabelText('Date format')).toBeNull();
  });

  it('runs a period chosen from a list, or the week of a day, and says why one is refused', async () => {
    const user = userEvent.setup();
    renderAt('/jobs');
    const weekly = await screen.findByRole('region', { name: 'Weekly orders report' }, lazyPage);
    const period = within(weekly).getByLabelText('Period to run');
    expect(within(period).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Last week (Nov 16, 2026 – Nov 22, 2026)', 'The week before (Nov 9, 2026 – Nov 15, 2026)', 'Nov 2, 2026 – Nov 8, 2026', 'The week of another day…',
    ]);
    await user.selectOptions(period, '2026-W46');
    await user.click(within(weekly).getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(posted).toEqual([{ url: '/api/jobs/weekly-orders/run', body: { period: '2026-W46' } }]));

    await user.selectOptions(period, 'by-day');
    await user.click(within(weekly).getByRole('button', { name: 'Run now' }));
    expect(within(weekly).getByRole('alert')).toHaveTextContent('Choose a day.');
    await user.type(within(weekly).getByLabelText(/A day of the week/), 'Nov 27, 2026');
    await user.click(within(weekly).getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(within(weekly).getByRole('alert')).toHaveTextContent('That week is not over yet: choose an earlier one.'));
    expect(posted[1]).toEqual({ url: '/api/jobs/weekly-orders/run', body: { day: '2026-11-27' } });
  });
});
