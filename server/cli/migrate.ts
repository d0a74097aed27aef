// npm run migrate [-- down | none]: applies pending migrations (and missing reference data), or reverts.
import { loadConfigOrExit } from '#server/config/config-or-exit.ts';
import { createDatabase } from '#server/db/database.ts';
import { bringUpToDate } from '#server/db/bring-up-to-date.ts';
import { migrateDown, migrateToNone } from '#server/db/migrator.ts';
import { ensureReferenceData } from '#server/db/seed/seed.ts';

const direction = process.argv[2] ?? 'up';
if (!['up', 'down', 'none'].includes(direction)) {
  console.error('Usage: npm run migrate [-- up | down | none]   (down reverts the last migration, none reverts all)');
  process.exit(2);
}
const config = loadConfigOrExit();
if (direction === 'none' && config.env === 'prod') {
  console.error('Refusing to revert every migration when PORTAL_ENV=prod.');
  process.exit(1);
}
const db = createDatabase(config.databaseUrl);
try {
  if (direction === 'up') {
    const { migrations, rehash } = await bringUpToDate(db, config);
    console.log(migrations.length ? migrations.join('\n') : 'Nothing to do: the database is up to date.');
    if (rehash.rehashed > 0) console.log(`Consumer hashes made again with the current normalisation: ${rehash.rehashed}`);
    if (rehash.unreadable.length > 0) {
      console.error(`Consumers whose fields could not be decrypted (check DATA_KEY), left with older hashes: ${rehash.unreadable.join(', ')}`);
      process.exitCode = 1;
    }
    const added = await ensureReferenceData(db);
    if (added.states + added.counties + added.products > 0) console.log(`Reference data added: ${JSON.stringify(added)}`);
  } else {
    const lines = direction === 'down' ? await migrateDown(db) : await migrateToNone(db);
    console.log(lines.length ? lines.join('\n') : 'Nothing to do: the database is up to date.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
