/**
 * The lock of published flow versions: flows/flows.lock.json records the SHA-256 of every published
 * flows/<id>/v<N>.json, so `npm run flows:check` fails when a published version is edited in place.
 * Usage: tsx scripts/flows-lock.ts   (npm run flows:lock) — records each published version not locked yet; refuses
 * (exit 1) when a locked version's content has changed, and never rewrites an entry.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Problem } from '#engine/problem.ts';
import { flowHash } from '#server/areas/flows/index.ts';

export const LOCK_FILE = 'flows.lock.json';

/** Every flows/<id>/v<N>.json under `root`. */
export function flowFiles(root: string): string[] {
  const dir = join(root, 'flows');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .flatMap((name) => readdirSync(join(dir, name)).filter((f) => /^v\d+\.json$/.test(f)).map((f) => join(dir, name, f)))
    .sort();
}

export interface FlowLock {
  description: string;
  /** By path under flows/ (consumer/v1.json): the SHA-256 (hex) of the published file. */
  sha256: Record<string, string>;
}

const DESCRIPTION = 'SHA-256 of each published flow version, written by npm run flows:lock when a version is published. A published version never changes: add flows/<id>/v<N+1>.json instead.';

/** The lock of the flows folder holding `flowFile` (flows/<id>/v<N>.json → flows/flows.lock.json), and its key. */
export function lockPlace(flowFile: string): { lockPath: string; key: string } {
  const flowsDir = dirname(dirname(flowFile));
  return { lockPath: join(flowsDir, LOCK_FILE), key: relative(flowsDir, flowFile).split('\\').join('/') };
}

export function readLock(lockPath: string): FlowLock | null {
  return existsSync(lockPath) ? (JSON.parse(readFileSync(lockPath, 'utf8')) as FlowLock) : null;
}

/**
 * lockProblems(file, text, status, lock) → [] when a published file matches its locked hash; a problem when its content
 * changed since it was published, or when it is published but not locked. A folder without a lock (a flow file
 * checked outside the repository's flows/) has nothing to compare with; the repository's own lock is required.
 */
export function lockProblems(file: string, text: string, status: unknown, lock: FlowLock | null): Problem[] {
  if (!lock) return [];
  const { key } = lockPlace(file);
  const locked = lock.sha256[key];
  if (locked === undefined) {
    return status === 'published' ? [{ pointer: '/status', message: `published but not in flows/${LOCK_FILE}: run npm run flows:lock` }] : [];
  }
  if (flowHash(text) !== locked) {
    return [{ pointer: '', message: `a published version cannot change: the file differs from the SHA-256 recorded in flows/${LOCK_FILE}; add v<N+1>.json instead` }];
  }
  return [];
}

/** Records the published versions of `files` not locked yet; returns the keys added, or throws when a locked one changed. */
export function lockPublished(files: string[]): string[] {
  const added: string[] = [];
  const locks = new Map<string, FlowLock>();
  for (const file of files) {
    const { lockPath, key } = lockPlace(file);
    const lock = locks.get(lockPath) ?? readLock(lockPath) ?? { description: DESCRIPTION, sha256: {} };
    locks.set(lockPath, lock);
    const text = readFileSync(file, 'utf8');
    const flow = JSON.parse(text) as { status?: unknown };
    const locked = lock.sha256[key];
    if (locked !== undefined && locked !== flowHash(text)) throw new Error(`${key} was published with another content: a published version cannot change.`);
    if (locked === undefined && flow.status === 'published') {
      lock.sha256[key] = flowHash(text);
      added.push(key);
    }
  }
  for (const [lockPath, lock] of locks) {
    const sorted = Object.fromEntries(Object.entries(lock.sha256).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(lockPath, `${JSON.stringify({ ...lock, sha256: sorted }, null, 2)}\n`);
  }
  return added;
}

function main(): void {
  const root = resolve(import.meta.dirname, '..');
  try {
    const added = lockPublished(flowFiles(root));
    console.log(added.length ? `Locked ${added.join(', ')}.` : 'Every published version is locked already.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
