/**
 * The production server against today's TypeScript run: the start time (spawn until /api/health answers) and the idle
 * memory (resident set once the start-up jobs are done and the process has settled), each for
 * - the compiled server as `npm start` runs it in PORTAL_ENV=prod (`node scripts/start.mjs`, which first checks the
 *   build stamp), built first when the build is missing or stale;
 * - the same server run from its sources through tsx (`node --import tsx server/main.ts`), as before.
 * Both on a fresh SQLite database in a temporary DATA_DIR with production variables. PRODUCTION_RUNS (default 3)
 * starts of each; the median is printed.
 */
import { ensureBuilt, residentMb, startProductionProcess } from '#tests/scripts/production-process.ts';
import type { Report } from './run.ts';

const RUNS = Number(process.env.PRODUCTION_RUNS ?? 3);
// Long enough for the scheduler's first look and the start-up jobs to finish and the heap to be collected once.
const SETTLE_MS = 8000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(args: string[]): Promise<{ startMs: number; idleMb: number }> {
  const starts: number[] = [];
  const idle: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await startProductionProcess(args);
    try {
      starts.push(server.startMs);
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      idle.push(residentMb(server.child.pid!));
    } finally {
      await server.stop();
    }
  }
  return { startMs: median(starts), idleMb: median(idle) };
}

export default async function bench(report: Report): Promise<void> {
  ensureBuilt();
  const compiled = await measure(['scripts/start.mjs']);
  report('compiled server (npm start, prod): start to /api/health', Math.round(compiled.startMs), 'ms');
  report('compiled server (npm start, prod): idle memory (RSS)', compiled.idleMb, 'MB', '< 150 MB');
  const sources = await measure(['--import', 'tsx', 'server/main.ts']);
  report('server run through tsx: start to /api/health', Math.round(sources.startMs), 'ms');
  report('server run through tsx: idle memory (RSS)', sources.idleMb, 'MB');
}
