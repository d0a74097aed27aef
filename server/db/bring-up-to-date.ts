import { rehashConsumersWithKeys, type RehashReport } from '#server/areas/consumers/index.ts';
import { migrationKeysFrom } from './migration-keys.ts';
import { migrateToLatest } from './migrator.ts';
import type { Db } from './database.ts';

export interface UpToDateReport {
  /** One line per migration applied ('0009-… applied'); empty when none was pending. */
  migrations: string[];
  /** The consumers hashed again under the current normalisation, and those that could not be read. */
  rehash: RehashReport;
}

/**
 * Brings a database up to date, the one way the server start, `npm run migrate` and `npm run seed` do it: the
 * pending migrations (those that convert data get the keys, migration-keys.ts), then the consumers hashed under an
 * older normalisation are hashed again (decision 011). Both steps are idempotent.
 */
export async function bringUpToDate(db: Db, config: { dataKey: Buffer; hashKey: string }): Promise<UpToDateReport> {
  const migrations = await migrateToLatest(db, migrationKeysFrom(config));
  const rehash = await rehashConsumersWithKeys(db, config);
  return { migrations, rehash };
}
