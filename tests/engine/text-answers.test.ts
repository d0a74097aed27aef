import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import type { StepDecision } from '#schemas/generated/flow-api.ts';
import { decideStep } from '#engine/decide-step.ts';
import { evaluate } from '#engine/expression.ts';
import { runScope } from '#engine/run-scope.ts';
import { indexFlow } from '#engine/flow-index.ts';
import { ENV, coloradoItems, runAt, settleEffects } from './fixtures.ts';

/*
 * The questionnaire's text answers (decision 044): required text needs a visible character, a direction control is
 * refused in the run's language, and invisible formatting is removed from what is kept.
 */
const v3 = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'flows', 'consumer', 'v3.json'), 'utf8')) as Flow;

function fieldErrors(d: StepDecision) {
  expect(d.kind, JSON.stringify(d).slice(0, 300)).toBe('fieldErrors');
  return (d as Extract<StepDecision, { kind: 'fieldErrors' }>).errors.map((e) => [e.questionId, e.code, e.message]);
}

describe('text answers of the questionnaire', () => {
  const run = runAt(v3, 5);

  it.each([
    ['a right-to-left override', '\u202E'],
    ['zero-width spaces', '\u200B\u200B'],
    ['a byte-order mark and spaces', ' \uFEFF '],
    ['Hangul fillers', '\u3164\u3164'],
    ['a Braille blank', '\u2800'],
  ])('takes a shipping address made only of %s as unanswered', (_what, value) => {
    const d = decideStep(v3, run, 5, coloradoItems(v3, 5, { 'q-ship-address': { value } }), ENV);
    expect(fieldErrors(d)).toEqual([['q-ship-address', 'required', 'This field is required.']]);
  });

  it('refuses a name whose order a direction control changes, in the run\'s language', () => {
    const items = coloradoItems(v3, 5, { 'q-first-name': { value: '\u202Eairam' }, 'q-ship-city': { value: 'Den\u2066ver\u2069' } });
    expect(fieldErrors(decideStep(v3, run, 5, items, ENV))).toEqual([
      ['q-ship-city', 'bidiControls', 'This contains hidden characters that change the order of the text. Please type it in again instead of pasting it.'],
      ['q-first-name', 'bidiControls', 'This contains hidden characters that change the order of the text. Please type it in again instead of pasting it.'],
    ]);
    expect(fieldErrors(decideStep(v3, run, 5, items, { ...ENV, locale: 'es' }))[0]).toEqual(
      ['q-ship-city', 'bidiControls', 'Contiene caracteres ocultos que cambian el orden del texto. Escríbalo de nuevo en lugar de pegarlo.'],
    );
  });

  it('keeps an answer without the invisible formatting it carried, and counts its length without it', () => {
    const address = `\uFEFF${'1437 Bannock St'}\u200B${'x'.repeat(25)}\u00AD`;
    const d = settleEffects(v3, decideStep(v3, run, 5, coloradoItems(v3, 5, { 'q-ship-address': { value: address }, 'q-last-name': { value: 'Lo\u200Dpez' } }), ENV));
    expect(d.kind).toBe('step');
    expect(d.runState.answers['q-ship-address']).toEqual({ value: `1437 Bannock St${'x'.repeat(25)}` });
    expect(d.runState.answers['q-last-name']).toEqual({ value: 'Lopez' });
  });

  it('answers `answered` with false for a held text that shows nothing', () => {
    const scope = runScope(indexFlow(v3), { 'q-ship-address2': { value: '\u200B' }, 'q-ship-address': { value: 'x' } }, {}, { ...ENV, locale: 'en' });
    expect(evaluate({ answered: 'q-ship-address2' }, scope)).toBe(false);
    expect(evaluate({ answered: 'q-ship-address' }, scope)).toBe(true);
  });

  it('gives the page the words of the new check with the flow\'s messages', () => {
    const d = settleEffects(v3, decideStep(v3, runAt(v3, 4), 4, coloradoItems(v3, 4), { ...ENV, locale: 'es' }));
    expect(d.kind === 'step' && d.view.messages).toMatchObject({
      bidiControls: 'Contiene caracteres ocultos que cambian el orden del texto. Escríbalo de nuevo en lugar de pegarlo.',
      required: 'Este campo es obligatorio.',
    });
  });
});
