/**
 * What a studio save costs the server: checking a version (schema, static analysis, translations and every scenario
 * played through the engine) and the plain-language diff against the live version, on flows/consumer/v2.json; and
 * the same for the bilingual v3 (every text in English and Spanish), with its translation table and XLIFF file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffFlows } from '#engine/flow-diff.ts';
import { translationRows } from '#engine/flow-translation.ts';
import { checkVersion } from '#engine/flow-version-check.ts';
import { writeXliff } from '#server/areas/flows/translation-files.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import type { Report } from './run.ts';

const flows = join(import.meta.dirname, '../../flows/consumer');
const v1 = JSON.parse(readFileSync(join(flows, 'v1.json'), 'utf8')) as Flow;
const v2 = JSON.parse(readFileSync(join(flows, 'v2.json'), 'utf8')) as Flow;
const v3 = JSON.parse(readFileSync(join(flows, 'v3.json'), 'utf8')) as Flow;
const { scenarios } = JSON.parse(readFileSync(join(flows, 'scenarios.json'), 'utf8')) as { scenarios: Scenario[] };

/** The median time of `runs` calls, after a warm-up. */
function median(runs: number, work: () => unknown): number {
  for (let i = 0; i < 3; i++) work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

export default async function bench(report: Report): Promise<void> {
  const draft = { ...structuredClone(v2), version: 3, status: 'draft' } as unknown as Flow;
  draft.constants!.refillCap = 1;
  const check = checkVersion(draft, { scenarios, latestVersion: 2 });
  report('scenarios played per check of a draft', check.scenarios.length, 'scenarios');
  report('check a draft: schema, analysis, translations, every scenario (median)', Math.round(median(15, () => checkVersion(draft, { scenarios, latestVersion: 2 }))), 'ms', '≤ 1,000 ms');
  report('diff v1 → v2 in plain language (median)', Math.round(median(15, () => diffFlows(v1, v2))), 'ms');
  report('diff v2 → a draft with a lowered cap, probed for breaking (median)', Math.round(median(15, () => diffFlows(v2, draft))), 'ms');
  report('changes v1 → v2', diffFlows(v1, v2).length, 'changes');

  const bilingual = { ...structuredClone(v3), version: 4, status: 'draft' } as unknown as Flow;
  report('check the bilingual draft (English and Spanish, median)', Math.round(median(15, () => checkVersion(bilingual, { scenarios, latestVersion: 3 }))), 'ms', '≤ 1,000 ms');
  const rows = translationRows(bilingual, 'es', v2);
  report('texts of the consumer flow per language', rows.length, 'texts');
  report('translation table and XLIFF of every text (median)', Math.round(median(15, () => writeXliff({ flowId: 'consumer', version: 4, sourceLocale: 'en', locale: 'es', rows: translationRows(bilingual, 'es', v3) }).length)), 'ms');
}
