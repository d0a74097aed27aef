import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH, previewTranslations, translationRows } from '#engine/flow-translation.ts';
import { staleTranslationWords, staleTranslations } from '#engine/stale-translations.ts';
import { checkFlow } from '#engine/flow-check.ts';
import { checkTranslations } from '#engine/flow-texts-check.ts';
import { placeholderProblem, placeholdersOf } from '#engine/text-placeholders.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { loadV1 } from './fixtures.ts';

const withSpanish = (flow: Flow, texts: Record<string, string>): Flow => {
  const copy = structuredClone(flow);
  copy.locales = ['en', 'es'];
  copy.title.es = texts.title ?? 'Pida naloxona gratis';
  copy.drug!.fallback.es = texts.fallback ?? 'este medicamento';
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

  it('previews a file: each text it changes with its source, before and after, the texts it leaves, and the patch that applies it', () => {
    const flow = withSpanish(loadV1(), {});
    const preview = previewTranslations(flow, 'es', [
      { pointer: '/title', target: 'Pida naloxona gratis', place: 'row 2' },
      { pointer: '/drug/fallback', target: '', place: 'row 3' },
      { pointer: '/steps/0/title', target: 'Su estado', place: 'row 4' },
      { pointer: '/drug/fallback', target: 'este fármaco', place: 'row 5' },
    ]);
    expect(preview).toEqual({
      locale: 'es',
      changes: [{ pointer: '/steps/0/title', source: flow.steps[0]!.title!.en, before: null, after: 'Su estado' }],
      unchanged: 2,
      refused: [{ place: 'row 5', pointer: '/drug/fallback', source: 'this drug', kind: 'twice', reason: 'Given twice: the file has this text earlier, and only the first is read.' }],
      operations: [{ op: 'add', path: '/steps/0/title/es', value: 'Su estado' }],
    });
    const changed = previewTranslations(flow, 'es', [{ pointer: '/title', target: 'Obtenga naloxona', place: 'row 2' }]);
    expect(changed).toMatchObject({ changes: [{ pointer: '/title', source: 'Request free naloxone', before: 'Pida naloxona gratis', after: 'Obtenga naloxona' }], operations: [{ op: 'replace', path: '/title/es' }] });
    const french = previewTranslations(loadV1(), 'fr', [{ pointer: '/title', target: 'Naloxone gratuite', place: 'line 9' }]);
    expect('operations' in french && french.operations).toEqual([{ op: 'add', path: '/locales/-', value: 'fr' }, { op: 'add', path: '/title/fr', value: 'Naloxone gratuite' }]);
  });

  it('refuses a text of a file with the reason in words, and leaves it; a file into the source language is refused whole', () => {
    const flow = loadV1();
    const preview = previewTranslations(flow, 'es', [
      { pointer: '/nope', target: 'x', place: 'row 2' },
      { pointer: '/orderRules/request/1/reason', target: 'De 1 a {kap} kits.', place: 'row 3' },
      { pointer: '/drug/fallback', target: null, place: 'line 40' },
      { pointer: '/title', target: 'Pida naloxona', place: 'row 5' },
    ]);
    expect('refused' in preview && preview.refused.map((r) => [r.place, r.kind, r.reason])).toEqual([
      ['row 2', 'unknown-text', 'Unknown text: this version has no such text (the file may have been made from another version).'],
      ['row 3', 'placeholders', 'Placeholders differ: the translation lacks {cap} and has {kap} that the source does not. It must keep every {placeholder} of the English text.'],
      ['line 40', 'markup', 'Formatting added: the translation holds inline markup. Write the text plainly, with {placeholders} as in the source.'],
    ]);
    expect('changes' in preview && preview.changes.map((c) => c.pointer)).toEqual(['/title']);
    expect(previewTranslations(flow, 'en', [])).toEqual({ refusedFile: 'The file translates into English, the language the questionnaire is written in.' });
  });

  it('refuses a translation longer than a text may hold, naming the length, and takes one that shows nothing as unchanged', () => {
    const flow = loadV1();
    expect(MAX_TEXT_LENGTH).toBe(1000);
    const long = previewTranslations(flow, 'es', [
      { pointer: '/title', target: 'x'.repeat(1_900_000), place: 'row 2' },
      { pointer: '/drug/fallback', target: 'ñ'.repeat(1000), place: 'row 3' },
    ]);
    expect(long).toMatchObject({
      changes: [{ pointer: '/drug/fallback' }],
      refused: [{ place: 'row 2', pointer: '/title', kind: 'too-long', reason: 'Too long: 1,900,000 characters, and a text of the questionnaire holds at most 1,000. Shorten it.' }],
    });
    const blank = previewTranslations(flow, 'es', [{ pointer: '/title', target: '\u200B \u202E', place: 'row 2' }]);
    expect(blank).toEqual({ locale: 'es', changes: [], unchanged: 1, refused: [], operations: [] });
  });

  it('knows a translation written for the old English text, by the ids of what it belongs to, until it is changed', () => {
    const baseline = withSpanish(loadV1(), {});
    baseline.steps[0]!.title = { ...baseline.steps[0]!.title!, es: 'Su estado' };
    const draft = structuredClone(baseline);
    draft.title.en = 'Get free naloxone';
    // The first step moves to second place: its texts are still its own.
    draft.steps = [draft.steps[1]!, draft.steps[0]!, ...draft.steps.slice(2)];
    draft.steps[1]!.title!.en = 'Where you live';
    const stale = staleTranslations(draft, baseline);
    expect(stale).toEqual([
      { pointer: '/title', locale: 'es', oldSource: 'Request free naloxone', source: 'Get free naloxone', translation: 'Pida naloxona gratis' },
      { pointer: '/steps/1/title', locale: 'es', oldSource: baseline.steps[0]!.title!.en, source: 'Where you live', translation: 'Su estado' },
    ]);
    expect(staleTranslationWords(stale)).toEqual({
      summary: '2 Spanish texts were written for the old English texts.',
      lines: [
        "'Request free naloxone' became 'Get free naloxone'; the Spanish still says 'Pida naloxona gratis'",
        `'${baseline.steps[0]!.title!.en}' became 'Where you live'; the Spanish still says 'Su estado'`,
      ],
    });
    expect(staleTranslationWords(stale.slice(0, 1)).summary).toBe('1 Spanish text was written for the old English text.');
    draft.title.es = 'Obtenga naloxona gratis';
    expect(staleTranslations(draft, baseline).map((s) => s.pointer)).toEqual(['/steps/1/title']);
    expect(translationRows(draft, 'es', baseline).find((r) => r.pointer === '/steps/1/title')!.status).toBe('changed');
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
