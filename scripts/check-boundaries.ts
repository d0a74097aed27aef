/**
 * Enforces the folder rules of the READMEs: which top-level folder may import which; inside server/areas, an area
 * reaches another only through its index.ts, the areas depend on each other in one direction, a table is queried only
 * by the area that owns it, and no area imports a plugin; inside web/, a feature never imports another and nothing but
 * the entry imports the composition root (web/app/); the spreadsheet writers are used by one file each.
 * Usage: tsx scripts/check-boundaries.ts [root]   — prints each violation as file:line and exits non-zero.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { areaCycles, type ServerImport } from './boundaries/area-cycles.ts';
import { foreignTableQueries, tableOwners } from './boundaries/table-owners.ts';

/** Where each rule is written down (every path exists in the project; a test holds it). */
export const RULE_DOCUMENTS = {
  folders: 'README.md',
  areas: 'server/README.md',
  decision: 'docs/decisions/046-areas-in-one-direction.md',
  web: 'web/README.md',
} as const;

/** The section of RULE_DOCUMENTS.areas that states the areas' rules. */
export const AREA_SECTION = 'The areas in one direction';
const AREA_ADVICE = `(see ${RULE_DOCUMENTS.areas}, "${AREA_SECTION}")`;

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

/** Files that compose every area (the app, the lists of API areas and of pages, the list of jobs, the Database type) and may reach into them. */
const AREA_COMPOSERS = new Set(['server/app.ts', 'server/routes/routes.ts', 'server/routes/pages.ts', 'server/routes/scheduled-jobs.ts', 'server/db/database.schema.ts']);

/**
 * Plumbing outside server/areas that must use an area, always through its index.ts. Anything else outside the
 * areas (lists, http, db, crypto, mail, errors, validation, logging, config, …) serves the areas and imports none.
 */
const PLUMBING_USING_AREAS: Record<string, string> = {
  'server/plugins/auth.ts': 'turns the session cookie into its user (the users area: accounts and their sessions) and sets the demo passwords',
  'server/plugins/flows.ts': 'loads the flow registry (flows) once at start',
  'server/plugins/audit-trail.ts': "writes the audit entry each route declares (audit)",
  'server/oidc/embedded-provider.ts': "the provider's account store is the users table (users)",
  'server/oidc/interaction.routes.ts': "the provider's sign-in pages count attempts against the throttle (sign-in), and find accounts, set passwords and spend invite codes (users)",
  'server/oidc/second-step.routes.ts': "the provider's second step checks a person's second factors (second-factors), counts wrong codes against the throttle (sign-in) and finds the account (users)",
  'server/oidc/sign-in-messages.ts': "the provider's pages word a wait as the throttle does (sign-in)",
  'server/db/bring-up-to-date.ts': 'the consumer rehash (consumers) is the last step of bringing a database up to date',
  'server/start-banner.ts': 'prints the demo accounts (users) in development',
  'server/db/seed/demo-orders.ts': "the demo orders held for review give the consumers area's words for why",
  'server/db/seed/demo-survey.ts': "the demo questionnaire is stored as the studio stores a version: its text and hash (flows)",
};

/**
 * The packages that write spreadsheets, and the one file that may use each (by import or onFirstUse): the portal's
 * CSV and XLSX writers, which put every text cell through spreadsheetText (decision 044). Tests read files with them.
 */
const SPREADSHEET_WRITERS: Record<string, string> = {
  'csv-stringify': 'server/lists/csv-file.ts',
  exceljs: 'server/lists/xlsx-stream.ts',
};

const AREAS = 'server/areas';
const FEATURES = 'web/features';
const PLUGINS = 'server/plugins/';
/** The web app's composition root (router, providers, route table), and the files that may import it: the entries (the browser's, the server render's). */
const WEB_ROOT = 'web/app/';
const WEB_ENTRY = 'web/main.tsx';
const WEB_SERVER_ENTRY = 'web/server-entry.tsx';

/** Files that write every table, as the schema or the demo data of a first start; the table rule does not apply. */
const WRITES_EVERY_TABLE = ['server/db/migrations/', 'server/db/seed/', 'server/db/database.schema.ts'];

const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
/** A package loaded lazily (server/on-first-use.ts): onFirstUse, its type, then the package's name in quotes. */
const ON_FIRST_USE_RE = /\bonFirstUse\s*(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g;

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

/** The project path ('server/areas/quotas/index.ts') an import names, or undefined for a package. */
function importedPath(root: string, file: string, spec: string): string | undefined {
  if (spec.startsWith('#')) {
    const folder = FOLDERS.find((f) => spec.startsWith(`#${f}/`));
    return folder ? `${folder}/${spec.slice(folder.length + 2)}` : undefined;
  }
  if (spec.startsWith('.')) return relative(root, resolve(dirname(file), spec)).split(sep).join('/');
  return undefined;
}

/** 'quotas' for 'server/areas/quotas/quotas.routes.ts' under 'server/areas'; undefined outside it. */
function sliceOf(path: string, slices: string): string | undefined {
  return path.startsWith(`${slices}/`) ? path.slice(slices.length + 1).split('/')[0] : undefined;
}

const packageName = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

/** The problem with `file` (outside tests) using the package `name`, when it is a spreadsheet writer and the file is not its one user. */
function spreadsheetWriterProblem(file: string, name: string): string | undefined {
  const writer = SPREADSHEET_WRITERS[name];
  if (writer === undefined || file === writer || file.startsWith('tests/')) return undefined;
  return `uses '${name}': spreadsheets are written only through ${writer}, which keeps every text cell from running as a formula`;
}

/** The problem with `from` importing `to` across areas or features, or into a plugin or the web app's root, if any. */
function sliceProblem(from: string, to: string): string | undefined {
  if (to.startsWith(PLUGINS) && sliceOf(from, AREAS) !== undefined) {
    return `(area ${sliceOf(from, AREAS)}) imports a plugin: plugins register and decorate the app, and what areas share lives below them, in server/http, server/auth, server/db… ${AREA_ADVICE}`;
  }
  if (to.startsWith(WEB_ROOT) && from.startsWith('web/') && !from.startsWith(WEB_ROOT) && from !== WEB_ENTRY && from !== WEB_SERVER_ENTRY) {
    return `imports the composition root (web/app/), which only ${WEB_ENTRY} may: what pages share goes to web/lib or web/components (${RULE_DOCUMENTS.web})`;
  }
  const toArea = sliceOf(to, AREAS);
  if (toArea !== undefined && from.startsWith('server/')) {
    const fromArea = sliceOf(from, AREAS);
    const throughSurface = to === `${AREAS}/${toArea}/index.ts`;
    if (fromArea === undefined) {
      if (AREA_COMPOSERS.has(from)) return undefined;
      if (!(from in PLUMBING_USING_AREAS)) return `plumbing may not import an area (${toArea}); move the shared piece out of the area, or list the file in PLUMBING_USING_AREAS with its reason. ${AREA_ADVICE}`;
      if (!throughSurface) return `imports the ${toArea} area only through ${AREAS}/${toArea}/index.ts`;
    } else if (fromArea !== toArea && !throughSurface) {
      return `(area ${fromArea}) imports the ${toArea} area only through ${AREAS}/${toArea}/index.ts`;
    }
  }
  const toFeature = sliceOf(to, FEATURES);
  const fromFeature = sliceOf(from, FEATURES);
  if (toFeature !== undefined && fromFeature !== undefined && toFeature !== fromFeature) {
    return `(feature ${fromFeature}) imports the ${toFeature} feature: a feature never imports another; share through web/components or web/lib`;
  }
  return undefined;
}

export function checkBoundaries(root: string): string[] {
  const problems: string[] = [];
  const serverImports: ServerImport[] = [];
  const owners = tableOwners(root);
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
          const name = packageName(spec);
          const writer = spreadsheetWriterProblem(rel.split(sep).join('/'), name);
          if (writer) problems.push(`${where} ${writer}`);
          if (folder === 'engine' && !ENGINE_PACKAGES.has(name)) {
            problems.push(`${where} (engine) imports '${spec}': the engine may use only ${[...ENGINE_PACKAGES].join(', ')}`);
          }
          if ((folder === 'schemas' || folder === 'flows') && !spec.startsWith('node:')) {
            problems.push(`${where} (${folder}) imports '${spec}': ${folder}/ imports nothing`);
          }
        } else if (target !== folder && !MAY_IMPORT[folder].includes(target)) {
          problems.push(`${where} (${folder}) imports '${spec}' from ${target}/, which ${folder}/ may not import`);
        } else {
          const path = importedPath(root, file, spec);
          const from = rel.split(sep).join('/');
          const problem = path === undefined ? undefined : sliceProblem(from, path);
          if (problem) problems.push(`${where} ${problem}: '${spec}'`);
          // The composers stand above every area: the Database type they compose is a type every area reads.
          if (path?.startsWith('server/') && folder === 'server' && !AREA_COMPOSERS.has(from)) serverImports.push({ from, line: lineOf(match.index ?? 0), to: path });
        }
      }
      const path = rel.split(sep).join('/');
      if (folder === 'server' && !WRITES_EVERY_TABLE.some((prefix) => path.startsWith(prefix))) {
        problems.push(...foreignTableQueries(path, text, owners, AREA_ADVICE));
      }
      for (const match of text.matchAll(ON_FIRST_USE_RE)) {
        const writer = spreadsheetWriterProblem(rel.split(sep).join('/'), packageName(match[1]!));
        if (writer) problems.push(`${rel}:${lineOf(match.index ?? 0)} ${writer}`);
      }
      if (folder === 'engine') {
        for (const pattern of ENGINE_FORBIDDEN_CODE) {
          const m = pattern.exec(text);
          if (m) problems.push(`${rel}:${lineOf(m.index)} (engine) uses '${m[0]}': the engine is pure (time and I/O come in as data)`);
        }
      }
    }
  }
  problems.push(...areaCycles(serverImports, AREA_ADVICE));
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(process.argv[2] ?? '.');
  const problems = checkBoundaries(root);
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`\n${problems.length} boundary violation(s). The rules: ${RULE_DOCUMENTS.folders} (the folders), ${RULE_DOCUMENTS.areas} and ${RULE_DOCUMENTS.decision} (the areas), ${RULE_DOCUMENTS.web} (the web app).`);
    process.exit(1);
  }
  console.log('Import boundaries hold.');
}
