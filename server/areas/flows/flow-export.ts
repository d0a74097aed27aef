import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIOS_FILE } from './flow-import.ts';
import { findVersion, listScenarioSets, listVersionMeta } from './flow-versions.repository.ts';
import type { Db } from '#server/db/database.ts';

/**
 * exportFlowVersions(db, root) → the files written: every published and retired version as flows/<id>/v<N>.json,
 * exactly the text that was published (so its SHA-256 is the one recorded), and each flow's scenarios.json. Drafts
 * stay in the database. For a commit: flows/ is the seed of a new database and the record in git.
 */
export async function exportFlowVersions(db: Db, root: string): Promise<{ versions: string[]; scenarios: string[] }> {
  const versions: string[] = [];
  const scenarios: string[] = [];
  for (const row of (await listVersionMeta(db)).filter((r) => r.status !== 'draft')) {
    const stored = await findVersion(db, row.flow_id, row.version);
    if (!stored) continue;
    mkdirSync(join(root, row.flow_id), { recursive: true });
    const file = join(root, row.flow_id, `v${row.version}.json`);
    writeFileSync(file, stored.definition);
    versions.push(file);
  }
  for (const set of await listScenarioSets(db)) {
    mkdirSync(join(root, set.flow_id), { recursive: true });
    const file = join(root, set.flow_id, SCENARIOS_FILE);
    const { scenarios: list } = JSON.parse(set.definition) as { scenarios: unknown[] };
    writeFileSync(file, `${JSON.stringify({ $schema: '../../schemas/flow-scenarios.schema.json', scenarios: list }, null, 2)}\n`);
    scenarios.push(file);
  }
  return { versions, scenarios };
}
