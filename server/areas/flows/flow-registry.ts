import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkFlow } from '#engine/flow-check.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { PublicQuestionnaire } from '#schemas/generated/programme-settings.ts';
import { projectRoot } from '#server/project-root.ts';
import { findVersion, listVersionMeta, versionsStamp, type FlowVersionMeta } from './flow-versions.repository.ts';
import type { StudioPool } from './studio-pool.ts';
import type { Db } from '#server/db/database.ts';

export const defaultFlowsRoot = join(projectRoot, 'flows');

/** The flows the server runs, held in memory from the database (flow_versions) and kept up to date. */
export interface FlowRegistry {
  /** The live version of a flow (the one published last): new runs pin it. */
  latest(flowId: string): Flow | undefined;
  /** The public addresses of the live questionnaires, the flow each opens and its title (decision 077). */
  addresses(): Readonly<Record<string, PublicQuestionnaire>>;
  /** A version a run is pinned to: published and retired versions, and a draft that passes the structural checks (preview). */
  get(flowId: string, version: number): Flow | undefined;
  /** Flows with a media folder, served at /media/<flowId>/. */
  mediaFolders(): { flowId: string; dir: string }[];
  /** Reads what changed in flow_versions since the last look (after this process's own writes, and on a timer). */
  refresh(): Promise<void>;
}

interface Held {
  sha256: string;
  status: FlowVersionMeta['status'];
  flow: Flow | undefined;
}

interface Log {
  warn(object: object, message: string): void;
}

const FLOW_ID = /^[a-z][a-z0-9-]*$/;

/** The folders flows/<id>/media: training media stay files of the release. */
export function mediaFoldersUnder(root: string): { flowId: string; dir: string }[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).sort()
    .filter((flowId) => FLOW_ID.test(flowId) && statSync(join(root, flowId)).isDirectory())
    .map((flowId) => ({ flowId, dir: join(root, flowId, 'media') }))
    .filter(({ dir }) => existsSync(dir) && statSync(dir).isDirectory());
}

const key = (flowId: string, version: number) => `${flowId}@${version}`;

/**
 * openFlowRegistry(db, { root, log, work }) → the registry, loaded from flow_versions. A version whose JSON no longer
 * passes the checks (it cannot happen through the studio, which checks before it publishes) is left out and logged,
 * never fatal: the other versions keep serving. Reads the JSON of a version only when its hash or status changed.
 * A draft, which any admin can make as large as a request allows, is checked on a studio worker thread (decision 039);
 * published versions passed those checks before they were published.
 */
export async function openFlowRegistry(db: Db, opts: { root: string; log: Log; work: StudioPool }): Promise<FlowRegistry> {
  const held = new Map<string, Held>();
  const live = new Map<string, Flow>();
  let addresses: Record<string, PublicQuestionnaire> = {};
  const media = mediaFoldersUnder(opts.root);
  let stamp = '';
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    const now = await versionsStamp(db);
    if (now === stamp) return;
    const rows = await listVersionMeta(db);
    const seen = new Set<string>();
    for (const row of rows) {
      const k = key(row.flow_id, row.version);
      seen.add(k);
      const before = held.get(k);
      if (before && before.sha256 === row.sha256) {
        before.status = row.status;
        continue;
      }
      const stored = await findVersion(db, row.flow_id, row.version);
      if (!stored) continue;
      const flow = row.status === 'draft' ? await soundDraft(stored.definition, opts.work) : soundFlow(stored.definition, k, opts.log);
      held.set(k, { sha256: row.sha256, status: row.status, flow });
    }
    for (const k of [...held.keys()]) if (!seen.has(k)) held.delete(k);
    live.clear();
    const published = rows.filter((r) => r.status === 'published')
      .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.version - a.version);
    for (const row of published) {
      const flow = held.get(key(row.flow_id, row.version))?.flow;
      if (flow && !live.has(row.flow_id)) live.set(row.flow_id, flow);
    }
    // Publishing refuses an address another questionnaire holds, so each is one flow's; the first published wins otherwise.
    const byAddress: Record<string, PublicQuestionnaire> = {};
    for (const flow of live.values()) {
      if (flow.address !== undefined && !(flow.address in byAddress)) byAddress[flow.address] = { flowId: flow.id, title: { ...flow.title } };
    }
    addresses = byAddress;
    stamp = now;
  }

  const registry: FlowRegistry = {
    latest: (flowId) => live.get(flowId),
    addresses: () => addresses,
    get: (flowId, version) => held.get(key(flowId, version))?.flow,
    mediaFolders: () => media,
    refresh: async () => {
      // One read at a time; a refresh asked for during a read waits for it, then reads again.
      while (reading) await reading;
      reading = read().finally(() => {
        reading = null;
      });
      return reading;
    },
  };
  await registry.refresh();
  return registry;
}

function soundFlow(text: string, where: string, log: Log): Flow | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    log.warn({ flow: where }, 'a stored flow version is not valid JSON: it is not served');
    return undefined;
  }
  const { flow, problems } = checkFlow(json);
  if (!flow) log.warn({ flow: where, problems: problems.slice(0, 20) }, 'a stored flow version does not pass the checks: it is not served');
  return flow ?? undefined;
}

/** A draft that passes the checks (it can be previewed), or undefined: one with problems, or too costly to check. */
async function soundDraft(text: string, work: StudioPool): Promise<Flow | undefined> {
  const sound = await work.run({ kind: 'sound', definition: text }).catch(() => false);
  return sound ? (JSON.parse(text) as Flow) : undefined;
}
