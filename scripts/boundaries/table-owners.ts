/**
 * A table is queried only by the area (or plumbing folder) that owns it (decision 046). Which one owns a table is where
 * its `*.table.ts` lives, read from the imports of the one `Database` type (server/db/database.schema.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATABASE_TYPE = 'server/db/database.schema.ts';

/** A table's owner: the area ('consumer-orders') or plumbing folder ('server/mail'), and the file that declares it. */
export interface TableOwner {
  owner: string;
  file: string;
}

/** 'quotas' for server/areas/quotas/…; the folder below server/ ('server/mail') for any other server file. */
export function ownerOf(path: string): string {
  const parts = path.split('/');
  return parts[1] === 'areas' ? parts[2]! : parts.slice(0, 2).join('/');
}

const describe = (owner: string) => (owner.startsWith('server/') ? `the plumbing folder ${owner}/` : `the ${owner} area`);

/** Every table of the Database type with its owner; empty when the project has no Database type. */
export function tableOwners(root: string): Map<string, TableOwner> {
  const path = join(root, DATABASE_TYPE);
  if (!existsSync(path)) return new Map();
  const text = readFileSync(path, 'utf8');
  const fileOfType = new Map<string, string>();
  for (const m of text.matchAll(/import\s+type\s*\{([^}]+)\}\s*from\s*['"]#server\/([^'"]+\.table\.ts)['"]/g)) {
    for (const name of m[1]!.split(',').map((s) => s.trim()).filter(Boolean)) fileOfType.set(name, `server/${m[2]}`);
  }
  const body = /interface\s+Database\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  const owners = new Map<string, TableOwner>();
  for (const m of body.matchAll(/^\s*(\w+)\s*:\s*(\w+)\s*;/gm)) {
    const file = fileOfType.get(m[2]!);
    if (file) owners.set(m[1]!, { owner: ownerOf(file), file });
  }
  return owners;
}

/** Comments blanked out, lines kept, so an example in a comment is not a query and line numbers stay true. */
export function withoutComments(text: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[\s;,{}()])\/\/.*$/gm, (m, lead: string) => lead + blank(m.slice(lead.length)));
}

/** Kysely's calls that name a table: the first argument, a name ('consumer_orders as co') or a list of them. */
const KYSELY_TABLE_RE = /\b(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|(?:inner|left|right|full|cross)Join(?:Lateral)?|using)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
/** SQL written out: the text of a sql`…` template up to its next backtick. */
const SQL_TEMPLATE_RE = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
const SQL_TABLE_RE = /\b(?:from|join|update|into|table)\s+"?(\w+)"?/gi;
const SQL_TABLE_CALL_RE = /\bsql\.table\(\s*['"](\w+)['"]/g;

/** The tables a file's code names in a query, each with the offset where it is named. */
function namedTables(code: string): { table: string; index: number }[] {
  const found: { table: string; index: number }[] = [];
  for (const m of code.matchAll(KYSELY_TABLE_RE)) {
    for (const name of m[1]!.matchAll(/['"]\s*(\w+)/g)) found.push({ table: name[1]!, index: m.index });
  }
  for (const m of code.matchAll(SQL_TEMPLATE_RE)) {
    for (const name of m[1]!.matchAll(SQL_TABLE_RE)) found.push({ table: name[1]!, index: m.index });
  }
  for (const m of code.matchAll(SQL_TABLE_CALL_RE)) found.push({ table: m[1]!, index: m.index });
  return found;
}

/**
 * The problems of one server file that queries a table another area or folder owns (`file:line queries …`).
 * `advice` says where the rule is written down.
 */
export function foreignTableQueries(file: string, text: string, owners: ReadonlyMap<string, TableOwner>, advice: string): string[] {
  if (owners.size === 0) return [];
  const code = withoutComments(text);
  const here = ownerOf(file);
  const problems = new Set<string>();
  for (const { table, index } of namedTables(code)) {
    const owned = owners.get(table);
    if (!owned || owned.owner === here) continue;
    const line = code.slice(0, index).split('\n').length;
    problems.add(
      `${file}:${line} queries the ${table} table, which belongs to ${describe(owned.owner)} (${owned.file}): ` +
      `ask ${owned.owner.startsWith('server/') ? 'its functions' : `its index.ts`} for what is needed. ${advice}`,
    );
  }
  return [...problems];
}
