import { describe, expect, it } from 'vitest';
import { longDate } from '#engine/dates.ts';
import { decideStep } from '#engine/decide-step.ts';
import { stepBack } from '#engine/step-back.ts';
import { ENV, coloradoItems, loadV1, runAt, settleEffects } from './fixtures.ts';

const flow = loadV1();

describe('going back (stepBack)', () => {
  it('moves to a step shown before: later answers become drafts, later effect results and the captcha are forgotten', () => {
    const at7 = runAt(flow, 7);
    expect(at7.trail).toEqual([1, 2, 3, 4, 5, 6]);
    expect(at7.effects.consumerId).toBe('consumer-1001');
    const d = stepBack(flow, at7, 5, ENV);
    if (d.kind !== 'step') throw new Error(d.kind);
    expect(d.runState).toMatchObject({ status: 'answering', step: 5, trail: [1, 2, 3, 4] });
    expect(d.runState.answers['q-first-name']).toEqual({ value: 'Maria' });
    expect(d.runState.answers['q-captcha']).toBeUndefined();
    expect(d.runState.drafts?.['q-video']).toEqual({ value: true });
    expect(d.runState.answers['q-video']).toBeUndefined();
    expect(d.runState.effects).toEqual({ remainingUnits: 480 });
    expect(d.view).toMatchObject({ number: 5, previous: 4 });
    // Forward again: the captcha is asked again, validation runs again.
    const noCaptcha = decideStep(flow, d.runState, 5, coloradoItems(flow, 5, { 'q-captcha': null }), ENV);
    expect(noCaptcha.kind).toBe('fieldErrors');
    const again = decideStep(flow, d.runState, 5, coloradoItems(flow, 5), ENV);
    expect(again).toMatchObject({ kind: 'effect', effect: { name: 'validateConsumer' } });
    const at6 = settleEffects(flow, again);
    if (at6.kind !== 'step') throw new Error(at6.kind);
    // The video's draft is shown as its answer until step 6 is submitted; then the draft is gone.
    expect(at6.view.questions[0]!.answer).toEqual({ value: true });
    const at7Again = decideStep(flow, at6.runState, 6, coloradoItems(flow, 6), ENV);
    expect(at7Again.runState.drafts?.['q-video']).toBeUndefined();
  });

  it('refuses a step not shown, a placed order and a run awaiting an effect; the current step changes nothing', () => {
    const at3 = runAt(flow, 3);
    expect(stepBack(flow, at3, 4, ENV)).toMatchObject({ kind: 'rejected', code: 'CANNOT_GO_BACK' });
    expect(stepBack(flow, at3, 3, ENV)).toMatchObject({ kind: 'step', runState: at3 });
    const done = runAt(flow, 11);
    expect(done.status).toBe('completed');
    expect(stepBack(flow, done, 10, ENV)).toMatchObject({ kind: 'rejected', code: 'RUN_FINISHED' });
    const waiting = decideStep(flow, runAt(flow, 5), 5, coloradoItems(flow, 5), ENV);
    expect(stepBack(flow, waiting.runState, 4, ENV)).toMatchObject({ kind: 'rejected', code: 'AWAITING_EFFECT' });
  });

  it('lets an ineligible run go back to the step that stopped it', () => {
    const start = runAt(flow, 1);
    const texas = decideStep(flow, start, 1, [{ questionId: 'q-state', choiceIds: ['state-TX'] }], ENV);
    expect(texas.kind).toBe('ineligible');
    expect(stepBack(flow, texas.runState, 1, ENV)).toMatchObject({ kind: 'step', runState: { status: 'answering', step: 1, outcome: null } });
  });
});

describe('longDate', () => {
  it('writes a date as people read it', () => {
    expect(longDate('2027-01-23')).toBe('January 23, 2027');
    expect(longDate('2025-04-01', 'en')).toBe('April 1, 2025');
    expect(longDate('2025-02-30')).toBeNull();
  });
});
