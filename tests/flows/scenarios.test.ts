import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import { checkFlow } from '#engine/flow-check.ts';
import { playScenario, resolveScenario, scenariosFor } from '#engine/scenarios.ts';
import { compareOutcome } from '#engine/scenario-expect.ts';
import { flowFiles, readScenarios } from '../../scripts/flows-check.ts';
import { choicesOf } from '../engine/fixtures.ts';

const root = join(import.meta.dirname, '..', '..');
const files = flowFiles(root);

it('finds the flow files', () => {
  expect(files.map((f) => relative(root, f))).toContain(join('flows', 'consumer', 'v1.json'));
});

describe.each(files.map((f) => [relative(root, f), f] as const))('%s', (_name, file) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Flow;

  it('passes the schema and the static analysis', () => {
    expect(checkFlow(json).problems).toEqual([]);
  });

  const set = readScenarios(dirname(file))?.set;
  const scenarios = set ? scenariosFor(set, json.version) : [];

  it.each(scenarios.map((s) => [s.id, s] as const))('scenario %s', (_id, scenario) => {
    const resolved = resolveScenario(scenarios, scenario);
    if (typeof resolved === 'string') throw new Error(resolved);
    const trace = playScenario(json, resolved);
    if (typeof trace === 'string') throw new Error(trace);
    expect(compareOutcome(scenario.expect, trace, json)).toEqual([]);
  });
});

describe('flows/consumer/v1.json content', () => {
  const flow = JSON.parse(readFileSync(join(root, 'flows', 'consumer', 'v1.json'), 'utf8')) as Flow;

  it('has the 11 steps, with the effects at steps 2, 6 and 11 and an END at the end', () => {
    expect(flow.steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(flow.steps.map((s) => s.onEnter?.effect ?? null)).toEqual([null, 'fetchRemainingUnits', null, null, null, 'validateConsumer', null, null, null, null, 'submitOrder']);
    expect(flow.steps[10]!.questions.map((q) => q.type)).toEqual(['END']);
  });

  it('uses every field name of the API once, and three step-5 questions without one', () => {
    const fields = flow.steps.flatMap((s) => s.questions).map((q) => q.field).filter((f) => f !== undefined).sort();
    expect(fields).toEqual(['address', 'city', 'dob', 'email', 'firstName', 'gender', 'lastName', 'ndc', 'phone', 'qty', 'reCaptcha', 'requestReason',
      'shippingAddress', 'shippingAddress2', 'shippingAddressType', 'shippingCity', 'shippingCounty', 'shippingZip', 'state', 'why', 'zip']);
    const unnamed = flow.steps[4]!.questions.filter((q) => q.field === undefined).map((q) => q.type).sort();
    expect(unnamed).toEqual(['CHECKBOX', 'US_STATES_DROPDOWN', 'US_STATE_FREETEXT']);
  });

  it('lists 33 distinct eastern Kentucky counties and the listed options', () => {
    const counties = choicesOf(flow, 'q-ship-county').map((c) => c.value);
    expect(new Set(counties).size).toBe(33);
    expect(counties).toContain('Pike');
    expect(counties).not.toContain('Jefferson');
    expect(choicesOf(flow, 'q-request-reason').map((c) => c.text.en)).toEqual(['New Request', 'Expired', 'Used', 'Lost', 'Damaged']);
    expect(choicesOf(flow, 'q-gender').map((c) => c.text.en)).toEqual(['Unknown', 'Female', 'Non-Binary', 'Male']);
    expect(choicesOf(flow, 'q-ship-type').map((c) => c.text.en)).toEqual(['Home', 'Family', 'Friend', 'Neighbor', 'Office', 'Other']);
    expect(choicesOf(flow, 'q-why')).toHaveLength(3);
    expect(choicesOf(flow, 'q-product').map((c) => [c.value, c.text.en])).toEqual([
      ['69547-353-02', 'NARCAN Nasal Spray 4 mg'],
      ['0093-2165-68', 'Naloxone HCl Nasal Spray 4 mg'],
    ]);
  });

  it('makes every question mandatory except Address 2 (and the END)', () => {
    const optional = flow.steps.flatMap((s) => s.questions).filter((q) => !q.mandatory).map((q) => q.id);
    expect(optional).toEqual(['q-ship-address2', 'q-end']);
  });

  it('has four quiz questions, each with one right answer among its choices', () => {
    const quizzes = flow.steps.flatMap((s) => s.questions).filter((q) => q.type === 'CLICKABLE_ANSWER');
    expect(quizzes).toHaveLength(4);
    for (const q of quizzes) expect(choicesOf(flow, q.id).map((c) => c.id)).toContain(q.quiz!.rightChoiceId);
  });
});
