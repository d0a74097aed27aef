import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkFlow } from '#engine/flow-check.ts';
import { checkScenariosSchema } from '#engine/flow-schema-check.ts';
import type { Problem } from '#engine/problem.ts';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import { flowHash, flowText } from './flow-hash.ts';
import { findDraft, findScenarioSet, findVersion, insertVersion, listVersionMeta, nextPublishedAt, saveScenarioSet } from './flow-versions.repository.ts';
import type { Db } from '#server/db/database.ts';
import { IMPORT_NOTE } from './import-note.ts';

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const FLOW_ID = /^[a-z][a-z0-9-]*$/;
const VERSION_FILE = /^v(\d+)\.json$/;
export const SCENARIOS_FILE = 'scenarios.json';

function parse(text: string): { json: unknown } | { problems: Problem[] } {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    return { problems: [{ pointer: '', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
}

/** The problems of a version file: the checks of the engine, and a name that does not match the flow's id and version. */
function fileProblems(json: unknown, flowId: string, version: number): Problem[] {
  const problems = [...checkFlow(json).problems];
  const flow = json as { id?: unknown; version?: unknown };
  if (flow.id !== flowId) problems.push({ pointer: '/id', message: `the file is in flows/${flowId}/ but the flow's id is '${String(flow.id)}'` });
  if (flow.version !== version) problems.push({ pointer: '/version', message: `the file is v${version}.json but the flow's version is ${String(flow.version)}` });
  return problems;
}

/**
 * When an imported version is published: when the flow already has a published version above it (a lower version
 * file added later), just before that one, so importing an old version never makes it the live one; else as if it
 * were published now (after the flow's last publication).
 */
async function publishedAt(db: Db, flowId: string, version: number, now: Date): Promise<string> {
  const higher = (await listVersionMeta(db, flowId)).filter((r) => r.version > version && r.published_at).map((r) => r.published_at!).sort();
  return higher[0] ? new Date(Date.parse(higher[0]) - 1).toISOString() : nextPublishedAt(db, flowId, now);
}

async function importVersion(db: Db, flowId: string, file: string, version: number, now: Date, log: Log): Promise<void> {
  const text = readFileSync(file, 'utf8');
  const stored = await findVersion(db, flowId, version);
  if (stored) {
    if (stored.status !== 'draft' && stored.sha256 !== flowHash(text)) {
      log.warn({ flow: `${flowId}@${version}` }, `flows/${flowId}/v${version}.json differs from the version in the database, which is kept: a published version never changes`);
    }
    return;
  }
  const read = parse(text);
  const problems = 'problems' in read ? read.problems : fileProblems(read.json, flowId, version);
  if (problems.length) {
    log.error({ flow: `${flowId}@${version}`, problems: problems.slice(0, 20) }, `flows/${flowId}/v${version}.json was not imported: it does not pass the checks (npm run flows:check lists them)`);
    return;
  }
  const draft = (read as { json: { status?: string } }).json.status === 'draft';
  if (draft && (await findDraft(db, flowId))) {
    log.warn({ flow: `${flowId}@${version}` }, `flows/${flowId}/v${version}.json is a draft and the flow has an open draft already: not imported`);
    return;
  }
  const at = now.toISOString();
  await insertVersion(db, {
    flow_id: flowId, version, status: draft ? 'draft' : 'published', definition: text, sha256: flowHash(text), based_on: null,
    notes: IMPORT_NOTE, created_by: null, created_at: at, updated_at: at,
    published_by: null, published_at: draft ? null : await publishedAt(db, flowId, version, now), retired_by: null, retired_at: null,
  });
  log.info({ flow: `${flowId}@${version}` }, `imported flows/${flowId}/v${version}.json`);
}

/** Adds the file's scenarios the database does not hold (by id): scenarios staff saved in the studio stay. */
async function importScenarios(db: Db, flowId: string, file: string, now: Date, log: Log): Promise<void> {
  const read = parse(readFileSync(file, 'utf8'));
  const problems = 'problems' in read ? read.problems : checkScenariosSchema(read.json);
  if (problems.length) {
    log.error({ flow: flowId, problems: problems.slice(0, 20) }, `flows/${flowId}/${SCENARIOS_FILE} was not imported: it does not pass the checks`);
    return;
  }
  const fromFile = (read as { json: { scenarios: Scenario[] } }).json.scenarios;
  const stored = await findScenarioSet(db, flowId);
  const held = stored ? (JSON.parse(stored.definition) as { scenarios: Scenario[] }).scenarios : [];
  const ids = new Set(held.map((s) => s.id));
  const added = fromFile.filter((s) => !ids.has(s.id));
  if (stored && added.length === 0) return;
  const definition = flowText({ scenarios: [...held, ...added] });
  await saveScenarioSet(db, flowId, { definition, sha256: flowHash(definition), by: null, at: now.toISOString() });
}

/**
 * importFlowFiles(db, root) → every flows/<id>/v<N>.json the database does not hold yet is checked and stored (as
 * published, or as the flow's draft when the file says draft), and the scenarios of flows/<id>/scenarios.json are
 * added. A file that fails its checks is logged and skipped: a flow never stops the portal from starting, and the
 * last good published version keeps serving. flows/ is the seed and the record; the database is where versions live.
 */
export async function importFlowFiles(db: Db, root: string, log: Log, now: Date = new Date()): Promise<void> {
  if (!existsSync(root)) return;
  for (const flowId of readdirSync(root).sort()) {
    const folder = join(root, flowId);
    if (!FLOW_ID.test(flowId) || !statSync(folder).isDirectory()) continue;
    const versions = readdirSync(folder).map((f) => VERSION_FILE.exec(f)).filter((m) => m !== null)
      .map((m) => Number(m[1])).sort((a, b) => a - b);
    for (const version of versions) await importVersion(db, flowId, join(folder, `v${version}.json`), version, now, log);
    if (existsSync(join(folder, SCENARIOS_FILE))) await importScenarios(db, flowId, join(folder, SCENARIOS_FILE), now, log);
  }
}
