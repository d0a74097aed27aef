/**
 * npm run flows:export: writes the database's questionnaire versions back to flows/ for a commit — every published
 * and retired version as flows/<id>/v<N>.json (the text exactly as published), each flow's scenarios.json — and
 * records the new published versions in flows/flows.lock.json. Drafts stay in the database.
 * Usage: tsx scripts/flows-export.ts [folder]   (default: the project's flows/; DATABASE_URL as for the server)
 */
import { resolve } from 'node:path';
import { defaultFlowsRoot, exportFlowVersions } from '#server/areas/flows/index.ts';
import { loadConfigOrExit } from '#server/config/config-or-exit.ts';
import { bringUpToDate } from '#server/db/bring-up-to-date.ts';
import { createDatabase } from '#server/db/database.ts';
import { lockPublished } from './flows-lock.ts';

const root = resolve(process.argv[2] ?? defaultFlowsRoot);
const config = loadConfigOrExit();
const db = createDatabase(config.databaseUrl);
try {
  await bringUpToDate(db, config);
  const written = await exportFlowVersions(db, root);
  const locked = lockPublished(written.versions);
  console.log(`Wrote ${written.versions.length} versions and ${written.scenarios.length} scenario files to ${root}${locked.length ? `; locked ${locked.join(', ')}` : ''}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
