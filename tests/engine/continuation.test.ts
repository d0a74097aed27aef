import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { continuationAnswers, continuationOf } from '#engine/continuation.ts';
import { checkFlow } from '#engine/flow-check.ts';
import type { RunState } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { loadConsumer } from './fixtures.ts';

// A finished run's declared continuation (decision 081), on the reversal report and the latest consumer questionnaire.
const report = JSON.parse(readFileSync('flows/reversal/v1.json', 'utf8')) as Flow;
const consumer = loadConsumer(6);

function finished(answers: RunState['answers'], status: RunState['status'] = 'completed'): RunState {
  return { flowId: report.id, flowVersion: report.version, status, step: 12, answers, effects: {}, pending: null, outcome: null };
}

const asked = {
  'q-state': { choiceIds: ['state-KY'] }, 'q-product': { choiceIds: ['product-narcan'] }, 'q-replacement': { choiceIds: ['replacement-yes'] },
};

describe('a continuation', () => {
  it('fills the other questionnaire\'s questions by their fields, a choice by its value', () => {
    expect(continuationOf(report, finished(asked))).toBe('consumer');
    expect(continuationAnswers(report, finished(asked), consumer)).toEqual({
      'q-state': { choiceIds: ['state-KY'] }, 'q-product': { choiceIds: ['product-narcan'] }, 'q-request-reason': { choiceIds: ['reason-used'] },
    });
  });

  it('fills nothing for a value no choice has: a state not served, a product not offered', () => {
    const run = finished({ ...asked, 'q-state': { choiceIds: ['state-TX'] }, 'q-product': { choiceIds: ['product-other'] } });
    expect(continuationAnswers(report, run, consumer)).toEqual({ 'q-request-reason': { choiceIds: ['reason-used'] } });
  });

  it('does not apply when the person said no, to a run not finished, nor to another questionnaire', () => {
    expect(continuationAnswers(report, finished({ ...asked, 'q-replacement': { choiceIds: ['replacement-no'] } }), consumer)).toBeNull();
    expect(continuationAnswers(report, finished(asked, 'answering'), consumer)).toBeNull();
    expect(continuationAnswers(report, finished(asked), report)).toBeNull();
    expect(continuationOf(consumer, { ...finished(asked), flowId: 'consumer', flowVersion: 6 })).toBeNull();
  });

  it('is checked with the flow: a reference to an unknown question is a problem', () => {
    const broken = structuredClone(report);
    broken.continuation!.answers.state = { choiceValue: 'q-nowhere' };
    expect(checkFlow(broken).problems).toContainEqual({ pointer: '/continuation/answers/state/choiceValue', message: "unknown question 'q-nowhere'" });
  });
});
