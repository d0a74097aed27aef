#!/usr/bin/env node
// The one test command: every check CI runs, in order, stopping at the first failure.
// Plain Node (no TypeScript) so it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { onSupportedNode } from './runtime/supported-node.mjs';

await onSupportedNode();

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['import boundaries', 'npx', ['tsx', 'scripts/check-boundaries.ts']],
  ['generated types are fresh', 'npx', ['tsx', 'scripts/generate-types.ts', '--check']],
  ['flows check', 'npx', ['tsx', 'scripts/flows-check.ts']],
  ['unit, API and web tests', 'npx', ['vitest', 'run']],
  ['build (web app and compiled server)', 'node', ['scripts/build.mjs']],
  ['end-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

function run(command, args, env = {}) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

/** A program the tests run, installed from Debian's package when it is missing (as root, with apt-get). */
function ensureDebianPackage({ name, path, variable }) {
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${name} is missing: installing Debian's ${name} package…`);
    const ok = run('apt-get', ['update', '-qq']) === 0 &&
      run('apt-get', ['install', '-y', '-qq', name], { DEBIAN_FRONTEND: 'noninteractive' }) === 0;
    if (ok && existsSync(path)) return;
  }
  console.error(`\n${name} not found at ${path}. Install it (Debian: sudo apt-get install -y ${name}) or set ${variable}.\n`);
  process.exit(1);
}

const only = process.argv.slice(2);
ensureDebianPackage({ name: 'chromium', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', variable: 'CHROMIUM_PATH' });
// The balancer of the three-process test (tests/server/cluster.test.ts, decision 030).
ensureDebianPackage({ name: 'haproxy', path: process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy', variable: 'HAPROXY_PATH' });
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n▶ ${name}`);
  const t = Date.now();
  const status = run(command, args);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status}).`);
    process.exit(status);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
