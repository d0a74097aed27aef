/**
 * The browser follows the flow's programme rules: with a copy of the flow whose caps are 3 (new) and 1 (refill), the
 * quantity dropdown offers what the copy allows, from the step views the engine builds over that copy.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { otherRulesCopy } from '#tests/engine/fixtures.ts';
import { renderAt } from './render-app.tsx';
import { installFakeApi } from './questionnaire-fake-api.ts';
import { chooseProduct, chooseState, stepHeading } from './questionnaire-steps.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function offeredKits(reason: string): Promise<string[]> {
  installFakeApi({ flow: otherRulesCopy() });
  const user = userEvent.setup({ delay: null });
  renderAt('/form');
  await chooseState(user, 'Colorado');
  await chooseProduct(user, reason);
  await stepHeading('Number of kits');
  const quantity = screen.getByRole('combobox', { name: /How many/ });
  return within(quantity).getAllByRole('option').map((o) => o.textContent ?? '');
}

describe('questionnaire page with a flow of other caps', () => {
  it('offers up to 3 kits on a New Request, and says so', async () => {
    expect(await offeredKits('New Request')).toEqual(['Select…', '1 kit', '2 kits', '3 kits']);
    expect(screen.getByText('You can request up to 3 kits the first time and only 1 at each refill. Refills are available no sooner than 4 months apart.')).toBeInTheDocument();
  });

  it('offers 1 kit on a refill', async () => {
    expect(await offeredKits('Expired')).toEqual(['Select…', '1 kit']);
  });
});
