import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeRunId } from '#web/features/questionnaire/run-storage.ts';
import { loadConsumer, runAt } from '#tests/engine/fixtures.ts';
import { renderAt } from './render-app.tsx';
import { installFakeApi } from './questionnaire-fake-api.ts';
import { chooseQuantity, stepHeading } from './questionnaire-steps.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

// Consumer v5's check-your-answers step (14), answered by the real engine (decision 062).
const flow = loadConsumer(5);

function atCheckPage() {
  const api = installFakeApi({ flow });
  api.runs.set('run-check', runAt(flow, 14));
  storeRunId('run-check');
  renderAt('/form');
  return api;
}

describe('questionnaire: check your answers', () => {
  it('lists the answers under each step with a Change link, and places the order with "Place order"', async () => {
    const api = atCheckPage();
    const user = userEvent.setup({ delay: null });
    await stepHeading('Check your answers before placing your order');
    // The list loads with the step (a chunk of its own).
    const kits = await screen.findByRole('region', { name: 'Number of kits' });
    expect(within(kits).getByRole('definition')).toHaveTextContent('4 kits');
    const about = screen.getByRole('region', { name: 'About you' });
    expect(within(about).getByText('July 2, 1986')).toBeInTheDocument();
    expect(screen.queryByText(/captcha|verified|q-/i)).not.toBeInTheDocument();
    expect(within(kits).getByRole('link', { name: 'Change Number of kits' })).toHaveAttribute('href', '?step=3');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-mrn');
    expect(api.posted.map((p) => p.step)).toEqual([14]);
  });

  it('changes an answer on its page and comes back to the list, the server deciding the way back', async () => {
    const api = atCheckPage();
    const user = userEvent.setup({ delay: null });
    await stepHeading('Check your answers before placing your order');
    await user.click(await screen.findByRole('link', { name: 'Change Number of kits' }));
    expect(api.backs).toEqual([3]);
    await chooseQuantity(user, '2 kits');
    await stepHeading('Check your answers before placing your order');
    expect(within(await screen.findByRole('region', { name: 'Number of kits' })).getByRole('definition')).toHaveTextContent('2 kits');
    expect(api.posted.map((p) => p.step)).toEqual([3]);
  });
});
