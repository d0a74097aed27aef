// npm run restore -- <backup file> [--replace]: a backup of npm run backup into the database of DATABASE_URL.
import { loadConfigOrExit } from '#server/config/config-or-exit.ts';
import { restoreBackup } from '#server/db/restore.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const files = args.filter((a) => a !== '--replace');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- <backup file> [--replace]   (into the database of DATABASE_URL; --replace lets it overwrite one that holds data)');
  process.exit(2);
}
const config = loadConfigOrExit();

try {
  console.log(await restoreBackup(files[0]!, config.databaseUrl, { replace }));
  console.log('Start the portal on it with the DATA_KEY, HASH_KEY and SESSION_SECRET of the portal the backup came from (in dev and qa: copy its DATA_DIR/secrets.json into this DATA_DIR): without them its personal data cannot be read.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
