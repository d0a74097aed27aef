/**
 * The studio's work that can be heavy (decision 039): checking a draft (alone, or with every scenario), comparing two versions
 * (the breaking-change probe), the checks before a publish, and reading a translator's file into a draft's changes.
 * Plain functions of plain data (flow JSON as text, scenario sets, file contents) with no database, so they run in
 * the studio's worker threads (studio-pool.ts) and never hold up the requests of the portal.
 */
import { checkFlow } from '#engine/flow-check.ts';
import { diffFlows, diffFlowsByStep, type FlowChangeGroup } from '#engine/flow-diff.ts';
import { previewTranslations, type ImportPreview } from '#engine/flow-translation.ts';
import { staleTranslations } from '#engine/stale-translations.ts';
import { checkVersion } from '#engine/flow-version-check.ts';
import type { Problem } from '#engine/problem.ts';
import type { ScenarioSet } from '#engine/scenarios.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { CheckResult, StaleTranslation, TranslationFormat } from '#schemas/generated/flow-studio-api.ts';
import { UnreadableFile, readCsv, readXliff } from './translation-files.ts';

export type StudioTask =
  | { kind: 'sound'; definition: string }
  /** `baseline`: the version a draft was made from, whose texts tell its stale translations (decision 069) */
  | { kind: 'check'; definition: string; scenarios: ScenarioSet; baseline?: string | null }
  | { kind: 'diff'; from: string; to: string }
  | { kind: 'publish'; draft: string; live: string | null; baseline: string | null; scenarios: ScenarioSet }
  | { kind: 'translations'; draft: string; format: TranslationFormat; content: string };

/** The problems of a version that does not pass checkFlow, with its number, or null when it passes. */
export interface Unsound {
  version: number;
  problems: Problem[];
}

export type DiffOutcome = { groups: FlowChangeGroup[] } | { unsound: Unsound };

export interface PublishOutcome {
  check: CheckResult;
  /** Each change that is breaking against the live version, as "summary (reason)"; empty without a live version. */
  breaking: string[];
  /** The translations written for an English text that changed since the draft's baseline (decision 069). */
  stale: StaleTranslation[];
}

/** What a translator's file does to a draft (the same for its preview and its apply, decision 069), or why it cannot be read. */
export type TranslationOutcome = ImportPreview | { unreadable: string };

export interface StudioResults {
  /** Whether the JSON passes checkFlow (the schema and the static analysis): a draft that can be previewed. */
  sound: boolean;
  check: CheckResult;
  diff: DiffOutcome;
  publish: PublishOutcome;
  translations: TranslationOutcome;
}

const parse = (text: string) => JSON.parse(text) as Flow;

/**
 * The translations of a sound draft written for English texts that changed since `baseline`, the published version it
 * was made from (decision 069); none without a baseline.
 */
function stale(definition: string, baseline: string | null | undefined): StaleTranslation[] {
  return baseline ? staleTranslations(parse(definition), parse(baseline)) : [];
}

/** A stored version's check: its JSON (which a draft may have broken) read, then checkVersion, then its stale translations. */
function check(definition: string, scenarios: ScenarioSet, baseline?: string | null): CheckResult {
  let json: unknown;
  try {
    json = JSON.parse(definition);
  } catch (error) {
    return { ok: false, problems: [{ pointer: '', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }], scenarios: [] };
  }
  const result = checkVersion(json, scenarios);
  const staleOnes = result.problems.length ? [] : stale(definition, baseline);
  return staleOnes.length ? { ...result, staleTranslations: staleOnes } : result;
}

function diff(from: string, to: string): DiffOutcome {
  for (const definition of [from, to]) {
    const { flow, problems } = checkFlow(JSON.parse(definition));
    if (!flow) return { unsound: { version: (JSON.parse(definition) as Flow).version, problems } };
  }
  return { groups: diffFlowsByStep(parse(from), parse(to)) };
}

function publish(draft: string, live: string | null, baseline: string | null, scenarios: ScenarioSet): PublishOutcome {
  const result = check(draft, scenarios, baseline);
  const staleOnes = result.staleTranslations ?? [];
  if (!result.ok || live === null) return { check: result, breaking: [], stale: staleOnes };
  const breaking = diffFlows(parse(live), parse(draft)).filter((c) => c.breaking).map((c) => `${c.summary} (${c.breakingReason ?? 'breaking'})`);
  return { check: result, breaking, stale: staleOnes };
}

function translations(draft: string, format: TranslationFormat, content: string): TranslationOutcome {
  const flow = parse(draft);
  const sourceLocale = flow.locales[0] ?? 'en';
  let read;
  try {
    read = format === 'xliff' ? readXliff(content) : readCsv(content, sourceLocale);
  } catch (error) {
    if (error instanceof UnreadableFile) return { unreadable: error.message };
    throw error;
  }
  const preview = previewTranslations(flow, read.locale, read.texts);
  return 'refusedFile' in preview ? { unreadable: preview.refusedFile } : preview;
}

/** runStudioTask({ kind: 'check', definition, scenarios }) → the task's outcome (StudioResults[kind]). */
export function runStudioTask(task: StudioTask): StudioResults[StudioTask['kind']] {
  switch (task.kind) {
    case 'sound':
      return checkFlow(JSON.parse(task.definition)).flow !== null;
    case 'check':
      return check(task.definition, task.scenarios, task.baseline);
    case 'diff':
      return diff(task.from, task.to);
    case 'publish':
      return publish(task.draft, task.live, task.baseline, task.scenarios);
    case 'translations':
      return translations(task.draft, task.format, task.content);
  }
}
