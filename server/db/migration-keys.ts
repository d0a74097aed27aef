import type { Migration } from 'kysely';

/** The database a migration sees (Kysely's own type: a schema of any shape). */
type MigrationDb = Parameters<Migration['up']>[0];

/**
 * The secrets a data migration may need: DATA_KEY to encipher or re-encipher personal fields, HASH_KEY to
 * re-derive keyed hashes. Whoever runs the migrations passes them from the checked configuration
 * (`migrationKeysFrom(config)`: the app's db plugin, `npm run migrate`, `npm run seed`); migrations that need no
 * secret never see them.
 */
export interface MigrationKeys {
  /** 32 bytes (DATA_KEY) */
  readonly dataKey: Buffer;
  readonly hashKey: string;
}

/**
 * A migration that needs the keys exports `upWithKeys` instead of `up`. `keys` is undefined when the caller had
 * none (a bare test database): such a migration must then succeed when it has nothing to convert, and fail with
 * a clear message when it has.
 */
export interface KeyedMigration {
  upWithKeys(db: MigrationDb, keys: MigrationKeys | undefined): Promise<void>;
  down?(db: MigrationDb): Promise<void>;
}

export function migrationKeysFrom(config: { dataKey: Buffer; hashKey: string }): MigrationKeys {
  return { dataKey: config.dataKey, hashKey: config.hashKey };
}

/** The error of a keyed migration that found rows to convert but was given no keys. */
export function missingKeys(migration: string, what: string): Error {
  return new Error(`Migration ${migration} must ${what} and needs DATA_KEY and HASH_KEY: run it through the app or \`npm run migrate\`, which read them from the configuration`);
}
