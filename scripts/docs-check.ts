/**
 * Docs that stand alone (decision 051): every reference in the repository can be opened from the repository.
 * - No citation of a document kept elsewhere: the product is described in docs/product.md, the reasons in the
 *   decision records.
 * - Every `docs/….md` path, `#heading` anchor and "decision NNN" names a file and heading that exist.
 * - A decision record that names a repository path that is gone says where it went, "(now `new/path.ts`, …)".
 * Usage: tsx scripts/docs-check.ts [root]   — prints each problem as file:line and exits non-zero.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';

export const RULE = 'docs/decisions/051-docs-that-stand-alone.md';

/** Files never read: media, fonts, images, and the lock file (package names, not prose). */
const SKIPPED = /\.(pdf|mp4|webm|vtt|png|jpe?g|gif|ico|woff2?|ttf|otf|zip|gz|xlsx|db)$|(^|\/)package-lock\.json$/;

/**
 * Citations of documents outside the repository, each with what to write instead. The section sign is allowed after a
 * published standard's name (RFC 7636, OpenID Connect), which anyone can open.
 */
const OUTSIDE: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\bspec\s*§|\bthe spec\b(?!s)|\bspec's\b|\(spec:\s(?!string\b)/gi, what: 'cites the specification' },
  { pattern: /(?<!(?:RFC \d+|Discovery|Core \d\.\d|Connect)[^§]{0,3})§\s*\d/g, what: 'cites a numbered section' },
  { pattern: /\bspec[-‐]decisions\b|\bdecisions? #\d/gi, what: 'cites the specification\'s decisions' },
  { pattern: /\bissues?:?\s*#?\d+\b/gi, what: 'cites a tracker issue' },
  { pattern: /\barchitecture\.md\b|\bportal[-‐]spec\b/gi, what: 'cites a design document kept elsewhere' },
];

/** The repository's tracked files (what a clone holds), as paths relative to `root`. */
export function trackedFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.split('\0').filter((f) => f !== '' && !SKIPPED.test(f) && existsSync(join(root, f)));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (a repeated heading gets -1, -2…, as on GitHub). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Text {
  file: string;
  lines: string[];
}

function citationProblems({ file, lines }: Text): string[] {
  const problems: string[] = [];
  lines.forEach((line, i) => {
    const found = OUTSIDE.flatMap(({ pattern, what }) => [...line.matchAll(pattern)].map((m) => `${what} ("${m[0]}")`));
    if (found.length === 0) return;
    problems.push(`${file}:${i + 1} ${found.join(', ')}: a document a newcomer cannot open. Point to docs/product.md#<heading> or a decision record instead, or say the rule in words (${RULE})`);
  });
  return problems;
}

/** `docs/<file>.md`, `docs/<file>.md#<anchor>`, and in Markdown a relative link `](<file>.md#<anchor>)` or `](#<anchor>)`. */
const DOC_PATH = /(?<![\w/.-])(docs\/[\w./-]*?\.md)(#[\w-]+)?/g;
const MD_LINK = /\]\((?!https?:|mailto:)([^)\s#]*)(#[^)\s]*)?\)/g;
const DECISION_NUMBER = /\bdecisions?((?:,?\s+(?:and\s+|or\s+)?\d{3}\b)+)/gi;

function linkProblems({ file, lines }: Text, root: string, anchorsFor: (path: string) => Set<string> | undefined, records: Set<string>): string[] {
  const problems: string[] = [];
  const check = (i: number, target: string, anchor: string | undefined, written: string) => {
    const anchors = anchorsFor(target);
    if (!anchors) problems.push(`${file}:${i + 1} names ${written}, which does not exist`);
    else if (anchor && !anchors.has(anchor.slice(1))) {
      problems.push(`${file}:${i + 1} names ${written}, but ${target} has no heading with that anchor (${RULE})`);
    }
  };
  lines.forEach((line, i) => {
    for (const m of line.matchAll(DOC_PATH)) check(i, m[1]!, m[2], `${m[1]}${m[2] ?? ''}`);
    if (file.endsWith('.md')) {
      for (const m of line.matchAll(MD_LINK)) {
        const target = m[1] === '' ? file : normalize(join(dirname(file), m[1]!)).split('\\').join('/');
        if (!target.endsWith('.md')) {
          if (!existsSync(resolve(root, target))) problems.push(`${file}:${i + 1} links ${m[1]}, which does not exist`);
          continue;
        }
        check(i, target, m[2], `${m[1]}${m[2] ?? ''}`);
      }
    }
    for (const m of line.matchAll(DECISION_NUMBER)) {
      for (const n of m[1]!.match(/\d{3}/g) ?? []) {
        if (!records.has(n)) problems.push(`${file}:${i + 1} names decision ${n}, which has no record in docs/decisions/`);
      }
    }
  });
  return problems;
}

/** Backticked repository paths in a record (`server/x.ts`, `web/app/`, `x.ts:12`); globs and placeholders are skipped. */
const RECORD_PATH = /`((?:server|web|engine|schemas|scripts|tests|flows|docs)\/[\w./@-]*)(?::\d+)?`/g;
/** What a record writes after a path, or a list of paths, that has gone: "(now `…`", ", now `…`", "(removed …". */
const WHERE_IT_WENT = /^[^)]{0,100}?\b(?:now|moved|removed|renamed|gone)\b/;

function recordPathProblems({ file, lines }: Text, root: string): string[] {
  const problems: string[] = [];
  lines.forEach((line, i) => {
    const rest = `${line} ${lines[i + 1] ?? ''}`;
    for (const m of line.matchAll(RECORD_PATH)) {
      const path = m[1]!;
      if (existsSync(join(root, path))) continue;
      const after = rest.slice(m.index! + m[0].length);
      if (WHERE_IT_WENT.test(after)) continue;
      problems.push(`${file}:${i + 1} names \`${path}\`, which no longer exists: add where it went, "(now \`new/path.ts\`, decision NNN)" (${RULE})`);
    }
  });
  return problems;
}

const INDEX = 'docs/decisions/README.md';
const INDEX_ROW = /^\|\s*\[(\d{3})\]\((\d{3}-[^)]+\.md)\)\s*\|[^|]*\|\s*([^|]*?)\s*\|\s*$/;

/** The index of decision records has a row for every record, saying whether it is current or replaced, and by which. */
function indexProblems(index: Text | undefined, recordFiles: string[]): string[] {
  if (!index) return recordFiles.length === 0 ? [] : [`${INDEX} is missing: it lists every decision record with its status`];
  const rows = new Map<string, { line: number; status: string }>();
  index.lines.forEach((line, i) => {
    const row = INDEX_ROW.exec(line);
    if (row) rows.set(`docs/decisions/${row[2]}`, { line: i + 1, status: row[3]! });
  });
  const problems: string[] = [];
  for (const file of recordFiles) {
    const row = rows.get(file);
    if (!row) problems.push(`${INDEX} has no row for ${file}: add one with its status (current, or replaced by which)`);
    else if (!/^(current|replaced)\b/.test(row.status)) {
      problems.push(`${INDEX}:${row.line} gives ${file} the status "${row.status}": say "current" or "replaced by NNN"`);
    }
  }
  return problems;
}

/** Every problem in the tracked files under `root`, as "file:line what". */
export function checkDocs(root: string, files: string[] = trackedFiles(root)): string[] {
  const texts: Text[] = files.map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n') }));
  const byPath = new Map(texts.map((t) => [t.file, t]));
  const anchorCache = new Map<string, Set<string> | undefined>();
  const anchorsFor = (path: string) => {
    if (!anchorCache.has(path)) {
      const text = byPath.get(path);
      anchorCache.set(path, text ? anchorsOf(text.lines.join('\n')) : undefined);
    }
    return anchorCache.get(path);
  };
  const records = new Set(files.flatMap((f) => /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(f)?.[1] ?? []));
  const recordFiles = files.filter((f) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(f));
  const problems: string[] = indexProblems(byPath.get(INDEX), recordFiles);
  for (const text of texts) {
    problems.push(...citationProblems(text), ...linkProblems(text, root, anchorsFor, records));
    if (/^docs\/decisions\/\d{3}-/.test(text.file)) problems.push(...recordPathProblems(text, root));
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const problems = checkDocs(resolve(process.argv[2] ?? '.'));
  for (const p of problems) console.error(p);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
