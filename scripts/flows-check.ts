/**
 * Checks flow files: JSON syntax, the flow schema, the static analysis (ids, references, quiz answers, translations,
 * reachable steps, a video for every language or an explicit fallback), the media files a version names, a published
 * version's content against the SHA-256 in flows/flows.lock.json, and the flow's scenarios (flows/<id>/scenarios.json,
 * each run on the engine against the versions it names, or the latest).
 * Usage: tsx scripts/flows-check.ts [file...]   — no file: every flows/<id>/v<N>.json
 * Prints one line per problem (file#pointer: what is wrong) and exits 1 when there is any.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { checkFlow } from '#engine/flow-check.ts';
import { checkScenariosSchema } from '#engine/flow-schema-check.ts';
import type { Problem } from '#engine/problem.ts';
import { runScenarios, type ScenarioSet } from '#engine/scenarios.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowScenarios } from '#schemas/generated/flow-scenarios.ts';
import { flowFiles, lockPlace, lockProblems, readLock } from './flows-lock.ts';

export { flowFiles };

const VERSION_FILE = /^v(\d+)\.json$/;
export const SCENARIOS_FILE = 'scenarios.json';

/** Where in the text a JSON syntax error is, as "line L, column C", from the parser's message when it says. */
function syntaxProblem(text: string, error: unknown): Problem {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position) return { pointer: '', message: `not valid JSON: ${message}` };
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return { pointer: '', message: `not valid JSON at line ${line}, column ${column}: ${message}` };
}

/** A problem of a file, printed as file#pointer: message. */
export interface FileProblem extends Problem {
  file: string;
}

function readJson(path: string): { json: unknown } | { problem: Problem } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { problem: { pointer: '', message: `cannot read the file: ${error instanceof Error ? error.message : String(error)}` } };
  }
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { problem: syntaxProblem(text, error) };
  }
}

/**
 * The problems of one flow file: its own (schema, analysis, a file name that does not match the flow's id and
 * version, a published version changed since it was locked). `flow` is set when the flow itself is sound.
 */
export function checkFlowFile(path: string): { problems: Problem[]; flow: Flow | null } {
  const read = readJson(path);
  if ('problem' in read) return { problems: [read.problem], flow: null };
  const json = read.json;
  const checked = checkFlow(json);
  const problems = checked.problems;
  const named = VERSION_FILE.exec(basename(path));
  const flow = json as { id?: unknown; version?: unknown; status?: unknown };
  if (named && typeof flow.version === 'number' && flow.version !== Number(named[1])) {
    problems.push({ pointer: '/version', message: `the file is named ${basename(path)} but the flow's version is ${flow.version}` });
  }
  const folder = basename(dirname(path));
  if (named && typeof flow.id === 'string' && basename(dirname(dirname(path))) === 'flows' && flow.id !== folder) {
    problems.push({ pointer: '/id', message: `the file is in flows/${folder}/ but the flow's id is '${flow.id}'` });
  }
  problems.push(...lockProblems(path, readFileSync(path, 'utf8'), flow.status, readLock(lockPlace(path).lockPath)));
  return { problems, flow: checked.flow };
}

/**
 * Every file a flow's media names (each language's video, poster, fallbacks and captions: decision 057) is in the
 * media folder the server serves at /media/<flowId>/, flows/<id>/media/ beside the version. A copy of a version
 * without the folder beside it (a scratch file) is not checked for its files.
 */
export function mediaFileProblems(path: string, flow: Flow): Problem[] {
  const problems: Problem[] = [];
  const folder = join(dirname(path), 'media');
  if (!existsSync(folder)) return problems;
  const prefix = `/media/${flow.id}/`;
  flow.steps.forEach((step, s) => step.questions.forEach((q, j) => {
    if (!q.media) return;
    const at = `/steps/${s}/questions/${j}/media`;
    const files: [string, string | undefined][] = [];
    const collect = (base: string, m: { src?: string; poster?: string; fallbacks?: { src: string }[]; captions?: { src: string }[] }) => {
      files.push([`${base}/src`, m.src], [`${base}/poster`, m.poster]);
      (m.fallbacks ?? []).forEach((f, i) => files.push([`${base}/fallbacks/${i}/src`, f.src]));
      (m.captions ?? []).forEach((c, i) => files.push([`${base}/captions/${i}/src`, c.src]));
    };
    collect(at, q.media);
    for (const [locale, own] of Object.entries(q.media.localised ?? {})) collect(`${at}/localised/${locale}`, own);
    for (const [pointer, address] of files) {
      if (address === undefined) continue;
      if (!address.startsWith(prefix)) problems.push({ pointer, message: `'${address}' is not in this flow's media (${prefix}…)` });
      else if (!existsSync(join(folder, address.slice(prefix.length)))) problems.push({ pointer, message: `'${address}' is not in flows/${flow.id}/media/` });
    }
  }));
  return problems;
}

/** The versions of the flow folder holding `file` (v1.json, v2.json… beside it). */
function folderVersions(folder: string): number[] {
  return readdirSync(folder).map((f) => VERSION_FILE.exec(f)).filter((m) => m !== null).map((m) => Number(m[1])).sort((a, b) => a - b);
}

/** The scenarios file of a flow folder, checked against its schema and the versions that exist; null when there is none. */
export function readScenarios(folder: string): { set: ScenarioSet | null; problems: FileProblem[] } | null {
  const file = join(folder, SCENARIOS_FILE);
  if (!existsSync(file)) return null;
  const read = readJson(file);
  if ('problem' in read) return { set: null, problems: [{ file, ...read.problem }] };
  const schema = checkScenariosSchema(read.json);
  if (schema.length) return { set: null, problems: schema.map((p) => ({ file, ...p })) };
  const versions = folderVersions(folder);
  const scenarios = (read.json as FlowScenarios).scenarios;
  const problems: FileProblem[] = [];
  scenarios.forEach((s, i) => {
    for (const v of s.versions ?? []) {
      if (!versions.includes(v)) problems.push({ file, pointer: `/scenarios/${i}/versions`, message: `scenario '${s.id}' names version ${v}, but there is no v${v}.json` });
    }
  });
  return { set: { scenarios, latestVersion: versions.at(-1) ?? 0 }, problems };
}

/** Locked versions whose file is gone (a published version is never deleted either). */
function missingLocked(files: string[]): FileProblem[] {
  const problems: FileProblem[] = [];
  const lockPaths = new Set(files.map((f) => lockPlace(f).lockPath));
  for (const lockPath of lockPaths) {
    for (const key of Object.keys(readLock(lockPath)?.sha256 ?? {})) {
      const file = join(dirname(lockPath), key);
      if (!existsSync(file)) problems.push({ file: lockPath, pointer: `/sha256/${key.replace(/\//g, '~1')}`, message: `the published version ${key} is missing` });
    }
  }
  return problems;
}

/**
 * Every problem of the given flow files, their folders' scenario files and their locks. With `requireLock` (the
 * repository's flows), a missing flows/flows.lock.json is a problem too.
 */
export function checkFlowFiles(files: string[], options: { requireLock?: boolean } = {}): FileProblem[] {
  const problems: FileProblem[] = [];
  for (const lockPath of new Set(files.map((f) => lockPlace(f).lockPath))) {
    if (options.requireLock && !existsSync(lockPath)) problems.push({ file: lockPath, pointer: '', message: 'the lock of the published versions is missing: run npm run flows:lock' });
  }
  const scenarioSets = new Map<string, ReturnType<typeof readScenarios>>();
  for (const file of files) {
    const { problems: own, flow } = checkFlowFile(file);
    problems.push(...own.map((p) => ({ file, ...p })));
    if (flow) problems.push(...mediaFileProblems(file, flow).map((p) => ({ file, ...p })));
    const folder = dirname(file);
    if (!scenarioSets.has(folder)) {
      const read = readScenarios(folder);
      scenarioSets.set(folder, read);
      if (read) problems.push(...read.problems);
    }
    const set = scenarioSets.get(folder)?.set;
    if (flow && set) {
      const scenariosFile = join(folder, SCENARIOS_FILE);
      for (const p of runScenarios(flow, set)) problems.push({ file: scenariosFile, pointer: p.pointer, message: `${p.message} (v${flow.version})` });
    }
  }
  return [...problems, ...missingLocked(files)];
}

/**
 * A path the reader can open from `folder`: relative when the file is inside it (flows/consumer/v1.json), else
 * absolute — a scratch copy in the system's temporary folder stays /tmp/…, never ../../tmp/….
 */
export function openablePath(file: string, folder: string): string {
  const inside = relative(folder, file);
  return inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside) ? file : inside;
}

function main(): void {
  const root = resolve(import.meta.dirname, '..');
  const args = process.argv.slice(2);
  const files = args.length ? args.map((f) => resolve(f)) : flowFiles(root);
  if (files.length === 0) {
    console.error('No flow files found (flows/<id>/v<N>.json).');
    process.exit(1);
  }
  const problems = checkFlowFiles(files, { requireLock: args.length === 0 });
  const shown = (file: string) => openablePath(file, process.cwd());
  for (const p of problems) console.error(`${shown(p.file)}#${p.pointer}: ${p.message}`);
  const failed = new Set(problems.map((p) => p.file));
  for (const file of files) if (!failed.has(file)) console.log(`${shown(file)}: ok`);
  const count = problems.length;
  if (count) {
    console.error(`\n${count} problem(s) in flow files.`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
