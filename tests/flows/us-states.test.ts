import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '#schemas/us-states.ts';

const flowsDir = join(import.meta.dirname, '..', '..', 'flows', 'consumer');
const versions = readdirSync(flowsDir).filter((name) => /^v\d+\.json$/.test(name)).sort();
const codes = new Set<string>(US_STATES.map((s) => s.code));

interface Pair {
  value: string;
  label: string;
}

/** The label of a choice in `locale`, whether its text is localised ({ en: '…', es: '…' }), plain, or a `label`. */
function labelOf(choice: Record<string, unknown>, locale: 'en' | 'es' = 'en'): string {
  const text = choice.text ?? choice.label;
  if (typeof text === 'string') return text;
  if (typeof text === 'object' && text !== null && typeof (text as Record<string, unknown>)[locale] === 'string') return (text as Record<string, string>)[locale]!;
  return '';
}

/**
 * Every list of choices in the flow whose values are all state codes, as value/label pairs: a question's own
 * `choices` or a named list (`choiceLists.usStates`), wherever it stands in the file.
 */
function stateChoiceLists(node: unknown, locale: 'en' | 'es' = 'en'): Pair[][] {
  if (Array.isArray(node)) {
    const isStateList = node.length > 0 && node.every((c) => typeof c === 'object' && c !== null
      && typeof (c as Record<string, unknown>).value === 'string' && codes.has((c as { value: string }).value));
    const own = isStateList ? [node.map((c: Record<string, unknown>) => ({ value: c.value as string, label: labelOf(c, locale) }))] : [];
    return [...own, ...node.flatMap((n) => stateChoiceLists(n, locale))];
  }
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap((n) => stateChoiceLists(n, locale));
  return [];
}

const expected: Pair[] = US_STATES.map(({ code, name }) => ({ value: code, label: name }));
const expectedEs: Pair[] = US_STATES.map(({ code, nameEs }) => ({ value: code, label: nameEs }));

describe('the consumer flow offers the one list of states', () => {
  it.each(versions)('%s: every list of state choices is schemas/us-states.ts, in its order', (version) => {
    const lists = stateChoiceLists(JSON.parse(readFileSync(join(flowsDir, version), 'utf8')));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toEqual(expected);
  });

  it.each(versions)('%s: a list in Spanish names the states as schemas/us-states.ts does in Spanish', (version) => {
    const flow = JSON.parse(readFileSync(join(flowsDir, version), 'utf8')) as { locales?: string[] };
    if (!flow.locales?.includes('es')) return;
    for (const list of stateChoiceLists(flow, 'es')) expect(list).toEqual(expectedEs);
  });

  it('finds a list that differs by one name', () => {
    const flow = { choiceLists: { usStates: expected.map((p) => ({ value: p.value, text: { en: p.value === 'CO' ? 'Colorad' : p.label } })) } };
    const [list] = stateChoiceLists(flow);
    expect(list).not.toEqual(expected);
  });
});
