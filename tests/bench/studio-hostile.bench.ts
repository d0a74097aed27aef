/**
 * The worst a studio request can cost: the doubling chains of tests/engine/hostile-flows.ts (computed values whose
 * last holds 2^K × 1,000 numbers, compared with itself in a question's condition, a step's rule or an order rule, or
 * built on an answer) saved as a draft with a JSON Patch, compared with the live version, and published. Each request goes to a server process of its own while
 * `/api/health` is asked every 20 ms; the figures are each request's time and the longest health answer meanwhile.
 * `STUDIO_HOSTILE_K=10,12` chooses the chain lengths (default 10, 20, 30).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from './run.ts';
import { startBenchServer, type BenchServer } from './bench-server-process.ts';
import { doublingChain, HOSTILE_PLACES } from '../engine/hostile-flows.ts';

const LIMIT_MS = 120_000;

interface Timed {
  status: number;
  ms: number;
  healthWorstMs: number;
  body: string;
}

/** Sends one request and asks /api/health every 20 ms until it answers (or LIMIT_MS passes). */
async function timed(server: BenchServer, method: string, path: string, body?: unknown): Promise<Timed> {
  const base = `http://127.0.0.1:${server.port}`;
  const headers: Record<string, string> = { cookie: server.cookie, origin: server.origin };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let done = false;
  let healthWorstMs = 0;
  const health = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(LIMIT_MS) }).then((r) => r.arrayBuffer()).catch(() => undefined);
      healthWorstMs = Math.max(healthWorstMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  let result: Omit<Timed, 'healthWorstMs'>;
  try {
    const response = await fetch(`${base}${path}`, {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(LIMIT_MS),
    });
    result = { status: response.status, ms: performance.now() - started, body: await response.text() };
  } catch {
    result = { status: 0, ms: performance.now() - started, body: '' };
  }
  // The health request under way when the reply came counts too: it waited for the same work.
  done = true;
  await health;
  return { ...result, healthWorstMs };
}

async function send(server: BenchServer, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { cookie: server.cookie, origin: server.origin };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, json: await response.json().catch(() => null) };
}

/** What the reply said, short: "422 FLOW_CHECKS_FAILED: The computed value 'c4' …" or "200 ok: true". */
function outcome(result: Timed): string {
  if (result.status === 0) return `no answer within ${LIMIT_MS / 1000} s`;
  try {
    const json = JSON.parse(result.body) as { code?: string; message?: string; check?: { ok: boolean; problems: { message: string }[] }; problems?: { message: string }[] };
    const problem = json.check?.problems[0]?.message ?? json.problems?.[0]?.message;
    const what = json.check ? `ok: ${json.check.ok}` : json.code ?? '';
    return `${result.status} ${what}${problem ? `: ${problem.slice(0, 110)}` : json.message ? `: ${json.message.slice(0, 110)}` : ''}`;
  } catch {
    return String(result.status);
  }
}

export default async function bench(report: Report): Promise<void> {
  const ks = (process.env.STUDIO_HOSTILE_K ?? '10,20,30').split(',').map(Number);
  const dir = mkdtempSync(join(tmpdir(), 'portal-studio-hostile-'));
  const server = await startBenchServer(`sqlite:${join(dir, 'portal.db')}`, { role: 'superAdmin' });
  try {
    const live = 3;
    for (const k of ks) {
      // Each request's outcome is printed; the figures are the slowest of them and the slowest health answer.
      let slowest = 0;
      let healthWorst = 0;
      const timedOne = async (name: string, method: string, path: string, body?: unknown) => {
        const result = await timed(server, method, path, body);
        console.log(`    K=${k}, ${name}: ${outcome(result)} in ${Math.round(result.ms)} ms, /api/health at worst ${Math.round(result.healthWorstMs)} ms`);
        slowest = Math.max(slowest, result.ms);
        healthWorst = Math.max(healthWorst, result.healthWorstMs);
      };
      for (const place of HOSTILE_PLACES) {
        const draft = await send(server, 'POST', '/api/flows/consumer/drafts', { from: live });
        const version = (draft.json as { version: { version: number } }).version.version;
        await timedOne(`${place}: save the draft (PATCH)`, 'PATCH', `/api/flows/consumer/versions/${version}`, doublingChain(k, place));
        await timedOne(`${place}: compare with the live version`, 'GET', `/api/flows/consumer/diff?from=${live}&to=${version}`);
        await timedOne(`${place}: publish`, 'POST', `/api/flows/consumer/versions/${version}/publish`, { notes: 'bench', acceptBreaking: true });
        await send(server, 'DELETE', `/api/flows/consumer/versions/${version}`);
      }
      report(`K=${k}: slowest studio request (save, compare, publish; 4 places)`, Math.round(slowest), 'ms', '≤ 2,000 ms');
      report(`K=${k}: slowest /api/health while they ran`, Math.round(healthWorst), 'ms', '≤ 100 ms');
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
