/**
 * Generates schemas/generated/<name>.ts from every schemas/<name>.schema.json with json-schema-to-typescript.
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

/** Every schemas/*.schema.json of `root`, compiled to TypeScript (definitions included even when unreferenced). */
export async function generateTypes(root: string): Promise<GeneratedFile[]> {
  const schemaDir = join(root, 'schemas');
  const files = readdirSync(schemaDir).filter((name) => name.endsWith('.schema.json')).sort();
  const out: GeneratedFile[] = [];
  for (const name of files) {
    const schema = JSON.parse(readFileSync(join(schemaDir, name), 'utf8')) as JSONSchema;
    const typeName = basename(name, '.schema.json');
    const text = await compile(schema, typeName, {
      cwd: schemaDir,
      bannerComment: BANNER(name),
      unreachableDefinitions: true,
      strictIndexSignatures: false,
      style: { singleQuote: true, printWidth: 120 },
    });
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
