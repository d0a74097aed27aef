/**
 * Generates schemas/generated/<name>.ts from every schemas/<name>.schema.json with json-schema-to-typescript. A
 * reference into another schema file (`"flow-api.schema.json#/definitions/StepView"`) becomes an import of that
 * file's generated type, so each type is declared once.
 * Usage: tsx scripts/generate-types.ts           — write the files
 *        tsx scripts/generate-types.ts --check   — write nothing; exit 1 when a committed file is stale or missing
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const BANNER = (source: string) =>
  `/* eslint-disable */\n/**\n * Generated from schemas/${source} by scripts/generate-types.ts (npm run types). Do not edit by hand.\n */`;

export interface GeneratedFile {
  schema: string;
  path: string;
  text: string;
}

/** By schema file: the generated type names to import, each with the local name it is used under. */
type Imports = Map<string, Map<string, string>>;

/** flow-api → FlowApi: the prefix of an imported name that this schema defines too. */
const pascal = (file: string) => file.replace(/(^|-)([a-z])/g, (_m, _dash, c: string) => c.toUpperCase());

/** 'flow.schema.json#/definitions/Expr' (a definition of another file) or 'email.schema.json' (a whole file). */
const EXTERNAL_REF = /^([a-z][a-z0-9-]*)\.schema\.json(?:#\/definitions\/([A-Za-z0-9]+))?$/;

/** '#/definitions/LocalText': a reference to a definition of the same file. */
const LOCAL_REF = /^#\/definitions\/([A-Za-z0-9]+)$/;

/**
 * The schema with each reference into another schema file replaced by the name of its generated type (the
 * definition's title), noted in `imports` by file: { $ref: 'flow.schema.json#/definitions/Expr' } → { tsType: 'Expr' }.
 * A described reference within the file keeps its type's name too (json-schema-to-typescript would declare a numbered
 * copy for it): { $ref: '#/definitions/LocalText', description } → { tsType: 'LocalText', description }.
 */
function externalRefsAsImports(node: unknown, schemaDir: string, imports: Imports, own: ReadonlySet<string>, local: ReadonlyMap<string, string> = new Map()): unknown {
  if (Array.isArray(node)) return node.map((item) => externalRefsAsImports(item, schemaDir, imports, own, local));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const localRef = typeof record.$ref === 'string' && typeof record.description === 'string' ? LOCAL_REF.exec(record.$ref) : null;
  if (localRef && local.has(localRef[1]!)) {
    const { $ref: _ref, ...rest } = record;
    return { ...rest, tsType: local.get(localRef[1]!) };
  }
  const ref = typeof record.$ref === 'string' ? EXTERNAL_REF.exec(record.$ref) : null;
  if (ref) {
    const [, file, definition] = ref as unknown as [string, string, string | undefined];
    const target = JSON.parse(readFileSync(join(schemaDir, `${file}.schema.json`), 'utf8')) as { title?: string; definitions?: Record<string, { title?: string }> };
    const typeName = definition === undefined ? target.title ?? pascal(file) : target.definitions?.[definition]?.title ?? definition;
    // A definition that only points at another file's (flow-api's EffectName) keeps its name as an alias.
    const local = own.has(typeName) ? `${pascal(file)}${typeName}` : typeName;
    if (!imports.has(file)) imports.set(file, new Map());
    imports.get(file)!.set(typeName, local);
    const { $ref: _ref, ...rest } = record;
    return { ...rest, tsType: local };
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, externalRefsAsImports(value, schemaDir, imports, own, local)]));
}

function importLines(imports: Imports): string {
  return [...imports].sort(([a], [b]) => a.localeCompare(b))
    .map(([file, names]) => {
      const list = [...names].sort(([a], [b]) => a.localeCompare(b)).map(([name, local]) => (name === local ? name : `${name} as ${local}`));
      return `import type { ${list.join(', ')} } from './${file}.ts';\n`;
    }).join('');
}

/** Every schemas/*.schema.json of `root`, compiled to TypeScript (definitions included even when unreferenced). */
export async function generateTypes(root: string): Promise<GeneratedFile[]> {
  const schemaDir = join(root, 'schemas');
  const files = readdirSync(schemaDir).filter((name) => name.endsWith('.schema.json')).sort();
  const out: GeneratedFile[] = [];
  for (const name of files) {
    const imports: Imports = new Map();
    const source = JSON.parse(readFileSync(join(schemaDir, name), 'utf8')) as { definitions?: Record<string, { title?: string }> };
    const own = new Set(Object.entries(source.definitions ?? {}).map(([key, def]) => def.title ?? key));
    const local = new Map(Object.entries(source.definitions ?? {}).map(([key, def]) => [key, def.title ?? key]));
    const schema = externalRefsAsImports(source, schemaDir, imports, own, local) as JSONSchema;
    const typeName = basename(name, '.schema.json');
    const compiled = await compile(schema, typeName, {
      cwd: schemaDir,
      bannerComment: BANNER(name),
      unreachableDefinitions: true,
      strictIndexSignatures: false,
      style: { singleQuote: true, printWidth: 120 },
    });
    const banner = BANNER(name);
    const text = imports.size ? compiled.replace(banner, `${banner}\n\n${importLines(imports).trimEnd()}`) : compiled;
    out.push({ schema: name, path: join(schemaDir, 'generated', `${typeName}.ts`), text });
  }
  return out;
}

/** The generated files whose committed copy differs from a fresh generation (missing counts as stale). */
export function staleFiles(files: GeneratedFile[]): GeneratedFile[] {
  return files.filter((f) => !existsSync(f.path) || readFileSync(f.path, 'utf8') !== f.text);
}

async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const check = process.argv.includes('--check');
  let files: GeneratedFile[];
  try {
    files = await generateTypes(root);
  } catch (error) {
    console.error(`Could not generate types: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (check) {
    const stale = staleFiles(files);
    for (const f of stale) console.error(`${f.path.slice(root.length + 1)} is stale: run npm run types (source schemas/${f.schema}).`);
    if (stale.length) process.exit(1);
    console.log(`Generated types are fresh (${files.length} schemas).`);
    return;
  }
  mkdirSync(join(root, 'schemas', 'generated'), { recursive: true });
  for (const f of files) writeFileSync(f.path, f.text);
  console.log(`Wrote ${files.length} file(s) to schemas/generated/.`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
