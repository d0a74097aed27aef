import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import { PARTNERS } from '#web/config/site.ts';
import { REQUEST_MINUTES, TRAINING_VIDEO_MINUTES } from '#web/features/public/welcome-facts.ts';
import { lazyPage, renderAt } from './render-app.tsx';

/** The latest published consumer flow: the highest version the lock names (new runs take it). */
function latestConsumerFlow(): Flow {
  const flows = join(import.meta.dirname, '..', '..', 'flows');
  const lock = JSON.parse(readFileSync(join(flows, 'flows.lock.json'), 'utf8')) as { sha256: Record<string, string> };
  const latest = Math.max(...Object.keys(lock.sha256).map((file) => /^consumer\/v(\d+)\.json$/.exec(file)?.[1]).filter(Boolean).map(Number));
  return JSON.parse(readFileSync(join(flows, 'consumer', `v${latest}.json`), 'utf8')) as Flow;
}

describe('welcome page', () => {
  it('shows the partnership banner', () => {
    renderAt('/welcome');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(`run in partnership by ${PARTNERS[0]} and ${PARTNERS[1]}`);
  });

  it("offers the single option 'I'm a Consumer', which leads to /form", async () => {
    const user = userEvent.setup();
    renderAt('/welcome');
    const options = screen.getAllByRole('link', { name: /I'm a Consumer/ });
    expect(options).toHaveLength(1);
    await user.click(options[0]!);
    // /form is a lazy page: the router shows it once its code has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/form$/), lazyPage);
  });

  it('says before the start how long a request takes and what to have at hand', () => {
    renderAt('/welcome');
    const before = screen.getByRole('region', { name: 'Before you start' });
    expect(before).toHaveTextContent(`It takes about ${REQUEST_MINUTES} minutes, including a ${TRAINING_VIDEO_MINUTES}-minute training video and a short quiz about it.`);
    expect(within(before).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'a mailing address in Colorado or Kentucky',
      'your name and date of birth',
      'a phone number and an email address (we email you your order number)',
    ]);
  });

  it("gives the training video's length as the published questionnaire's video lasts", () => {
    const videos = latestConsumerFlow().steps.flatMap((step) => step.questions).filter((q) => q.type === 'VIDEO');
    expect(videos).toHaveLength(1);
    const seconds = videos[0]!.media!.durationSeconds!;
    // 168.8 s reads "a 3-minute video"; a new video of another length must change the welcome page's words.
    expect(Math.round(seconds / 60)).toBe(TRAINING_VIDEO_MINUTES);
    expect(REQUEST_MINUTES).toBeGreaterThan(TRAINING_VIDEO_MINUTES);
  });
});
