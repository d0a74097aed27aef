// What `npm run build` makes, from which sources, and whether what is in dist/ was built from the sources checked
// out. Plain Node: `npm start` reads it in production, where no build tool is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The parts of the build: the files each is made from, the file that shows it was made, and the command that makes it. */
export const buildParts = {
  web: {
    label: 'the web app',
    sources: ['web', 'engine', 'schemas', 'flows', 'scripts/vite', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'],
    output: 'dist/web/index.html',
    command: ['vite', 'build', '--logLevel', 'warn'],
  },
  // The public pages rendered on the server (decision 082): the web app's components, built for Node into dist/ssr.
  ssr: {
    label: 'the server render of the public pages',
    sources: ['web', 'engine', 'schemas', 'flows', 'scripts/vite', 'vite.ssr.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'],
    output: 'dist/ssr/server-entry.js',
    command: ['vite', 'build', '--config', 'vite.ssr.config.ts', '--logLevel', 'warn'],
  },
  server: {
    label: 'the server',
    sources: ['server', 'engine', 'schemas', 'vite.server.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'],
    output: 'dist/server/server/main.js',
    command: ['vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'],
  },
};

const STAMP = 'dist/build-stamp.json';
/** Read by people, not by a build: the folders' READMEs and scratch files. */
const NOT_INPUT = /(\.md|\.tmp\.[a-z]+)$/;

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return NOT_INPUT.test(path) ? [] : [path];
  return readdirSync(full).sort().flatMap((name) => filesUnder(root, join(path, name)));
}

/** One SHA-256 over the names and contents of a part's sources: the same checkout gives the same hash whatever the file times. */
export function sourceHash(part, root = projectRoot) {
  const hash = createHash('sha256');
  for (const file of buildParts[part].sources.flatMap((source) => filesUnder(root, source))) {
    hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

function readStamp(root) {
  const file = join(root, STAMP);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** Records that `part` was built from sources hashing to `hash`. */
export function writeStamp(part, hash, root = projectRoot) {
  const stamp = { ...readStamp(root), [part]: { sources: hash, builtAt: new Date().toISOString() } };
  mkdirSync(dirname(join(root, STAMP)), { recursive: true });
  writeFileSync(join(root, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** 'missing' (never built, or its output is gone), 'stale' (built from other sources) or 'fresh'. */
export function buildState(part, root = projectRoot) {
  const recorded = readStamp(root)[part];
  if (!recorded || !existsSync(join(root, buildParts[part].output))) return 'missing';
  return recorded.sources === sourceHash(part, root) ? 'fresh' : 'stale';
}
