import { sql, type DatabaseIntrospector, type Kysely, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * On PostgreSQL, the database as Kysely's migrator should see it: the current schema only.
 *
 * Kysely's PostgreSQL introspector lists the tables of every schema of the server, asking for each whether the user
 * may use it (`has_schema_privilege(name, …)`). When another schema is dropped while that query runs (another
 * portal's, or another test file's), PostgreSQL still has the schema's row in the query's snapshot but no longer
 * finds it by name, and the query fails with "schema … does not exist": a migration then failed because of someone
 * else's schema. The migrator only asks whether its own tables exist in the current schema, which this answers
 * without looking at any other.
 */
export function inCurrentSchema<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection: DatabaseIntrospector = {
    getSchemas: async (): Promise<SchemaMetadata[]> => [{ name: schema }],
    getTables: async (): Promise<TableMetadata[]> => {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
    },
    getMetadata: async () => ({ tables: await introspection.getTables() }),
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods use private fields: they run on the instance itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
