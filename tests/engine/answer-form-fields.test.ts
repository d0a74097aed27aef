import { describe, expect, it } from 'vitest';
import type { StepView } from '#schemas/generated/flow-api.ts';
import { FORM_LIMITS, STEP_FIELD, TICKED, datePartField, pressField, type PostedForm } from '#engine/answer-form-fields.ts';
import { readStepForm } from '#engine/read-step-form.ts';
import { datePartsOf } from '#engine/date-parts.ts';
import { stepView } from '#engine/step-view.ts';
import { answerItems } from '#engine/step-answer-items.ts';
import { ENV, loadConsumer, runAt } from './fixtures.ts';

// Consumer v6: the steps a form posted without a script carries, read with the view the run shows.
const flow = loadConsumer(6);
const viewAt = (step: number): StepView => stepView(flow, runAt(flow, step), 'en', ENV)!;
const read = (step: number, form: PostedForm) => readStepForm(viewAt(step), { [STEP_FIELD]: String(step), ...form });

describe('a step read from a form posted without a script (decision 085)', () => {
  it('reads a radio choice by its id, and gives the answer items the app would send', () => {
    const view = viewAt(1);
    const colorado = view.questions[0]!.choices.find((c) => c.choice === 'Colorado')!;
    const reading = read(1, { 'q-state': colorado.id });
    expect(reading).toEqual({ ok: true, step: 1, answers: { 'q-state': { choiceIds: [colorado.id] } }, pressed: null });
    if (!reading.ok) return;
    expect(answerItems(view, reading.answers)).toEqual([{ questionId: 'q-state', field: view.questions[0]!.field, choiceIds: [colorado.id] }]);
  });

  it('leaves a question unanswered when nothing was chosen, for the engine to call it required', () => {
    expect(read(1, {})).toEqual({ ok: true, step: 1, answers: {}, pressed: null });
  });

  it('reads a pressed card as the choice shown again, not as the step sent', () => {
    const product = viewAt(2).questions.find((q) => q.id === 'q-product')!;
    const [first, second] = product.choices;
    const reading = read(2, { 'q-product': first!.id, [pressField('q-product')]: second!.id });
    expect(reading).toMatchObject({ ok: true, answers: { 'q-product': { choiceIds: [second!.id] } }, pressed: { questionId: 'q-product', choiceId: second!.id } });
  });

  it('reads a date from its three boxes, and gives a partly filled one back as typed', () => {
    const reading = read(7, { [datePartField('q-dob', 'month')]: '7', [datePartField('q-dob', 'day')]: '2', [datePartField('q-dob', 'year')]: '1986', 'q-first-name': 'Maria' });
    expect(reading).toMatchObject({ ok: true, answers: { 'q-dob': { value: '1986-07-02' }, 'q-first-name': { value: 'Maria' } } });
    const partial = read(7, { [datePartField('q-dob', 'month')]: '7', [datePartField('q-dob', 'year')]: '86' });
    if (!partial.ok) throw new Error(partial.problem);
    expect(datePartsOf(partial.answers['q-dob']!.value as string)).toEqual({ month: '7', day: '', year: '86' });
  });

  it('reads a box as ticked only when it sends its value; an unticked box sends nothing and is an answer', () => {
    expect(read(5, { 'q-same-address': TICKED })).toMatchObject({ ok: true, answers: { 'q-same-address': { value: true } } });
    expect(read(5, {})).toMatchObject({ ok: true, answers: { 'q-same-address': { value: false } } });
  });

  it('refuses, saying why, what it cannot read', () => {
    expect(read(1, { 'q-state': 'nowhere' })).toEqual({ ok: false, problem: 'The answer to q-state is not one of its choices.' });
    expect(read(1, { 'q-email': 'x@example.org' })).toEqual({ ok: false, problem: 'The field q-email is not part of this step.' });
    expect(read(1, { 'q-state': ['a', 'b'] })).toEqual({ ok: false, problem: 'The field q-state was sent more than once.' });
    expect(readStepForm(viewAt(1), {})).toEqual({ ok: false, problem: 'The form does not say which step it is.' });
    expect(read(7, { 'q-first-name': 'x'.repeat(FORM_LIMITS.valueLength + 1) })).toMatchObject({ ok: false, problem: expect.stringContaining('longer than') });
    const many = Object.fromEntries(Array.from({ length: FORM_LIMITS.fields + 1 }, (_, i) => [`f${i}`, '']));
    expect(read(1, many)).toMatchObject({ ok: false, problem: expect.stringContaining('more than') });
  });
});
