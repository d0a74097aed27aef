/**
 * Checks flow files: JSON syntax, the flow schema, the static analysis (ids, references, quiz answers, translations,
 * reachable steps) and the scenarios written in each flow, run on the engine.
 * Usage: tsx scripts/flows-check.ts [file...]   — no file: every flows/<id>/v<N>.json
 * Prints one line per problem (file#pointer: what is wrong) and exits 1 when there is any.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { checkFlow } from '#engine/flow-check.ts';
import type { Problem } from '#engine/problem.ts';

/** Every flows/<id>/v<N>.json under `root`. */
export function flowFiles(root: string): string[] {
  const dir = join(root, 'flows');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .flatMap((name) => readdirSync(join(dir, name)).filter((f) => /^v\d+\.json$/.test(f)).map((f) => join(dir, name, f)))
    .sort();
}

/** Where in the text a JSON syntax error is, as "line L, column C", from the parser's message when it says. */
function syntaxProblem(text: string, error: unknown): Problem {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position) return { pointer: '', message: `not valid JSON: ${message}` };
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return { pointer: '', message: `not valid JSON at line ${line}, column ${column}: ${message}` };
}

/** The problems of one flow file, including a file name that does not match the flow's id and version. */
export function checkFlowFile(path: string): Problem[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return [{ pointer: '', message: `cannot read the file: ${error instanceof Error ? error.message : String(error)}` }];
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return [syntaxProblem(text, error)];
  }
  const problems = checkFlow(json, { scenarios: true }).problems;
  const named = /^v(\d+)\.json$/.exec(basename(path));
  const flow = json as { id?: unknown; version?: unknown };
  if (named && typeof flow.version === 'number' && flow.version !== Number(named[1])) {
    problems.push({ pointer: '/version', message: `the file is named ${basename(path)} but the flow's version is ${flow.version}` });
  }
  const folder = basename(dirname(path));
  if (named && typeof flow.id === 'string' && basename(dirname(dirname(path))) === 'flows' && flow.id !== folder) {
    problems.push({ pointer: '/id', message: `the file is in flows/${folder}/ but the flow's id is '${flow.id}'` });
  }
  return problems;
}

function main(): void {
  const root = resolve(import.meta.dirname, '..');
  const args = process.argv.slice(2);
  const files = args.length ? args.map((f) => resolve(f)) : flowFiles(root);
  if (files.length === 0) {
    console.error('No flow files found (flows/<id>/v<N>.json).');
    process.exit(1);
  }
  let count = 0;
  for (const file of files) {
    const shown = relative(process.cwd(), file) || file;
    const problems = checkFlowFile(file);
    for (const p of problems) console.error(`${shown}#${p.pointer}: ${p.message}`);
    count += problems.length;
    if (!problems.length) console.log(`${shown}: ok`);
  }
  if (count) {
    console.error(`\n${count} problem(s) in flow files.`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
