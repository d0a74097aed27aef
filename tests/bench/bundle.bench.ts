/**
 * Size of the JavaScript a page loads, gzip-compressed as it travels: the entry script of dist/web/index.html
 * plus every chunk it imports statically (modulepreload), followed transitively through the chunks' own static
 * imports. Lazy chunks (admin pages) are not counted: they are what the consumer never downloads.
 */
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import type { Report } from './run.ts';

const DIST = 'dist/web';

export function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    // Static imports in Rollup's output: `import{a as b}from"./x.js"` or `import"./x.js"` (not `import("./x.js")`).
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      visit(join('assets', m[1]!));
    }
  };
  visit(entry);
  return seen;
}

export function pageScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
}

export default async function bench(report: Report): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const files = new Set<string>();
  for (const entry of pageScripts()) for (const f of staticGraph(entry)) files.add(f);
  let gzip = 0;
  let raw = 0;
  for (const f of files) {
    const bytes = readFileSync(join(DIST, f));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  report('JS loaded by / (gzip)', Math.round(gzip / 102.4) / 10, 'KB', '≤ 150 KB');
  report('JS loaded by / (raw)', Math.round(raw / 102.4) / 10, 'KB');
  report('chunks loaded by /', files.size, 'files');
  const all = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const total = all.reduce((sum, f) => sum + gzipSync(readFileSync(join(DIST, 'assets', f)), { level: 9 }).length, 0);
  report('all JS of the build (gzip, incl. lazy admin chunks)', Math.round(total / 102.4) / 10, 'KB');
}
