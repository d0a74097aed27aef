/**
 * `npm run bench`: runs every tests/bench/*.bench.ts and prints its figures.
 * A bench module exports `default async function bench(report)`; each figure is printed as it comes and
 * again in a summary table. `npm run bench -- engine` runs only the modules whose name contains "engine".
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type Report = (name: string, value: number, unit: string, target?: string) => void;

const dir = import.meta.dirname;
const filters = process.argv.slice(2);
const modules = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

const rows: { module: string; name: string; value: number; unit: string; target?: string }[] = [];
let failed = 0;
for (const file of modules) {
  const module = file.replace(/\.bench\.ts$/, '');
  console.log(`\n▶ ${module}`);
  const report: Report = (name, value, unit, target) => {
    rows.push({ module, name, value, unit, target });
    console.log(`  ${name}: ${format(value)} ${unit}${target ? `   (target ${target})` : ''}`);
  };
  try {
    const { default: bench } = (await import(pathToFileURL(join(dir, file)).href)) as { default: (r: Report) => Promise<void> };
    await bench(report);
  } catch (error) {
    failed++;
    console.error(`  ✖ ${module} failed:`, error);
  }
}

function format(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 2 : 1 });
}

console.log('\nSummary');
console.table(rows.map((r) => ({ bench: r.module, figure: r.name, value: `${format(r.value)} ${r.unit}`, target: r.target ?? '' })));
process.exit(failed ? 1 : 0);
