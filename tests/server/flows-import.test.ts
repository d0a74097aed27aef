import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFlow } from '#engine/flow-check.ts';
import { defaultFlowsRoot, exportFlowVersions, flowHash } from '#server/areas/flows/index.ts';
import { buildTestApp, testDatabases } from './test-db.ts';

const source = (file: string) => join(defaultFlowsRoot, 'consumer', file);

describe.each(testDatabases())('flow files imported at start, and exported back, on $name', (database) => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'flows-import-'));
    mkdirSync(join(root, 'consumer'));
    copyFileSync(source('v1.json'), join(root, 'consumer', 'v1.json'));
    copyFileSync(source('v2.json'), join(root, 'consumer', 'v2.json'));
    copyFileSync(source('scenarios.json'), join(root, 'consumer', 'scenarios.json'));
    const broken = JSON.parse(readFileSync(source('v2.json'), 'utf8')) as { version: number; steps: { questions: { id: string }[] }[] };
    broken.version = 3;
    broken.steps[1]!.questions[0]!.id = broken.steps[0]!.questions[0]!.id;
    writeFileSync(join(root, 'consumer', 'v3.json'), JSON.stringify(broken));
    mkdirSync(join(root, 'other'));
    writeFileSync(join(root, 'other', 'v1.json'), '{ not json');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('starts although a flow file is broken, serving the last good published version', async () => {
    const app = await buildTestApp({ database, flowsRoot: root });
    try {
      expect(app.flows.latest('consumer')?.version).toBe(2);
      expect(app.flows.get('consumer', 3)).toBeUndefined();
      expect(app.flows.latest('other')).toBeUndefined();
      const rows = await app.db.selectFrom('flow_versions').select(['flow_id', 'version', 'status', 'sha256']).orderBy('version').execute();
      expect(rows.map((r) => `${r.flow_id}@${r.version}:${r.status}`)).toEqual(['consumer@1:published', 'consumer@2:published']);
      expect(rows[1]!.sha256).toBe(flowHash(readFileSync(source('v2.json'), 'utf8')));
      const set = await app.db.selectFrom('flow_scenario_sets').select('definition').executeTakeFirstOrThrow();
      expect((JSON.parse(set.definition) as { scenarios: unknown[] }).scenarios.length).toBeGreaterThan(5);
    } finally {
      await app.close();
    }
  });

  it('imports a version file added later, keeps the stored version when a file was edited in place, and never re-imports', async () => {
    const good = JSON.parse(readFileSync(source('v2.json'), 'utf8')) as { version: number; title: { en: string } };
    good.version = 3;
    good.title.en = 'Version three';
    writeFileSync(join(root, 'consumer', 'v3.json'), JSON.stringify(good, null, 2));
    writeFileSync(join(root, 'consumer', 'v1.json'), readFileSync(source('v1.json'), 'utf8').replace('"en"', '"en" '));
    const app = await buildTestApp({ database, flowsRoot: root });
    try {
      expect(app.flows.latest('consumer')?.title.en).toBe('Version three');
      const v1 = await app.db.selectFrom('flow_versions').select('sha256').where('version', '=', 1).executeTakeFirstOrThrow();
      expect(v1.sha256).toBe(flowHash(readFileSync(source('v1.json'), 'utf8')));
      expect(await app.db.selectFrom('flow_versions').select('version').execute()).toHaveLength(3);
    } finally {
      await app.close();
    }
  });

  it('exports every published version exactly as published, with the scenarios, for a commit', async () => {
    const app = await buildTestApp({ database, flowsRoot: root });
    const out = mkdtempSync(join(tmpdir(), 'flows-export-'));
    try {
      const written = await exportFlowVersions(app.db, out);
      expect(written.versions.map((f) => f.slice(out.length))).toEqual(['/consumer/v3.json', '/consumer/v2.json', '/consumer/v1.json']);
      expect(readFileSync(join(out, 'consumer', 'v2.json'), 'utf8')).toBe(readFileSync(source('v2.json'), 'utf8'));
      expect(checkFlow(JSON.parse(readFileSync(join(out, 'consumer', 'v3.json'), 'utf8'))).problems).toEqual([]);
      expect(existsSync(join(out, 'consumer', 'scenarios.json'))).toBe(true);
    } finally {
      await app.close();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
