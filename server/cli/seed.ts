// npm run seed: loads the demo programme into an empty database (dev and qa only).
import { loadConfigOrExit } from '#server/config/config-or-exit.ts';
import { createDatabase } from '#server/db/database.ts';
import { bringUpToDate } from '#server/db/bring-up-to-date.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed/seed.ts';

const config = loadConfigOrExit();
if (config.env === 'prod') {
  console.error('Refusing to load demo data when PORTAL_ENV=prod.');
  process.exit(1);
}
const db = createDatabase(config.databaseUrl);
try {
  await bringUpToDate(db, config);
  const added = await seedDemoDataIfEmpty(db, { dataKey: config.dataKey, hashKey: config.hashKey });
  if (added) console.log(`Demo data loaded: ${Object.entries(added).map(([k, v]) => `${v} ${k}`).join(', ')}.`);
  else console.log('The database already holds programme data (users, customers, quotas or orders): nothing seeded.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
