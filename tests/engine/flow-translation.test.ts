import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH, importTranslations, translationRows } from '#engine/flow-translation.ts';
import { checkFlow } from '#engine/flow-check.ts';
import { checkTranslations } from '#engine/flow-texts-check.ts';
import { placeholderProblem, placeholdersOf } from '#engine/text-placeholders.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { loadV1 } from './fixtures.ts';

const withSpanish = (flow: Flow, texts: Record<string, string>): Flow => {
  const copy = structuredClone(flow);
  copy.locales = ['en', 'es'];
  copy.title.es = texts.title ?? 'Pida naloxona gratis';
  copy.drug.fallback.es = texts.fallback ?? 'este medicamento';
  return copy;
};

describe('translations of a flow', () => {
  it('keeps placeholders: each one, as many times as the source has it', () => {
    expect(placeholdersOf('From {date}: {cap} kits, {cap} at most')).toEqual(['{cap}', '{cap}', '{date}']);
    expect(placeholderProblem('1 to {cap} kits', 'de 1 a {cap} kits')).toBeNull();
    expect(placeholderProblem('1 to {cap} kits', 'de 1 a {tope} kits')).toBe('lacks {cap} and has {tope} that the source does not');
    expect(placeholderProblem('{a} and {a}', '{a}')).toBe('lacks {a}');
  });

  it('marks a text missing, translated, or changed when its source changed since the baseline and its translation did not', () => {
    const baseline = withSpanish(loadV1(), {});
    const now = structuredClone(baseline);
    now.title.en = 'Get free naloxone';
    const rows = translationRows(now, 'es', baseline);
    expect(rows.find((r) => r.pointer === '/title')).toEqual({ pointer: '/title', source: 'Get free naloxone', target: 'Pida naloxona gratis', status: 'changed' });
    expect(rows.find((r) => r.pointer === '/drug/fallback')).toMatchObject({ status: 'translated' });
    expect(rows.find((r) => r.pointer === '/steps/0/title')).toMatchObject({ target: null, status: 'missing' });
    now.title.es = 'Obtenga naloxona gratis';
    expect(translationRows(now, 'es', baseline).find((r) => r.pointer === '/title')!.status).toBe('translated');
  });

  it('imports translations as a patch of translations only, or refuses the whole file with its places', () => {
    const flow = loadV1();
    const ok = importTranslations(flow, 'es', [{ pointer: '/title', target: 'Pida naloxona gratis', place: 'row 2' }, { pointer: '/drug/fallback', target: '', place: 'row 3' }]);
    expect(ok).toEqual({ count: 1, problems: [], operations: [{ op: 'add', path: '/locales/-', value: 'es' }, { op: 'add', path: '/title/es', value: 'Pida naloxona gratis' }] });
    const bad = importTranslations(flow, 'es', [
      { pointer: '/title', target: 'uno', place: 'row 2' },
      { pointer: '/title', target: 'dos', place: 'row 3' },
      { pointer: '/nope', target: 'x', place: 'row 4' },
    ]);
    expect(bad.operations).toEqual([]);
    expect(bad.problems).toEqual([
      { place: 'row 3', pointer: '/title', message: "'/title' appears twice" },
      { place: 'row 4', pointer: '/nope', message: "'/nope' is not a text of this version" },
    ]);
    expect(importTranslations(flow, 'en', []).problems[0]!.message).toBe("the file translates into 'en', the flow's source language");
  });

  it('refuses a translation longer than a text may hold, naming the text, and takes one that shows nothing as untranslated', () => {
    const flow = loadV1();
    expect(MAX_TEXT_LENGTH).toBe(1000);
    const long = importTranslations(flow, 'es', [
      { pointer: '/title', target: 'x'.repeat(1_900_000), place: 'row 2' },
      { pointer: '/drug/fallback', target: 'ñ'.repeat(1000), place: 'row 3' },
    ]);
    expect(long).toEqual({
      count: 0, operations: [],
      problems: [{ place: 'row 2', pointer: '/title', message: "the translation of '/title' is 1,900,000 characters long; a text of the questionnaire holds at most 1,000: shorten it" }],
    });
    const blank = importTranslations(flow, 'es', [{ pointer: '/title', target: '\u200B \u202E', place: 'row 2' }]);
    expect(blank).toEqual({ count: 0, problems: [], operations: [{ op: 'add', path: '/locales/-', value: 'es' }] });
  });

  it('holds every text of a flow to the same length, whatever wrote it', () => {
    const flow = loadV1();
    flow.title.en = 'x'.repeat(1001);
    expect(checkFlow(flow).problems).toContainEqual({ pointer: '/title/en', message: 'must NOT have more than 1000 characters' });
  });

  it('the publish gate: a translation that drops a placeholder is a problem of the flow', () => {
    const flow = withSpanish(loadV1(), {});
    const rule = flow.orderRules!.request![1]!;
    rule.reason.es = 'Un pedido nuevo puede tener de 1 a 4 kits.';
    expect(checkTranslations(flow)).toContainEqual({ pointer: '/orderRules/request/1/reason/es', message: "the 'es' translation lacks {cap}" });
  });
});
