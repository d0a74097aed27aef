import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as StudioPool from '#server/areas/flows/studio-pool.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParts, projectRoot, sourceHash, writeStamp, type BuildPart } from '../../scripts/build/build-stamp.mjs';
import { ensureBuilt, startProductionProcess, type ServerProcess } from './production-process.ts';

/** `npm start` in PORTAL_ENV=prod, run from a copy of the start scripts in `root`. */
function startIn(root: string) {
  const run = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env: { PATH: process.env.PATH, PORTAL_ENV: 'prod' }, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, lines: run.stderr.split('\n').filter(Boolean) };
}

describe('npm start in production refuses a build it cannot trust', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeAll(() => {
    // A project of its own: the start scripts, one source file per part, and outputs that only say they ran.
    root = mkdtempSync(join(tmpdir(), 'portal-start-'));
    for (const file of ['package.json', 'scripts/start.mjs', 'scripts/build/build-stamp.mjs', 'scripts/runtime/supported-node.mjs']) write(file, readFileSync(join(projectRoot, file), 'utf8'));
    write('server/main.ts', 'export {};\n');
    write('web/index.html', '<!doctype html>\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const build = (part: BuildPart, output: string) => {
    write(buildParts[part].output, output);
    writeStamp(part, sourceHash(part, root), root);
  };

  it('with nothing built: one line naming the fix, exit 1', () => {
    const start = startIn(root);
    expect(start.status).toBe(1);
    expect(start.lines).toEqual(['Cannot start in production: the web app is not built and the server render of the public pages is not built and the server is not built. Run `npm run build`, then `npm start`.']);
  });

  it('built from these sources: runs the compiled server', () => {
    build('web', '<!doctype html>\n');
    build('ssr', 'export {};\n');
    build('server', 'console.log("compiled server running");\n');
    const start = startIn(root);
    expect(start.lines).toEqual([]);
    expect(start.stdout).toBe('compiled server running\n');
    expect(start.status).toBe(0);
  });

  it('a source changed since the build: one line naming the fix, exit 1', () => {
    write('server/main.ts', 'export const changed = true;\n');
    const start = startIn(root);
    expect(start.status).toBe(1);
    expect(start.lines).toEqual(['Cannot start in production: the server is built from other sources than the ones checked out. Run `npm run build`, then `npm start`.']);
  });

  it('the compiled output gone though its stamp is there: not built', () => {
    write('server/main.ts', 'export {};\n');
    rmSync(join(root, buildParts.server.output));
    expect(startIn(root).lines).toEqual(['Cannot start in production: the server is not built. Run `npm run build`, then `npm start`.']);
  });
});

/** The packages the compiled server imports (static and dynamic imports of a bare name, and a package loaded on first use). */
function packagesImportedBy(dir: string): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
  // The compiled modules write each static import or re-export on a line of its own.
  const specifiers = [
    /^(?:import|export)\b[^"'\n]*?["']([^"'./#][^"']*)["'];?$/gm,
    /\bimport\(\s*["']([^"'./#][^"']*)["']\s*\)/g,
    /\bonFirstUse\(\s*["']([^"'./#][^"']*)["']\s*\)/g,
  ];
  for (const file of files) {
    const code = readFileSync(join(dir, file), 'utf8');
    for (const match of specifiers.flatMap((specifier) => [...code.matchAll(specifier)])) {
      const parts = match[1]!.split('/');
      names.add(parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
    }
  }
  return names;
}

describe('the compiled server', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    ensureBuilt();
    server = await startProductionProcess(['scripts/start.mjs']);
  }, 240_000);
  afterAll(async () => server?.stop());

  it('starts with plain node in production and answers /api/health', async () => {
    const reply = await fetch(`${server.origin}/api/health`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ status: 'ok' });
    const page = await fetch(`${server.origin}/`);
    // The landing page rendered on the server by the compiled render module (decision 082).
    expect(await page.text()).toMatch(/<div id="root"><div [^>]*>.*Save a life! Carry Naloxone\./s);
  });

  it('runs the studio\'s heavy work on the compiled worker thread', async () => {
    const pool = (await import(pathToFileURL(join(projectRoot, 'dist/server/server/areas/flows/studio-pool.js')).href)) as typeof StudioPool;
    const definition = readFileSync(join(projectRoot, 'flows/consumer/v3.json'), 'utf8');
    const check = await pool.studioPool(30_000).run({ kind: 'check', definition, scenarios: { scenarios: [], latestVersion: 3 } });
    expect(check).toEqual({ ok: true, problems: [], scenarios: [] });
  });

  it('imports only Node built-ins and the dependencies of package.json (no devDependency, so npm ci --omit=dev runs it)', () => {
    const { dependencies } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const imported = [...packagesImportedBy(join(projectRoot, 'dist/server')), ...packagesImportedBy(join(projectRoot, 'dist/ssr'))];
    expect(imported).toContain('fastify');
    expect(imported).toContain('exceljs');
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    expect(imported.filter((name) => !builtins.has(name) && !(name in dependencies))).toEqual([]);
  });
});
