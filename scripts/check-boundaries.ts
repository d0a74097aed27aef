/**
 * Enforces the folder table of architecture.md: which top-level folder may import which.
 * Usage: tsx scripts/check-boundaries.ts [root]   — prints each violation as file:line and exits non-zero.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';

const FOLDERS = ['flows', 'schemas', 'engine', 'server', 'web', 'tests', 'scripts'] as const;
type Folder = (typeof FOLDERS)[number];

/** Project folders each folder may import (besides itself). npm packages are checked separately. */
const MAY_IMPORT: Record<Folder, Folder[]> = {
  flows: [],
  schemas: [],
  engine: ['schemas'],
  server: ['engine', 'schemas', 'flows'],
  web: ['engine', 'schemas', 'flows'],
  tests: ['flows', 'schemas', 'engine', 'server', 'web', 'scripts'],
  scripts: ['flows', 'schemas', 'engine', 'server'],
};

/** The engine is pure: no Node built-ins, no I/O packages, no clock. */
const ENGINE_PACKAGES = new Set(['xstate', 'ajv', 'ajv-formats']);
const ENGINE_FORBIDDEN_CODE = [/\bDate\.now\(/, /new Date\(\s*\)/, /\bdocument\./, /\bwindow\./, /\bfetch\(/, /\bprocess\./];

const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'generated' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) yield path;
  }
}

function folderOf(root: string, file: string): Folder | undefined {
  const top = relative(root, file).split(sep)[0];
  return FOLDERS.find((f) => f === top);
}

function targetFolder(root: string, file: string, spec: string): Folder | 'package' | undefined {
  if (spec.startsWith('#')) return FOLDERS.find((f) => spec.startsWith(`#${f}/`));
  if (spec.startsWith('.')) return folderOf(root, resolve(dirname(file), spec));
  return 'package';
}

export function checkBoundaries(root: string): string[] {
  const problems: string[] = [];
  for (const folder of FOLDERS) {
    let files: string[];
    try {
      files = [...sourceFiles(join(root, folder))];
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const rel = relative(root, file);
      const lineOf = (index: number) => text.slice(0, index).split('\n').length;
      for (const match of text.matchAll(IMPORT_RE)) {
        const spec = match[1] ?? match[2] ?? match[3] ?? '';
        const target = targetFolder(root, file, spec);
        const where = `${rel}:${lineOf(match.index ?? 0)}`;
        if (target === undefined) {
          problems.push(`${where} imports '${spec}', which is outside the project's folders`);
        } else if (target === 'package') {
          const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
          if (folder === 'engine' && !ENGINE_PACKAGES.has(name)) {
            problems.push(`${where} (engine) imports '${spec}': the engine may use only ${[...ENGINE_PACKAGES].join(', ')}`);
          }
          if ((folder === 'schemas' || folder === 'flows') && !spec.startsWith('node:')) {
            problems.push(`${where} (${folder}) imports '${spec}': ${folder}/ imports nothing`);
          }
        } else if (target !== folder && !MAY_IMPORT[folder].includes(target)) {
          problems.push(`${where} (${folder}) imports '${spec}' from ${target}/, which ${folder}/ may not import`);
        }
      }
      if (folder === 'engine') {
        for (const pattern of ENGINE_FORBIDDEN_CODE) {
          const m = pattern.exec(text);
          if (m) problems.push(`${rel}:${lineOf(m.index)} (engine) uses '${m[0]}': the engine is pure (time and I/O come in as data)`);
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(process.argv[2] ?? '.');
  const problems = checkBoundaries(root);
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`\n${problems.length} import-boundary violation(s). See the folder table in architecture.md.`);
    process.exit(1);
  }
  console.log('Import boundaries hold.');
}
