import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { FlowVersionDetail } from '#schemas/generated/flow-studio-api.ts';
import { testDatabases } from './test-db.ts';
import { adminFixture, type AdminFixture } from './admin/admin-fixtures.ts';

const postgres = testDatabases().filter((d) => d.name === 'postgres');

function startSecondProcess(url: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/flows-second-process.ts', url], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the second process exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve({ child, port: (JSON.parse(line) as { port: number }).port });
    });
  });
}

describe.skipIf(postgres.length === 0).each(postgres)('a publish reaches every server process on one $name database', (database) => {
  let f: AdminFixture;
  let other: { child: ChildProcess; port: number };
  beforeAll(async () => {
    f = await adminFixture(database);
    other = await startSecondProcess(database.url);
  }, 60_000);
  afterAll(async () => {
    other?.child.kill('SIGTERM');
    await f?.app.close();
  });

  const versionServedByOther = async () => {
    const reply = await fetch(`http://127.0.0.1:${other.port}/api/flow-runs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"flowId":"consumer"}' });
    return (await reply.json() as FlowRunReply).flow.version;
  };

  it('the other process serves the new version to new runs within 5 seconds', async () => {
    const live = await versionServedByOther();
    const draft = (await f.as('admin', { method: 'POST', url: '/api/flows/consumer/drafts', payload: { from: live } })).json<FlowVersionDetail>();
    const published = await f.as('superAdmin', { method: 'POST', url: `/api/flows/consumer/versions/${draft.version.version}/publish`, payload: { notes: 'Same rules, new number' } });
    expect(published.statusCode).toBe(200);
    const at = Date.now();
    let served = live;
    while (served !== draft.version.version && Date.now() - at < 5000) {
      await new Promise((r) => setTimeout(r, 100));
      served = await versionServedByOther();
    }
    expect(served).toBe(draft.version.version);
    expect(Date.now() - at).toBeLessThan(5000);
  }, 30_000);
});
