/**
 * The consumer-orders spreadsheet export of a tenth of the bench orders (every 10th order has the reason
 * "Damaged": 100,000 rows at the default 1,000,000), downloaded over HTTP from a separate server process, the
 * compiled server as production runs it (decision 048), whose peak resident memory (Linux VmHWM) is read when the
 * download ends.
 */
import { readFileSync } from 'node:fs';
import type { Report } from './run.ts';
import { benchDatabases, ensureSeeded } from './admin-bench-db.ts';
import { startBenchServer, type BenchServer } from './bench-server-process.ts';

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function startServer(url: string): Promise<BenchServer & { exported: Promise<number> }> {
  let resolveRows: (rows: number) => void = () => {};
  const exported = new Promise<number>((resolve) => {
    resolveRows = resolve;
  });
  const server = await startBenchServer(url, { compiled: true, onLog: (entry) => entry.msg === 'consumer orders exported' && resolveRows(Number(entry.rows ?? 0)) });
  return { ...server, exported };
}

export default async function bench(report: Report): Promise<void> {
  for (const database of benchDatabases()) {
    await ensureSeeded(database, (line) => console.log(`  ${line}`));
    const server = await startServer(database.url);
    try {
      const before = memoryOf(server.child.pid!);
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${server.port}/api/consumer-orders/export?reason=Damaged`, { headers: { cookie: server.cookie } });
      if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
      let firstByte = 0;
      let bytes = 0;
      let peakDuring = before.rssMb;
      const sampler = setInterval(() => {
        peakDuring = Math.max(peakDuring, memoryOf(server.child.pid!).rssMb);
      }, 50);
      for await (const chunk of response.body) {
        if (bytes === 0) firstByte = performance.now() - started;
        bytes += (chunk as Uint8Array).byteLength;
      }
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      const rows = await server.exported;
      const after = memoryOf(server.child.pid!);
      report(`${database.name} export rows`, rows, 'rows', `${(database.size.orders / 10).toLocaleString('en-US')}`);
      report(`${database.name} export size`, Math.round(bytes / 1024 / 102.4) / 10, 'MB');
      report(`${database.name} export time to first byte`, Math.round(firstByte), 'ms');
      report(`${database.name} export total time`, Math.round(seconds * 10) / 10, 's');
      report(`${database.name} server RSS before the export`, Math.round(before.rssMb), 'MB');
      report(`${database.name} server RSS peak during the export (sampled)`, Math.round(peakDuring), 'MB');
      report(`${database.name} server peak RSS of the whole process (VmHWM)`, Math.round(after.peakMb), 'MB', '≤ 300 MB');
    } finally {
      server.child.kill('SIGTERM');
    }
  }
}
