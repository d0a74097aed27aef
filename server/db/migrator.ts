import { Migrator, NO_MIGRATIONS, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { inCurrentSchema } from './current-schema-introspection.ts';
import { dialectOf } from './dialect.ts';
import type { KeyedMigration, MigrationKeys } from './migration-keys.ts';
import * as m0001 from './migrations/0001-initial.ts';
import * as m0002 from './migrations/0002-identity.ts';
import * as m0003 from './migrations/0003-admin-indexes.ts';
import * as m0004 from './migrations/0004-consumer-flow.ts';
import * as m0005 from './migrations/0005-number-checks.ts';
import * as m0006 from './migrations/0006-consumer-matching.ts';
import * as m0007 from './migrations/0007-sign-in-throttle.ts';
import * as m0008 from './migrations/0008-consumer-mail-at-rest.ts';
import * as m0009 from './migrations/0009-list-sorting-and-reject-reason.ts';
import * as m0010 from './migrations/0010-flow-versions.ts';
import * as m0011 from './migrations/0011-preview-runs.ts';
import * as m0012 from './migrations/0012-consumer-order-life.ts';
import * as m0013 from './migrations/0013-quota-history.ts';
import * as m0014 from './migrations/0014-consumer-accounts.ts';
import * as m0015 from './migrations/0015-scheduled-jobs.ts';
import * as m0016 from './migrations/0016-membership-review.ts';
import * as m0017 from './migrations/0017-questionnaire-funnel.ts';
import * as m0018 from './migrations/0018-run-validations.ts';
import * as m0019 from './migrations/0019-sealed-sign-in-secrets.ts';
import * as m0020 from './migrations/0020-order-history-privacy.ts';
import * as m0021 from './migrations/0021-programme-settings.ts';
import * as m0022 from './migrations/0022-application-review-time.ts';
import * as m0023 from './migrations/0023-date-preference.ts';
import * as m0024 from './migrations/0024-second-factors.ts';
import * as m0025 from './migrations/0025-flow-responses.ts';
import * as m0026 from './migrations/0026-kit-expiry.ts';
import * as m0027 from './migrations/0027-funder-report-subscription.ts';
import * as m0028 from './migrations/0028-no-script-passes.ts';

/**
 * Every migration, by file name without extension. Add one line per new file in server/db/migrations/
 * (a test fails when a file is missing here). Names sort in the order they run.
 */
export const migrations: Record<string, Migration | KeyedMigration> = {
  '0001-initial': m0001,
  '0002-identity': m0002,
  '0003-admin-indexes': m0003,
  '0004-consumer-flow': m0004,
  '0005-number-checks': m0005,
  '0006-consumer-matching': m0006,
  '0007-sign-in-throttle': m0007,
  '0008-consumer-mail-at-rest': m0008,
  '0009-list-sorting-and-reject-reason': m0009,
  '0010-flow-versions': m0010,
  '0011-preview-runs': m0011,
  '0012-consumer-order-life': m0012,
  '0013-quota-history': m0013,
  '0014-consumer-accounts': m0014,
  '0015-scheduled-jobs': m0015,
  '0016-membership-review': m0016,
  '0017-questionnaire-funnel': m0017,
  '0018-run-validations': m0018,
  '0019-sealed-sign-in-secrets': m0019,
  '0020-order-history-privacy': m0020,
  '0021-programme-settings': m0021,
  '0022-application-review-time': m0022,
  '0023-date-preference': m0023,
  '0024-second-factors': m0024,
  '0025-flow-responses': m0025,
  '0026-kit-expiry': m0026,
  '0027-funder-report-subscription': m0027,
  '0028-no-script-passes': m0028,
};

/** Kysely's migrations, the keyed ones bound to `keys` (see migration-keys.ts). */
function providerWith(keys: MigrationKeys | undefined): MigrationProvider {
  const bound: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(migrations)) {
    if ('upWithKeys' in migration) {
      const keyed = migration;
      bound[name] = { up: (db) => keyed.upWithKeys(db, keys), ...(keyed.down ? { down: keyed.down } : {}) };
    } else {
      bound[name] = migration;
    }
  }
  return { getMigrations: async () => bound };
}

async function createMigrator<DB>(db: Kysely<DB>, keys?: MigrationKeys): Promise<Migrator> {
  const provider = providerWith(keys);
  // Kysely looks for its bookkeeping table in every schema unless told which one; on PostgreSQL
  // name the current schema so that databases sharing a server (tests, say) do not see each other's.
  let migrationTableSchema: string | undefined;
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
    if (!migrationTableSchema) throw new Error('PostgreSQL has no current schema: check the schema in DATABASE_URL exists');
  }
  if (!migrationTableSchema) return new Migrator({ db, provider });
  return new Migrator({ db: inCurrentSchema(db, migrationTableSchema), provider, migrationTableSchema });
}

function unwrap(result: MigrationResultSet): string[] {
  const failed = result.results?.find((r) => r.status === 'Error');
  if (result.error) {
    const cause = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${cause}`, { cause: result.error });
  }
  return (result.results ?? []).map((r) => `${r.migrationName} ${r.direction === 'Up' ? 'applied' : 'reverted'}`);
}

/**
 * Runs every pending migration; returns one line per migration run, throws on the first failure. `keys`
 * (migrationKeysFrom(config)) reach the migrations that convert personal data.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, keys?: MigrationKeys): Promise<string[]> {
  return unwrap(await (await createMigrator(db, keys)).migrateToLatest());
}

/** Which of the migrations this code knows a database has recorded as applied, and which it has not (in order). */
export async function migrationState<DB>(db: Kysely<DB>): Promise<{ applied: string[]; pending: string[] }> {
  const known = await (await createMigrator(db)).getMigrations();
  return { applied: known.filter((m) => m.executedAt).map((m) => m.name), pending: known.filter((m) => !m.executedAt).map((m) => m.name) };
}

/** Reverts the last applied migration (used by the migrate command's `down` and by tests). */
export async function migrateDown<DB>(db: Kysely<DB>): Promise<string[]> {
  return unwrap(await (await createMigrator(db)).migrateDown());
}

/**
 * Brings the database to just before `name` (reverting it and every later one): how tests make a database as
 * it was before a migration, whatever lands after it. migrateToBefore(db, '0006-consumer-matching').
 */
export async function migrateToBefore<DB>(db: Kysely<DB>, name: string): Promise<string[]> {
  const names = Object.keys(migrations);
  const at = names.indexOf(name);
  if (at < 0) throw new Error(`There is no migration ${name}.`);
  const migrator = await createMigrator(db);
  return unwrap(await migrator.migrateTo(at === 0 ? NO_MIGRATIONS : names[at - 1]!));
}

/** Reverts every migration: leaves an empty database. */
export async function migrateToNone<DB>(db: Kysely<DB>): Promise<string[]> {
  return unwrap(await (await createMigrator(db)).migrateTo(NO_MIGRATIONS));
}
