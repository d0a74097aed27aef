import fp from 'fastify-plugin';
import { createDatabase, type Db } from '#server/db/database.ts';
import { bringUpToDate } from '#server/db/bring-up-to-date.ts';
import { takeStartUpLock } from '#server/db/start-up-lock.ts';
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
    // Processes starting together on one database take turns until each is ready (migrations, reference data,
    // flow import, signing keys: the plugins registered after this one).
    const releaseStartUpLock = await takeStartUpLock(db);
    app.addHook('onReady', releaseStartUpLock);
    app.addHook('onClose', async () => {
      await releaseStartUpLock();
      await db.destroy();
    });
    if (opts.migrate ?? true) {
      const { migrations, rehash } = await bringUpToDate(db, app.config);
      for (const line of migrations) app.log.info(`migration ${line}`);
      if (rehash.rehashed > 0) app.log.info({ rehashed: rehash.rehashed }, 'consumer hashes made again with the current normalisation');
      if (rehash.unreadable.length > 0) app.log.warn({ consumerIds: rehash.unreadable }, 'consumers whose fields could not be decrypted keep their older hashes');
      const added = await ensureReferenceData(db);
      if (added.states + added.counties + added.products > 0) app.log.info(added, 'reference data added');
    }
    if (opts.seed ?? app.config.seedDemo) {
      const seeded = await seedDemoDataIfEmpty(db, { dataKey: app.config.dataKey, hashKey: app.config.hashKey });
      if (seeded) app.log.info(seeded, 'demo data loaded into the empty database');
    }
  },
  { name: 'db', dependencies: ['config'] },
);
