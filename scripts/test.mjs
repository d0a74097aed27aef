#!/usr/bin/env node
// The one test command: every check CI runs, stopping at the first step that fails.
// Plain Node (no TypeScript) so it runs before anything is built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { onSupportedNode } from './runtime/supported-node.mjs';
import { runInParallel } from './test/parallel-steps.mjs';

await onSupportedNode();

// Steps that need nothing of one another, run at the same time (scripts/test/parallel-steps.mjs), the longest
// first; then the tests, one step after another, since each uses every core. The build comes before the tests: the
// production tests of Vitest find it fresh instead of building it themselves, and it is built once (decision 052).
const independentSteps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['build (web app and compiled server)', 'node', ['scripts/build.mjs']],
  ['import boundaries', 'npx', ['tsx', 'scripts/check-boundaries.ts']],
  ['generated types are fresh', 'npx', ['tsx', 'scripts/generate-types.ts', '--check']],
  ['flows check', 'npx', ['tsx', 'scripts/flows-check.ts']],
];
const steps = [
  ['unit, API and web tests', 'npx', ['vitest', 'run']],
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
// The end-to-end tests' browser: Chromium's headless shell (playwright.config.ts, decision 089).
ensureDebianPackage({ name: 'chromium-headless-shell', path: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell', variable: 'CHROMIUM_PATH' });
// The balancer of the three-process test (tests/server/cluster.test.ts, decision 030).
ensureDebianPackage({ name: 'haproxy', path: process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy', variable: 'HAPROXY_PATH' });

const started = Date.now();
const chosen = (list) => list.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
const checks = chosen(independentSteps);
if (checks.length) {
  const failedChecks = await runInParallel(checks);
  if (failedChecks.length) {
    console.error(`\n✖ ${failedChecks.join(', ')} failed: the tests were not run.`);
    process.exit(1);
  }
  console.log(`\nThe steps above took ${((Date.now() - started) / 1000).toFixed(1)} s side by side.`);
}
for (const [name, command, args] of chosen(steps)) {
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
