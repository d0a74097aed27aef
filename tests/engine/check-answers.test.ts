import { describe, expect, it } from 'vitest';
import type { AnswerItem, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { decideStep } from '#engine/decide-step.ts';
import { stepBack } from '#engine/step-back.ts';
import { checkStructure } from '#engine/flow-structure-check.ts';
import { ENV, coloradoItems, loadConsumer, runAt, settleEffects } from './fixtures.ts';

// Consumer v5: the check-your-answers step (14) before the END step (15), decision 062.
const flow = loadConsumer(5);
const CHECK = 14;

const shown = (d: StepDecision) => {
  if (d.kind !== 'step') throw new Error(`expected a step, got ${d.kind}`);
  return d;
};
const change = (run: RunState, step: number) => shown(stepBack(flow, run, step, ENV));
const submit = (run: RunState, step: number, items: AnswerItem[]) => settleEffects(flow, decideStep(flow, run, step, items, ENV));

describe('check your answers (a review step)', () => {
  it('lists every answer a person gave, step by step, as they read them; not the captcha, the video or the quiz', () => {
    const { view } = shown(settleEffects(flow, decideStep(flow, runAt(flow, CHECK - 1), CHECK - 1, coloradoItems(flow, CHECK - 1), ENV)));
    expect(view.number).toBe(CHECK);
    const review = view.review!;
    expect(review.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const rows = Object.fromEntries(review.flatMap((s) => s.rows.map((r) => [r.questionId, r.answer])));
    expect(rows).toMatchObject({
      'q-state': 'Colorado', 'q-qty': '4 kits', 'q-ship-address': '1437 Bannock St', 'q-ship-address2': 'Apt 4', 'q-same-address': 'No',
      'q-first-name': 'Maria', 'q-dob': 'July 2, 1986', 'q-phone': '303-555-0142', 'q-email': 'maria.lopez@example.org',
    });
    expect(rows['q-product']).toMatch(/NARCAN/);
    for (const hidden of ['q-captcha', 'q-video', 'q-quiz-1', 'q-check-answers']) expect(rows[hidden]).toBeUndefined();
    expect(review.every((s) => s.title && s.rows.every((r) => r.label && !/^q-|\d{4}-\d{2}-\d{2}/.test(r.answer)))).toBe(true);
  });

  it('says the answers in the reader\'s language', () => {
    const spanish = { ...ENV, locale: 'es' };
    const run = runAt(flow, CHECK);
    const { view } = shown(stepBack(flow, { ...run, trail: run.trail }, CHECK, spanish));
    const rows = Object.fromEntries(view.review!.flatMap((s) => s.rows.map((r) => [r.questionId, r.answer])));
    expect(rows['q-dob']).toBe('2 de julio de 1986');
    expect(rows['q-same-address']).toBe('No');
    expect(view.title).toMatch(/^Revise sus respuestas/);
  });

  it('comes back to the check page after a change, deciding every step between again with the answers held', () => {
    const atCheck = runAt(flow, CHECK);
    const atQuantity = change(atCheck, 3);
    expect(atQuantity.runState).toMatchObject({ step: 3, returnTo: CHECK });
    expect(atQuantity.view.questions[0]!.answer).toEqual({ choiceIds: ['qty-4'] });
    // Two kits instead of four: steps 4 to 13 are replayed (validation runs again, the captcha passed once counts).
    const back = submit(atQuantity.runState, 3, [{ questionId: 'q-qty', choiceIds: ['qty-2'] }]);
    const { runState, view } = shown(back);
    expect(view.number).toBe(CHECK);
    expect(runState.returnTo).toBeUndefined();
    expect(runState.answers['q-qty']).toEqual({ choiceIds: ['qty-2'] });
    expect(runState.answers['q-captcha']).toEqual({ value: 'captcha-token-for-tests' });
    expect(runState.effects.consumerId).toBe('consumer-1001');
    expect(runState.trail).toEqual(atCheck.trail);
    expect(view.review!.find((s) => s.step === 3)!.rows[0]!.answer).toBe('2 kits');
    // And the order is placed with the changed answer.
    expect(submit(runState, CHECK, [])).toMatchObject({ kind: 'step', runState: { status: 'completed', step: CHECK + 1 } });
  });

  it('stops at the first page a change makes wrong, its answers in place, and goes on from there to the check page', () => {
    const atCheck = runAt(flow, CHECK);
    // Kentucky instead of Colorado: a Kentucky address needs its county, which the shipping page did not ask for.
    const kentucky = submit(change(atCheck, 1).runState, 1, [{ questionId: 'q-state', choiceIds: ['state-KY'] }]);
    const atShipping = shown(kentucky);
    expect(atShipping.view.number).toBe(5);
    expect(atShipping.runState).toMatchObject({ returnTo: CHECK, trail: [1, 2, 3, 4] });
    expect(atShipping.view.questions.find((q) => q.id === 'q-ship-address')!.answer).toEqual({ value: '1437 Bannock St' });
    const county = atShipping.view.questions.find((q) => q.id === 'q-ship-county')!.choices[0]!.id;
    const items = coloradoItems(flow, 5, { 'q-ship-county': { choiceIds: [county] }, 'q-ship-zip': { value: '41501' } });
    const again = shown(submit(atShipping.runState, 5, items));
    // The home address still says Colorado: the home state is the person's own answer, kept, and the way goes on.
    expect(again.view.number).toBe(CHECK);
    expect(again.view.review!.find((s) => s.step === 1)!.rows[0]!.answer).toBe('Kentucky');
  });

  it('leaves out a page a change makes unneeded: the home address when it is the shipping address', () => {
    const atCheck = runAt(flow, CHECK);
    const same = shown(submit(change(atCheck, 5).runState, 5, coloradoItems(flow, 5, { 'q-same-address': { value: true } })));
    expect(same.view.number).toBe(CHECK);
    expect(same.runState.trail).not.toContain(6);
    expect(same.view.review!.map((s) => s.step)).not.toContain(6);
  });

  it('goes back as before when Back is used on the way (no return), and ends as ineligible when a change says so', () => {
    const atCheck = runAt(flow, CHECK);
    expect(change(runAt(flow, 9), 8).runState.returnTo).toBeUndefined();
    expect(change(runAt(flow, 9), 8).runState.drafts?.['q-captcha']).toBeUndefined();
    const notListed = submit(change(atCheck, 1).runState, 1, [{ questionId: 'q-state', choiceIds: ['state-not-listed'] }]);
    expect(notListed.kind).toBe('ineligible');
  });

  it('is checked: a review step asks nothing, and is neither the first nor the last step', () => {
    const broken = loadConsumer(5);
    broken.steps[0]!.review = true;
    broken.steps[7]!.review = true;
    const problems = checkStructure(broken).map((p) => `${p.pointer} ${p.message}`);
    expect(problems).toContain('/steps/0/review a check-your-answers step needs answers before it: it cannot be the first step');
    expect(problems.some((p) => p.startsWith('/steps/7/questions/0/type a check-your-answers step asks nothing'))).toBe(true);
    expect(checkStructure(flow)).toEqual([]);
  });
});
