import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideStep, startRun } from '#engine/decide-step.ts';
import type { RunState } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { pageData } from '#web/config/site.ts';
import { storeRunIdOf } from '#web/features/questionnaire/run-storage.ts';
import { ENV } from '#tests/engine/fixtures.ts';
import { installFakeApi } from './questionnaire-fake-api.ts';
import { renderAt } from './render-app.tsx';

// The overdose-reversal report's check page and end (docs/product.md#the-overdose-reversal-report, decision 081),
// answered by the real engine over flows/reversal/v1.json.
const flow = JSON.parse(readFileSync('flows/reversal/v1.json', 'utf8')) as Flow;

const answers: Record<number, { questionId: string; choiceIds?: string[]; value?: string }[]> = {
  1: [{ questionId: 'q-state', choiceIds: ['state-CO'] }],
  2: [],
  3: [{ questionId: 'q-date', value: '2025-03-10' }],
  4: [{ questionId: 'q-product', choiceIds: ['product-narcan'] }],
  5: [{ questionId: 'q-doses', choiceIds: ['doses-1'] }],
  6: [{ questionId: 'q-called-911', choiceIds: ['called-911-yes'] }],
  7: [{ questionId: 'q-recovered', choiceIds: ['recovered-yes'] }],
  8: [{ questionId: 'q-our-kit', choiceIds: ['our-kit-no'] }],
  10: [{ questionId: 'q-captcha', value: 'verified' }],
};

/** A run of the report at its check page, the replacement kit asked for or not. */
function atCheckPage(replacement: 'yes' | 'no'): RunState {
  let decision = startRun(flow, ENV);
  for (let step = 1; step <= 10; step++) {
    const items = step === 9 ? [{ questionId: 'q-replacement', choiceIds: [`replacement-${replacement}`] }] : answers[step]!;
    decision = decideStep(flow, decision.runState, step, items, ENV);
    if (decision.kind !== 'step') throw new Error(`step ${step}: ${decision.kind}`);
  }
  return decision.runState;
}

function open(replacement: 'yes' | 'no') {
  pageData.questionnaires = { report: { flowId: 'reversal', title: { en: 'Report an overdose reversal' } } };
  window.history.replaceState(null, '', '/report');
  const api = installFakeApi({ flow });
  api.runs.set('run-report', atCheckPage(replacement));
  storeRunIdOf('reversal', 'run-report');
  renderAt('/report');
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  delete pageData.questionnaires;
  window.history.replaceState(null, '', '/');
});

describe('the overdose-reversal report', () => {
  it('sends the report from its check page with "Send report", then offers the replacement kit, started on the server from the finished report', async () => {
    const api = open('yes');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for telling us' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    // The end's actions arrive with its question's code (loaded with the end, decision 085).
    await user.click(await screen.findByRole('button', { name: 'Order your replacement kit' }));
    await vi.waitFor(() => expect(api.starts.at(-1)).toMatchObject({ flowId: 'consumer', continues: 'run-report' }));
    // Only the finished run's id goes to the server: no answer travels in the request or the address.
    expect(Object.keys(api.starts.at(-1)!).sort()).toEqual(['continues', 'flowId', 'locale']);
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/form$/));
    expect(sessionStorage.getItem('questionnaire.runId')).toMatch(/^run-/);
  });

  it('offers no replacement kit to a person who said no, only the way home', async () => {
    open('no');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for telling us' })).toBeInTheDocument();
    // Once the end's actions are there, the way home is and the replacement kit is not.
    expect(await screen.findByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Order your replacement kit' })).toBeNull();
  });
});
