import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFlow } from '#engine/flow-check.ts';
import type { Flow } from '#schemas/generated/flow.ts';

export const defaultFlowsRoot = fileURLToPath(new URL('../../../flows/', import.meta.url));

/** The flows the server runs, loaded and checked once at start. */
export interface FlowRegistry {
  /** The latest published version of a flow: new runs pin it. */
  latest(flowId: string): Flow | undefined;
  /** A version a run is pinned to (published versions are immutable and stay loaded). */
  get(flowId: string, version: number): Flow | undefined;
  /** Flows with a media folder, served at /media/<flowId>/. */
  mediaFolders(): { flowId: string; dir: string }[];
}

const FILE = /^v(\d+)\.json$/;
const FLOW_ID = /^[a-z][a-z0-9-]*$/;

function loadFlows(root: string): { flows: Map<string, Map<number, Flow>>; media: { flowId: string; dir: string }[] } {
  const flows = new Map<string, Map<number, Flow>>();
  const media: { flowId: string; dir: string }[] = [];
  if (!existsSync(root)) return { flows, media };
  for (const flowId of readdirSync(root).sort()) {
    const folder = join(root, flowId);
    if (!FLOW_ID.test(flowId) || !statSync(folder).isDirectory()) continue;
    const versions = new Map<number, Flow>();
    for (const file of readdirSync(folder).filter((f) => FILE.test(f))) {
      const source = `flows/${flowId}/${file}`;
      const flow = loadFlow(JSON.parse(readFileSync(join(folder, file), 'utf8')) as unknown, source);
      if (flow.id !== flowId || flow.version !== Number(FILE.exec(file)![1])) {
        throw new Error(`${source} holds ${flow.id}@${flow.version}: the file name must match the flow's id and version`);
      }
      versions.set(flow.version, flow);
    }
    if (versions.size) flows.set(flowId, versions);
    if (existsSync(join(folder, 'media')) && statSync(join(folder, 'media')).isDirectory()) media.push({ flowId, dir: join(folder, 'media') });
  }
  return { flows, media };
}

const loaded = new Map<string, FlowRegistry>();

/**
 * loadFlowRegistry() → the flows under flows/<id>/v<N>.json, each checked by the engine (schema, references,
 * reachability); throws listing the problems of a bad file, so a server never starts on a broken flow. Loaded once
 * per folder and process: flows are files of the release, not data that changes while the server runs.
 */
export function loadFlowRegistry(root: string = defaultFlowsRoot): FlowRegistry {
  const cached = loaded.get(root);
  if (cached) return cached;
  const { flows, media } = loadFlows(root);
  const latest = new Map<string, Flow>();
  for (const [flowId, versions] of flows) {
    const published = [...versions.values()].filter((f) => f.status === 'published').sort((a, b) => b.version - a.version);
    if (published[0]) latest.set(flowId, published[0]);
  }
  const registry: FlowRegistry = {
    latest: (flowId) => latest.get(flowId),
    get: (flowId, version) => flows.get(flowId)?.get(version),
    mediaFolders: () => media,
  };
  loaded.set(root, registry);
  return registry;
}
