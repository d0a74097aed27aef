import fp from 'fastify-plugin';
import { createDatabase, type Db } from '#server/db/database.ts';
import { rehashConsumersWithKeys } from '#server/areas/consumers/index.ts';
import { migrationKeysFrom } from '#server/db/migration-keys.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { ensureReferenceData, seedDemoDataIfEmpty } from '#server/db/seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kysely over the one Database type; closed when the app closes. */
    db: Db;
  }
}

export interface DbPluginOptions {
  /** An already open database (tests); otherwise one is opened from DATABASE_URL. Closed with the app either way. */
  db?: Db;
  /** Run pending migrations and add missing reference data (states, counties, products) at start (default true). */
  migrate?: boolean;
  /** Load demo data into an empty database (default: SEED_DEMO). */
  seed?: boolean;
}

export default fp<DbPluginOptions>(
  async (app, opts) => {
    const db = opts.db ?? createDatabase(app.config.databaseUrl);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    if (opts.migrate ?? true) {
      for (const line of await migrateToLatest(db, migrationKeysFrom(app.config))) app.log.info(`migration ${line}`);
      const added = await ensureReferenceData(db);
      if (added.states + added.counties + added.products > 0) app.log.info(added, 'reference data added');
      // Consumers hashed under an older normalisation are hashed again, once (decision 011).
      const rehash = await rehashConsumersWithKeys(db, app.config);
      if (rehash.rehashed > 0) app.log.info({ rehashed: rehash.rehashed }, 'consumer hashes made again with the current normalisation');
      if (rehash.unreadable.length > 0) app.log.warn({ consumerIds: rehash.unreadable }, 'consumers whose fields could not be decrypted keep their older hashes');
    }
    if (opts.seed ?? app.config.seedDemo) {
      const seeded = await seedDemoDataIfEmpty(db, { dataKey: app.config.dataKey, hashKey: app.config.hashKey });
      if (seeded) app.log.info(seeded, 'demo data loaded into the empty database');
    }
  },
  { name: 'db', dependencies: ['config'] },
);
