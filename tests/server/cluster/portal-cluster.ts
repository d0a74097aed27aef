import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { testSecrets } from '../test-config.ts';
import { freePorts } from './free-ports.ts';
import { httpFlowTarget, SERVED_BY, type HttpFlowTarget } from './http-target.ts';

/**
 * How one portal process is started: the server through tsx's loader, as `npx tsx server/main.ts` does, but in one
 * OS process (the tsx command runs the server in a child of its own, which a SIGKILL to it would leave running).
 */
export const PORTAL_SERVER_COMMAND = { command: process.execPath, args: ['--import', 'tsx', 'server/main.ts'] } as const;

/** The sample configuration of docs/operations.md, used as it is: three processes, addresses from the environment. */
export const HAPROXY_CONFIG = 'docs/haproxy.cfg';
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const PROCESS_NAMES = ['portal1', 'portal2', 'portal3'] as const;
/** PORTAL_ENV of the processes: qa verifies the captcha and the training video by itself (docs/product.md#environments). */
const PORTAL_ENV = 'qa';
const START_TIMEOUT_MS = 90_000;

export interface PortalProcess {
  /** the balancer's name for it (X-Served-By) */
  name: string;
  /** its own address, bypassing the balancer */
  url: string;
  child: ChildProcess;
  /** its log so far, one parsed JSON entry a line */
  log(): Record<string, unknown>[];
}

export interface PortalCluster {
  /** the balancer: PUBLIC_ORIGIN of every process */
  url: string;
  processes: PortalProcess[];
  /** the questionnaire helpers, through the balancer */
  flowTarget(): HttpFlowTarget;
  /** Stops the balancer and every process still running; waits for them. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function until(what: string, check: () => Promise<boolean>, failed: () => string | undefined): Promise<void> {
  const started = Date.now();
  for (;;) {
    const failure = failed();
    if (failure) throw new Error(failure);
    if (await check().catch(() => false)) return;
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`${what}: not ready after ${START_TIMEOUT_MS / 1000} s`);
    await sleep(200);
  }
}

function startProcess(name: string, port: number, env: Record<string, string>): PortalProcess {
  const child = spawn(PORTAL_SERVER_COMMAND.command, PORTAL_SERVER_COMMAND.args, {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const entries: Record<string, unknown>[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      entries.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      entries.push({ msg: line });
    }
  });
  createInterface({ input: child.stderr! }).on('line', (line) => entries.push({ level: 60, msg: line }));
  return { name, url: `http://127.0.0.1:${port}`, child, log: () => entries };
}

const answers = async (url: string) => (await fetch(url)).ok;
/** What the questionnaire helpers need to know of the processes' configuration. */
const processConfig = { env: PORTAL_ENV, sessionSecret: testSecrets.SESSION_SECRET } as const;

/** The variables of a test's portal process: QA, JSON logs, no demo data, the test secrets; `env` adds or overrides. */
function processEnv(options: { databaseUrl: string; dataDir: string; publicOrigin: string; env?: Record<string, string> }): Record<string, string> {
  return {
    PORTAL_ENV, HOST: '127.0.0.1', DATABASE_URL: options.databaseUrl, DATA_DIR: options.dataDir, PUBLIC_ORIGIN: options.publicOrigin,
    SEED_DEMO: 'false', LOG_FORMAT: 'json', LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1', ...testSecrets, ...options.env,
  };
}

const crashReport = (p: PortalProcess) => `${p.name} exited (${p.child.exitCode ?? p.child.signalCode}): ${p.log().slice(-40).map((e) => JSON.stringify(e)).join('\n')}`;

export interface SinglePortal extends PortalProcess {
  /** the questionnaire helpers, straight to the process */
  flowTarget(options?: { timeoutMs?: number }): HttpFlowTarget;
  /** Stops the process (SIGTERM, then SIGKILL after 15 s) and removes its data folder. */
  stop(): Promise<void>;
}

/** One portal process on `databaseUrl`, without a balancer; resolves once its health check answers. */
export async function startPortal(options: { databaseUrl: string; env?: Record<string, string> }): Promise<SinglePortal> {
  const [port] = await freePorts(1);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-single-'));
  const url = `http://127.0.0.1:${port}`;
  const portal = startProcess('portal', port!, processEnv({ databaseUrl: options.databaseUrl, dataDir, publicOrigin: url, env: options.env }));
  const killNow = () => portal.child.kill('SIGKILL');
  process.once('exit', killNow);
  const stop = async () => {
    if (!exited(portal.child)) portal.child.kill('SIGTERM');
    await waitForExit(portal.child, 15_000);
    rmSync(dataDir, { recursive: true, force: true });
    process.off('exit', killNow);
  };
  try {
    await until(portal.name, () => answers(`${url}/api/health`), () => (exited(portal.child) ? crashReport(portal) : undefined));
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...portal, flowTarget: (target) => httpFlowTarget(url, processConfig, target), stop };
}

/**
 * Starts three portal processes at once on one database (migrated by whichever comes first) and HAProxy in front of
 * them with docs/haproxy.cfg; resolves once the balancer has reached each of them. `env` adds to or overrides the
 * processes' variables (RATE_LIMIT_MAX, …). On any failure everything started is stopped again.
 */
export async function startCluster(options: { databaseUrl: string; env?: Record<string, string> }): Promise<PortalCluster> {
  const [balancerPort, ...ports] = await freePorts(PROCESS_NAMES.length + 1);
  const url = `http://localhost:${balancerPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  const env = processEnv({ databaseUrl: options.databaseUrl, dataDir, publicOrigin: url, env: options.env });
  const processes = PROCESS_NAMES.map((name, i) => startProcess(name, ports[i]!, env));
  let balancer: ChildProcess | undefined;
  let balancerOutput = '';
  const stop = async () => {
    for (const child of [balancer, ...processes.map((p) => p.child)]) if (child && !exited(child)) child.kill('SIGTERM');
    await Promise.all([balancer, ...processes.map((p) => p.child)].map((c) => (c ? waitForExit(c, 15_000) : undefined)));
    rmSync(dataDir, { recursive: true, force: true });
    process.off('exit', killAll);
  };
  const killAll = () => {
    for (const child of [balancer, ...processes.map((p) => p.child)]) if (child && !exited(child)) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const deadProcess = () => {
    const dead = processes.find((p) => exited(p.child));
    return dead && crashReport(dead);
  };
  try {
    await Promise.all(processes.map((p) => until(p.name, () => answers(`${p.url}/api/health`), deadProcess)));
    balancer = spawn(HAPROXY, ['-f', HAPROXY_CONFIG, '-db'], {
      env: { PATH: process.env.PATH ?? '', PORTAL_BALANCER: `127.0.0.1:${balancerPort}`, ...Object.fromEntries(ports.map((p, i) => [`PORTAL_${i + 1}`, `127.0.0.1:${p}`])) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const b = balancer;
    for (const stream of [b.stdout!, b.stderr!]) stream.on('data', (chunk: Buffer) => { balancerOutput += chunk.toString(); });
    // Every process seen through the balancer: its health checks have passed for all three.
    const seen = new Set<string>();
    await until('the balancer', async () => {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) seen.add(res.headers.get(SERVED_BY) ?? '');
      return PROCESS_NAMES.every((n) => seen.has(n));
    }, () => deadProcess() ?? (exited(b) ? `haproxy exited: ${balancerOutput}` : undefined));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, processes, flowTarget: () => httpFlowTarget(url, processConfig), stop };
}
