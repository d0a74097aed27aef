import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import type { RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { applyEffectResult } from '#engine/effect-result.ts';
import { decideStep, startRun } from '#engine/decide-step.ts';
import { compileFlow } from '#engine/flow-machine.ts';
import { stepView } from '#engine/step-view.ts';
import { ENV, FIRST_TIMER, coloradoItems, loadV1, runAt, settleEffects } from './fixtures.ts';

const flow = loadV1();

function expectKind<K extends StepDecision['kind']>(d: StepDecision, kind: K): Extract<StepDecision, { kind: K }> {
  expect(d.kind, JSON.stringify(d).slice(0, 400)).toBe(kind);
  return d as Extract<StepDecision, { kind: K }>;
}

describe('starting a run', () => {
  it('shows step 1 of 11 with the state dropdown', () => {
    const d = expectKind(startRun(flow, ENV), 'step');
    expect(d.runState).toEqual({ flowId: 'consumer', flowVersion: 1, status: 'answering', step: 1, answers: {}, effects: {}, pending: null, outcome: null });
    expect(d.view.number).toBe(1);
    expect(d.view.total).toBe(11);
    const state = d.view.questions[0]!;
    expect(state).toMatchObject({ id: 'q-state', questionType: 'US_STATES_DROPDOWN', field: 'state', mandatory: true, questionIndex: 1, userId: null });
    expect(state.choices).toHaveLength(51);
    expect(state.choices.find((c) => c.id === 'state-KY')).toEqual({ id: 'state-KY', choice: 'Kentucky', position: 18, value: 'KY' });
  });

  it('refuses an env without a valid today', () => {
    expect(expectKind(startRun(flow, { today: '2025-02-30' }), 'rejected').code).toBe('BAD_ENV');
  });
});

describe('deciding a step', () => {
  it('asks for the remaining units once the state is chosen, then shows step 2', () => {
    const start = startRun(flow, ENV);
    const d = expectKind(decideStep(flow, start.runState, 1, [{ questionId: 'q-state', choiceIds: ['state-CO'], field: 'state', userId: null }], ENV), 'effect');
    expect(d.effect).toEqual({ name: 'fetchRemainingUnits', step: 2, input: { state: 'CO' } });
    expect(d.runState.status).toBe('awaitingEffect');
    // Asking again while the effect is pending gives the same effect back (the server retries it).
    expect(decideStep(flow, d.runState, 1, [], ENV)).toEqual(d);
    const next = expectKind(applyEffectResult(flow, d.runState, { effect: 'fetchRemainingUnits', remainingUnits: 480 }, ENV), 'step');
    expect(next.view.number).toBe(2);
    expect(next.runState.effects).toEqual({ remainingUnits: 480 });
  });

  it('keeps the run as plain JSON that survives storage', () => {
    const run = runAt(flow, 5);
    const stored = JSON.parse(JSON.stringify(run)) as RunState;
    const d = settleEffects(flow, decideStep(flow, stored, 5, coloradoItems(flow, 5), ENV));
    expect(expectKind(d, 'step').view.number).toBe(6);
  });

  it('returns field errors and leaves the run unchanged', () => {
    const run = runAt(flow, 5);
    const d = expectKind(decideStep(flow, run, 5, coloradoItems(flow, 5, { 'q-phone': { value: '12' }, 'q-last-name': null }), ENV), 'fieldErrors');
    expect(d.runState).toBe(run);
    expect(d.errors).toEqual([
      { questionId: 'q-phone', field: 'phone', index: expect.any(Number), code: 'invalidPhone', message: 'Invalid Phone Format' },
      { questionId: 'q-last-name', field: 'lastName', index: null, code: 'required', message: 'This field is required.' },
    ]);
  });

  it('reports unknown ids, other steps, duplicates, wrong shapes and field mismatches per item', () => {
    const run = runAt(flow, 3);
    const d = expectKind(decideStep(flow, run, 3, [
      { questionId: 'q-qty', choiceIds: ['qty-1'] },
      { questionId: 'q-qty', choiceIds: ['qty-2'] },
      { questionId: 'q-nope', value: 'x' },
      { questionId: 'q-why', choiceIds: ['why-self'] },
      'not an item',
    ], ENV), 'fieldErrors');
    expect(d.errors.map((e) => [e.index, e.questionId, e.code])).toEqual([
      [1, 'q-qty', 'duplicate'],
      [2, 'q-nope', 'unknownQuestion'],
      [3, 'q-why', 'otherStep'],
      [4, null, 'unknownQuestion'],
    ]);
    const shapes = expectKind(decideStep(flow, runAt(flow, 5), 5, coloradoItems(flow, 5, {
      'q-first-name': { value: 42 as never },
      'q-gender': { choiceIds: ['gender-female', 'gender-male'] },
      'q-city': { value: 'Denver', field: 'shippingCity' },
      'q-same-address': { value: 'yes' as never },
    }), ENV), 'fieldErrors');
    expect(shapes.errors.map((e) => [e.questionId, e.code])).toEqual([
      ['q-same-address', 'wrongType'],
      ['q-first-name', 'wrongType'],
      ['q-gender', 'wrongType'],
      ['q-city', 'fieldMismatch'],
    ]);
  });

  it('refuses an answer to a hidden question and drops hidden questions from what is required', () => {
    const run = runAt(flow, 5);
    const withCounty = coloradoItems(flow, 5, { 'q-ship-county': { choiceIds: ['county-pike'] } });
    const d = expectKind(decideStep(flow, run, 5, withCounty, ENV), 'fieldErrors');
    expect(d.errors.map((e) => [e.questionId, e.code])).toEqual([['q-ship-county', 'hidden']]);
    // An empty answer to the hidden county is fine, and nothing of it is kept.
    const empty = coloradoItems(flow, 5, { 'q-ship-county': { choiceIds: [] } });
    const ok = settleEffects(flow, decideStep(flow, run, 5, empty, ENV));
    expect(ok.runState.answers['q-ship-county']).toBeUndefined();
  });

  it('computes the read-only shipping state and refuses a different one', () => {
    const run = runAt(flow, 5);
    const ok = settleEffects(flow, decideStep(flow, run, 5, coloradoItems(flow, 5), ENV));
    expect(ok.runState.answers['q-ship-state']).toEqual({ value: 'CO' });
    const d = expectKind(decideStep(flow, run, 5, coloradoItems(flow, 5, { 'q-ship-state': { value: 'KY' } }), ENV), 'fieldErrors');
    expect(d.errors.map((e) => [e.questionId, e.code])).toEqual([['q-ship-state', 'readOnly']]);
  });

  it('copies the shipping address into empty personal fields when the box is ticked, checking their limits', () => {
    const run = runAt(flow, 5);
    const items = coloradoItems(flow, 5, { 'q-same-address': { value: true }, 'q-address': null, 'q-city': null, 'q-home-state': null, 'q-zip': null });
    const d = settleEffects(flow, decideStep(flow, run, 5, items, ENV));
    expect(d.runState.answers['q-address']).toEqual({ value: '1437 Bannock St' });
    expect(d.runState.answers['q-home-state']).toEqual({ choiceIds: ['home-state-CO'] });
    const long = coloradoItems(flow, 5, { 'q-same-address': { value: true }, 'q-address': null, 'q-ship-address': { value: '1437 Bannock Street, Building Twelve' } });
    const e = expectKind(decideStep(flow, run, 5, long, ENV), 'fieldErrors');
    expect(e.errors).toEqual([expect.objectContaining({ questionId: 'q-address', code: 'maxLength', message: 'Maximum 30 characters' })]);
  });

  it('refuses a quantity above the cap and a wrong quiz answer with its hint', () => {
    const run = runAt(flow, 3, { fetchRemainingUnits: { remainingUnits: 4 } });
    const qty = expectKind(decideStep(flow, run, 3, [{ questionId: 'q-qty', choiceIds: ['qty-3'] }], ENV), 'fieldErrors');
    expect(qty.errors[0]).toMatchObject({ code: 'notOffered', message: 'Please choose one of the options shown.' });
    const quiz = expectKind(decideStep(flow, runAt(flow, 7), 7, [{ questionId: 'q-quiz-1', choiceIds: ['quiz1-a'] }], ENV), 'fieldErrors');
    expect(quiz.errors[0]).toMatchObject({ questionId: 'q-quiz-1', code: 'quizIncorrect', message: 'Incorrect ! Think about what opioids do to breathing: they slow it down.' });
  });

  it('rejects a wrong step number, a finished run and another flow', () => {
    const run = runAt(flow, 3);
    expect(expectKind(decideStep(flow, run, 4, [], ENV), 'rejected')).toMatchObject({ code: 'WRONG_STEP', expectedStep: 3 });
    const other = { ...loadV1(), version: 2 };
    expect(expectKind(decideStep(other, run, 3, [], ENV), 'rejected').code).toBe('FLOW_MISMATCH');
    const ineligible = decideStep(flow, runAt(flow, 1), 1, [{ questionId: 'q-state', choiceIds: ['state-OH'] }], ENV);
    expect(expectKind(decideStep(flow, run, 3, 'oops' as never, ENV), 'fieldErrors').errors[0]!.code).toBe('wrongType');
    const ended = expectKind(ineligible, 'ineligible');
    expect(ended.runState.status).toBe('ineligible');
    expect(ended.runState.outcome?.codes).toEqual([flow.steps[0]!.id]);
    expect(expectKind(decideStep(flow, ended.runState, 1, [], ENV), 'rejected').code).toBe('RUN_FINISHED');
  });
});

describe('effects', () => {
  it('builds the consumer validation payload and the order from the held answers', () => {
    const validation = expectKind(decideStep(flow, runAt(flow, 5), 5, coloradoItems(flow, 5), ENV), 'effect');
    expect(validation.effect.name).toBe('validateConsumer');
    expect(validation.effect.input).toMatchObject({ firstName: 'Maria', phone: '303-555-0142', dateOfBirth: '1986-07-02', gender: 'Female', shipToState: 'CO', shipToCounty: null });
    const order = expectKind(decideStep(flow, runAt(flow, 10), 10, coloradoItems(flow, 10), ENV), 'effect');
    expect(order.effect).toEqual({ name: 'submitOrder', step: 11, input: { consumerId: 'consumer-1001', requestReason: 'New Request', ndc: '69547-353-02', qty: 4, why: 'Someone I know' } });
    const done = expectKind(applyEffectResult(flow, order.runState, { effect: 'submitOrder', mrn: 'NX-ABCD2345' }, ENV), 'step');
    expect(done.runState.status).toBe('completed');
    expect(done.view.final).toBe(true);
    expect(done.view.questions[0]!.comment).toContain('NX-ABCD2345');
  });

  it('rejects a result for another effect or of the wrong shape, and a result when none is awaited', () => {
    const pending = expectKind(decideStep(flow, runAt(flow, 5), 5, coloradoItems(flow, 5), ENV), 'effect');
    expect(expectKind(applyEffectResult(flow, pending.runState, { effect: 'submitOrder', mrn: 'x' }, ENV), 'rejected').code).toBe('WRONG_EFFECT');
    const bad = applyEffectResult(flow, pending.runState, { effect: 'validateConsumer', validationRulesPassed: true, hasEarlierOrder: true, lastOrderDate: null }, ENV);
    expect(expectKind(bad, 'rejected')).toMatchObject({ code: 'BAD_EFFECT_RESULT', message: 'lastOrderDate is needed when hasEarlierOrder is true.' });
    const silent = applyEffectResult(flow, pending.runState, { effect: 'validateConsumer', validationRulesPassed: true, consumerId: 'c-1' }, ENV);
    expect(expectKind(silent, 'rejected')).toMatchObject({ code: 'BAD_EFFECT_RESULT', message: 'hasEarlierOrder must be true or false.' });
    expect(expectKind(applyEffectResult(flow, runAt(flow, 3), { effect: 'fetchRemainingUnits', remainingUnits: 3 }, ENV), 'rejected').code).toBe('NOT_AWAITING_EFFECT');
  });

  it('ends the run as refused with the server reasons or the failing rule', () => {
    const pending = expectKind(decideStep(flow, runAt(flow, 5), 5, coloradoItems(flow, 5), ENV), 'effect');
    const refused = expectKind(applyEffectResult(flow, pending.runState, { ...FIRST_TIMER, effect: 'validateConsumer', validationRulesPassed: false, reasonsNotPassed: ['Duplicate request.'] }, ENV), 'refused');
    expect(refused.reasons).toEqual(['Duplicate request.']);
    expect(refused.runState.outcome).toEqual({ messages: ['Duplicate request.'], codes: ['refusedByServer'] });
    const coded = expectKind(applyEffectResult(flow, pending.runState, {
      ...FIRST_TIMER, effect: 'validateConsumer', validationRulesPassed: false, reasonsNotPassed: ['Kits cannot be mailed there.'], reasonCodes: ['noQuota'],
    }, ENV), 'refused');
    expect(coded.runState.outcome?.codes).toEqual(['noQuota']);
    const badCodes = applyEffectResult(flow, pending.runState, { ...FIRST_TIMER, effect: 'validateConsumer', validationRulesPassed: false, reasonCodes: [1] as unknown as string[] }, ENV);
    expect(expectKind(badCodes, 'rejected').message).toBe('reasonCodes must be a list of texts.');
    const tooSoon = expectKind(applyEffectResult(flow, pending.runState, { ...FIRST_TIMER, effect: 'validateConsumer', hasEarlierOrder: true, lastOrderDate: '2025-02-20' }, ENV), 'refused');
    expect(tooSoon.reasons).toEqual([
      'Our records show an earlier order for you, so this request is a refill: at most 2 kits. Please start again and choose 2 kits or fewer.',
      'Refills are available no sooner than 2 months apart. You can order again from 2025-04-20.',
    ]);
    // The failing rules' ids, whatever the language the reasons were written in (the analytics count them).
    expect(tooSoon.runState.outcome?.codes).toHaveLength(2);
    const ruleIds = (flow.steps[pending.runState.step - 1]?.onEnter?.rules ?? []).map((r) => r.id);
    expect(ruleIds).toEqual(expect.arrayContaining(tooSoon.runState.outcome!.codes!));
  });
});

describe('the step view', () => {
  it('names the chosen brand in question text once the product is chosen', () => {
    const before = stepView(flow, runAt(flow, 3), 'en')!;
    expect(before.questions[0]!.question).toBe('How many NARCAN kits do you need?');
    const generic = loadV1();
    const run = { ...runAt(generic, 9), answers: { ...runAt(generic, 9).answers, 'q-product': { choiceIds: ['product-generic'] } } };
    expect(stepView(generic, run, 'en')!.questions[0]!.question).toBe('How do you give Naloxone (generic) nasal spray?');
  });

  it('offers only the quantities allowed and gives quiz answers with explanation and hint', () => {
    const view = stepView(flow, runAt(flow, 3, { fetchRemainingUnits: { remainingUnits: 5 } }), 'en')!;
    expect(view.questions[0]!.choices.map((c) => c.id)).toEqual(['qty-1', 'qty-2']);
    const quiz = stepView(flow, runAt(flow, 8), 'en')!.questions[0]!;
    expect(quiz).toMatchObject({ questionType: 'CLICKABLE_ANSWER', rightAnswerId: 'quiz2-c', rightAnswer: { id: 'quiz2-c', choice: 'Call 911 and give NARCAN right away' } });
    expect(quiz.hint).toBeTruthy();
    expect(quiz.explanation).toMatch(/^Right\./);
  });

  it('shows the step-5 form with sections, formats, media-free questions, and the county only for Kentucky', () => {
    const co = stepView(flow, runAt(flow, 5), 'en')!;
    expect(co.form).toEqual({ title: 'Required Information', sections: [{ category: 'SHIPPING', title: 'Shipping Information' }, { category: 'DEMOGRAPHIC', title: 'Personal Information' }] });
    expect(co.questions.find((q) => q.id === 'q-ship-county')).toBeUndefined();
    expect(co.questions.find((q) => q.id === 'q-ship-address2')).toMatchObject({ mandatory: false, format: { maxLength: 60, placeholder: 'Maximum 60 characters' }, demoForm: true });
    expect(co.questions.find((q) => q.id === 'q-ship-state')).toMatchObject({ readOnly: true, answer: { value: 'CO' }, comment: 'Colorado', field: null });
    expect(co.questions.find((q) => q.id === 'q-dob')!.format).toMatchObject({ validate: 'date' });
    expect(co.questions.find((q) => q.id === 'q-same-address')).toMatchObject({ answer: { value: false }, copies: expect.arrayContaining([{ from: 'q-ship-zip', to: 'q-zip' }]) });
    expect(co.questions.filter((q) => q.field === null).map((q) => q.id)).toEqual(['q-ship-state', 'q-same-address', 'q-home-state']);
    const kyFlow = loadV1();
    const ky = runAt(kyFlow, 4);
    const kyRun = { ...ky, step: 5, answers: { ...ky.answers, 'q-state': { choiceIds: ['state-KY'] } } };
    const county = stepView(kyFlow, kyRun, 'en')!.questions.find((q) => q.id === 'q-ship-county')!;
    expect(county.choices).toHaveLength(33);
    expect(county).toMatchObject({ visible: true, visibleWhen: null });
  });

  it('gives the video with its captions track', () => {
    const video = stepView(flow, runAt(flow, 6), 'en')!.questions[0]!;
    expect(video.media).toEqual({
      kind: 'video',
      src: '/media/consumer/training.webm',
      mimeType: 'video/webm',
      title: 'How to respond to an opioid overdose with NARCAN nasal spray',
      poster: '/media/consumer/training-poster.jpg',
      fallbacks: [{ src: '/media/consumer/training.mp4', mimeType: 'video/mp4' }],
      captions: [{ src: '/media/consumer/training.vtt', srclang: 'en', label: 'English' }],
      durationSeconds: 168.808,
    });
    expect(video.userId).toBe('consumer-1001');
  });
});

describe('the machine', () => {
  it('is an XState machine whose transition returns the effect as an action, not run', () => {
    const machine = compileFlow(flow);
    expect(compileFlow(flow)).toBe(machine);
    const snapshot = machine.resolveState({ value: 'step-1', context: {} });
    const scope = { answer: () => ({ choiceIds: ['state-CO'] }), choice: () => undefined, constant: () => undefined, computed: () => null, effect: () => null, env: () => null };
    const [next, actions] = transition(machine, snapshot, { type: 'SUBMIT', scope } as never);
    expect(next.value).toBe('effect-2');
    expect(actions.map((a) => [a.type, a.params])).toEqual([['runEffect', { effect: 'fetchRemainingUnits', step: 2 }]]);
  });
});
