import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowChange } from '#schemas/generated/flow-studio-api.ts';
import { diffFlows, diffFlowsByStep } from '#engine/flow-diff.ts';
import { loadV1 } from './fixtures.ts';

const FLOWS = join(import.meta.dirname, '..', '..', 'flows', 'consumer');
const V2_TEXT = readFileSync(join(FLOWS, 'v2.json'), 'utf8');
const loadV2 = () => JSON.parse(V2_TEXT) as Flow;

/** The changes from v2 to a copy of v2 that `edit` changed. */
function diffAfter(edit: (flow: Flow) => void): FlowChange[] {
  const to = loadV2();
  edit(to);
  return diffFlows(loadV2(), to);
}

/** The value a JSON pointer points at in `json` (undefined when nothing is there). */
function at(json: unknown, pointer: string): unknown {
  return pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], json);
}

const question = (flow: Flow, id: string) => flow.steps.flatMap((s) => s.questions).find((q) => q.id === id)!;

describe('diffFlows on edits of v2', () => {
  it('finds nothing between a version and its copy', () => {
    expect(diffFlows(loadV2(), loadV2())).toEqual([]);
  });

  it('names a changed label by step and question, in plain words', () => {
    const changes = diffAfter((f) => { question(f, 'q-zip').text.en = 'ZIP code'; });
    expect(changes).toEqual([{
      pointer: '/steps/4/questions/18/text',
      kind: 'text',
      summary: "Step 5 'Required Information', question 'ZIP code': the text changed from 'Zip code' to 'ZIP code'",
      before: 'Zip code',
      after: 'ZIP code',
      breaking: false,
      breakingReason: null,
      translations: [],
    }]);
  });

  it('reports a translation changed in another language by its name, before and after, with the English text', () => {
    const from = loadV2();
    const to = loadV2();
    from.title = { ...from.title, es: 'Naloxona gratis' };
    to.title = { ...to.title, es: 'Naloxona gratuita' };
    const changes = diffFlows(from, to);
    expect(changes).toEqual([expect.objectContaining({
      pointer: '/title', kind: 'text', before: 'Naloxona gratis', after: 'Naloxona gratuita', breaking: false,
      source: from.title.en, translations: [{ locale: 'es', before: 'Naloxona gratis', after: 'Naloxona gratuita' }],
    })]);
    expect(changes[0]!.summary).toBe("The questionnaire's title changed in Spanish");
    to.title.fr = 'Naloxone gratuite';
    expect(diffFlows(from, to)[0]).toMatchObject({ summary: "The questionnaire's title changed in Spanish and French", before: 'Spanish: Naloxona gratis\nFrench: (none)' });
  });

  it('lists with an English change each translation, one that stayed the same as written for the old English', () => {
    const from = loadV2();
    from.title = { ...from.title, es: 'Naloxona gratis' };
    const to = structuredClone(from);
    to.title.en = 'Get free naloxone';
    expect(diffFlows(from, to)[0]).toMatchObject({
      summary: `The questionnaire's title changed from '${from.title.en}' to 'Get free naloxone'`,
      before: from.title.en, after: 'Get free naloxone', translations: [{ locale: 'es', before: 'Naloxona gratis', after: 'Naloxona gratis' }],
    });
    to.title.es = 'Obtenga naloxona gratis';
    expect(diffFlows(from, to)[0]!.summary).toBe(`The questionnaire's title changed from '${from.title.en}' to 'Get free naloxone', and in Spanish`);
  });

  it('finds a choice added (not breaking), removed (breaking) and the choices reordered', () => {
    const added = diffAfter((f) => {
      (question(f, 'q-why').choices as { id: string; text: { en: string }; position: number }[]).push({ id: 'why-work', text: { en: 'For my work' }, position: 4 });
    });
    expect(added).toEqual([expect.objectContaining({ pointer: '/steps/3/questions/0/choices/3', kind: 'choice-added', after: 'For my work', breaking: false })]);
    expect(added[0]!.summary).toBe("Step 4 'Reason for requesting', question 'Who are you requesting naloxone for?': the choice 'For my work' was added");

    const removed = diffAfter((f) => { (question(f, 'q-why').choices as unknown[]).splice(1, 1); });
    expect(removed).toEqual([expect.objectContaining({ pointer: '/steps/3/questions/0/choices/1', kind: 'choice-removed', breaking: true })]);
    expect(removed[0]!.breakingReason).toBe('stored answers and reports refer to this choice');

    const reordered = diffAfter((f) => {
      const choices = question(f, 'q-why').choices as { position: number }[];
      choices[0]!.position = 3;
      choices[2]!.position = 1;
    });
    expect(reordered).toEqual([expect.objectContaining({ pointer: '/steps/3/questions/0/choices', kind: 'choice-reordered', breaking: false })]);
    expect(reordered[0]!.after).toMatch(/^To be ready to help anyone/);
  });

  it('finds a question removed as breaking, pointing into the old version', () => {
    const changes = diffAfter((f) => { f.steps[4]!.questions.splice(2, 1); });
    expect(changes).toEqual([expect.objectContaining({ pointer: '/steps/4/questions/2', kind: 'question-removed', before: 'Address 2', breaking: true })]);
    expect(changes[0]!.breakingReason).toBe('stored answers and reports refer to this question');
  });

  it('names a removed step\'s questions, a message and the drug\'s question by their words, never by ids or keys', () => {
    const removed = diffAfter((f) => {
      const step = f.steps.findIndex((s) => s.questions.some((q) => q.id === 'q-why'));
      f.steps.splice(step, 1);
      f.steps.forEach((s, i) => { s.number = i + 1; });
    }).find((c) => c.kind === 'step-removed')!;
    expect(removed.breakingReason).toBe("stored answers and reports refer to its question 'Who are you requesting naloxone for?'");
    const message = diffAfter((f) => { f.messages.required = { ...f.messages.required, en: 'Please answer this question.' }; });
    expect(message[0]!.summary).toMatch(/^The message shown when a required question is left unanswered: the text changed from '.+' to 'Please answer this question\.'$/);
    const words = [...message, removed].flatMap((c) => [c.summary, c.breakingReason ?? '', c.before ?? '', c.after ?? '']).join(' ');
    expect(words).not.toMatch(/'q-|'required'|\bq-why\b/);
  });

  it('finds a step added, and nothing else for the steps numbered after it', () => {
    const changes = diffAfter((f) => {
      f.steps.splice(4, 0, {
        id: 'reminder', number: 5, title: { en: 'Before you go on' },
        questions: [{ id: 'q-reminder', type: 'INFO', category: 'QUESTION', position: 1, text: { en: 'Keep naloxone where you can find it.' }, mandatory: false, important: false }],
      });
      f.steps.forEach((s, i) => { s.number = i + 1; });
    });
    expect(changes).toEqual([expect.objectContaining({ pointer: '/steps/4', kind: 'step-added', breaking: false })]);
    expect(changes[0]!.summary).toBe("Step 5 'Before you go on' was added, asking 'Keep naloxone where you can find it.'");
  });

  it('finds a lowered kit cap breaking, with someone it now refuses, and a raised one not', () => {
    const lowered = diffAfter((f) => { f.constants!.newRequestCap = 3; });
    expect(lowered).toEqual([expect.objectContaining({ pointer: '/constants/newRequestCap', kind: 'constant-changed', before: '4', after: '3', breaking: true })]);
    expect(lowered[0]!.summary).toBe("The programme number 'Most kits on a first (New Request) order' changed from 4 to 3");
    expect(lowered[0]!.breakingReason).toMatch(/'New Request'.*no earlier order.*no longer offered '4 kits'/);

    const raised = diffAfter((f) => { f.constants!.newRequestCap = 5; });
    expect(raised).toEqual([expect.objectContaining({ pointer: '/constants/newRequestCap', breaking: false, breakingReason: null })]);
  });

  it('finds a longer refill interval breaking and a shorter one not', () => {
    const longer = diffAfter((f) => { f.constants!.refillIntervalMonths = 3; });
    expect(longer).toEqual([expect.objectContaining({ pointer: '/constants/refillIntervalMonths', kind: 'constant-changed', breaking: true })]);
    expect(longer[0]!.breakingReason).toMatch(/earlier order on 2025-01-14.*now refused by the (order )?rule/);
    expect(diffAfter((f) => { f.constants!.refillIntervalMonths = 1; })[0]).toMatchObject({ breaking: false });
  });

  it('probes a rule: a state taken off the eligibility list is breaking, a state added is not', () => {
    const narrowed = diffAfter((f) => { f.steps[0]!.eligibility!.check = { in: [{ answer: 'q-state' }, ['state-CO']] }; });
    expect(narrowed).toEqual([expect.objectContaining({ pointer: '/steps/0/eligibility', kind: 'rule-changed', breaking: true })]);
    expect(narrowed[0]!.breakingReason).toContain("answering 'Kentucky'");
    expect(narrowed[0]!.before).toBe("the answer to 'Which state should we mail your free na…' is one of 'Colorado', 'Kentucky'");
    expect(narrowed[0]!.after).toBe("the answer to 'Which state should we mail your free na…' is one of 'Colorado'");
    const widened = diffAfter((f) => { f.steps[0]!.eligibility!.check = { in: [{ answer: 'q-state' }, ['state-CO', 'state-KY', 'state-NM']] }; });
    expect(widened).toEqual([expect.objectContaining({ kind: 'rule-changed', breaking: false })]);
  });

  it('finds a changed question type and a re-used choice id breaking', () => {
    const typed = diffAfter((f) => { question(f, 'q-why').type = 'DROPDOWN'; });
    expect(typed).toEqual([expect.objectContaining({ pointer: '/steps/3/questions/0/type', kind: 'setting-changed', breaking: true })]);
    const reused = diffAfter((f) => {
      (question(f, 'q-why').choices as { id: string; text: { en: string }; position: number }[]).push({ id: 'reason-new', text: { en: 'New' }, position: 4 });
    });
    expect(reused[0]).toMatchObject({ kind: 'choice-added', breaking: true });
    expect(reused[0]!.breakingReason).toContain("belonged to the question 'What type of request is this?' in the old version");
  });
});

describe('diffFlows on rules and settings', () => {
  it('finds a new order rule breaking when it refuses a request the old rules allowed, a removed one not', () => {
    const added = diffAfter((f) => {
      f.orderRules!.request.push({ id: 'no-generic', code: 'generic', check: { not: { chosen: ['q-product', 'product-generic'] } }, reason: { en: 'The generic spray is out of stock.' } });
    });
    expect(added).toEqual([expect.objectContaining({ pointer: '/orderRules/request/3', kind: 'rule-changed', breaking: true })]);
    expect(added[0]!.breakingReason).toContain("answering 'Naloxone HCl Nasal Spray 4 mg'");
    const removed = diffAfter((f) => { f.orderRules!.request.splice(2, 1); });
    expect(removed).toEqual([expect.objectContaining({ pointer: '/orderRules/request/2', kind: 'rule-changed', after: null, breaking: false })]);
  });

  it('finds an answer made required breaking, and a question moved to another step as a move', () => {
    const required = diffAfter((f) => { question(f, 'q-ship-address2').mandatory = true; });
    expect(required).toEqual([expect.objectContaining({ pointer: '/steps/4/questions/2/mandatory', kind: 'setting-changed', breaking: true })]);
    const moved = diffAfter((f) => {
      const [gender] = f.steps[4]!.questions.splice(12, 1);
      f.steps[3]!.questions.push(gender!);
    });
    expect(moved).toEqual([expect.objectContaining({ pointer: '/steps/3/questions/1', kind: 'setting-changed', breaking: false })]);
    expect(moved[0]!.summary).toBe("Step 4 'Reason for requesting': the question 'Gender' was moved here from step 5 'Required Information'");
  });
});

describe('diffFlows from v1 to v2', () => {
  const from = loadV1();
  const to = loadV2();
  const changes = diffFlows(from, to);

  it('lists the changes as the steps run, each pointing at what changed, none breaking', () => {
    expect(changes.length).toBeGreaterThan(5);
    for (const c of changes) {
      const found = at(to, c.pointer) ?? (c.after === null ? at(from, c.pointer) : undefined);
      expect(found, c.pointer).not.toBeUndefined();
      expect(c.summary.length).toBeGreaterThan(10);
    }
    expect(changes.filter((c) => c.breaking)).toEqual([]);
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'choice-added', after: 'My county is not listed' }));
    expect(changes).toContainEqual(expect.objectContaining({ pointer: '/steps/4/eligibility', kind: 'rule-changed' }));
    const steps = changes.map((c) => /^\/steps\/(\d+)/.exec(c.pointer)?.[1]).filter((s) => s !== undefined).map(Number);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('groups them by step under readable headings', () => {
    const groups = diffFlowsByStep(from, to);
    expect(groups.flatMap((g) => g.changes)).toEqual(changes);
    expect(groups.map((g) => g.heading)).toContain("Step 5 'Required Information'");
  });
});
