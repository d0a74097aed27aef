import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledQueries, compiledQuery } from '#server/db/compiled-query.ts';
import { migrateToLatest } from '#server/db/migrator.ts';
import { testDatabases } from './test-db.ts';
import type { Db } from '#server/db/database.ts';

// Made-up states (X…), so the real ones the migrations may hold stay out of the way.
const insertState = compiledQuery<{ code: string; name: string; zone: string | null }, never>((db, arg) => db
  .insertInto('us_states').values({ code: arg('code'), name: arg('name'), time_zone: arg('zone') }));

const rename = compiledQuery<{ code: string; name: string }, never>((db, arg) => db
  .updateTable('us_states').set({ name: arg('name') }).where('code', '=', arg('code')));

const statesIn = compiledQueries<number, Record<string, string>, { code: string }>((count) => String(count), (db, arg, count) => db
  .selectFrom('us_states').select('code').where('code', 'in', Array.from({ length: count }, (_, i) => arg(`s${i}`))).orderBy('code'));

describe.each(testDatabases())('compiled queries on $name', (database) => {
  let db: Db;
  let builds = 0;
  const byCode = compiledQuery<{ code: string }, { name: string; time_zone: string | null }>((d, arg) => {
    builds++;
    return d.selectFrom('us_states').select(['name', 'time_zone']).where('code', '=', arg('code'));
  });
  const stateOf = async (code: string) => (await byCode(db, { code })).rows;

  beforeAll(async () => {
    db = await database.connect();
    await migrateToLatest(db);
    await insertState(db, { code: 'XA', name: 'Xa', zone: 'America/Denver' });
    await insertState(db, { code: 'XB', name: 'Xb', zone: null });
    await insertState(db, { code: 'XC', name: 'Xc', zone: null });
  });
  afterAll(() => db.destroy());

  it('runs the statement with the values of each call, built once', async () => {
    expect(await stateOf('XA')).toEqual([{ name: 'Xa', time_zone: 'America/Denver' }]);
    expect(await stateOf('XB')).toEqual([{ name: 'Xb', time_zone: null }]);
    expect(await stateOf('XZ')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs in a transaction, and counts the rows a write changed', async () => {
    await db.transaction().execute(async (trx) => {
      expect(Number((await rename(trx, { code: 'XC', name: 'Xc renamed' })).numAffectedRows)).toBe(1);
      expect(Number((await rename(trx, { code: 'XZ', name: 'nobody' })).numAffectedRows)).toBe(0);
    });
    expect(await stateOf('XC')).toEqual([{ name: 'Xc renamed', time_zone: null }]);
  });

  it('compiles one statement per shape: lists of different lengths', async () => {
    const states = async (...codes: string[]) => (await statesIn(codes.length)(db, Object.fromEntries(codes.map((c, i) => [`s${i}`, c])))).rows.map((r) => r.code);
    expect(await states('XB')).toEqual(['XB']);
    expect(await states('XC', 'XA')).toEqual(['XA', 'XC']);
    expect(await states('XA', 'XB', 'XZ')).toEqual(['XA', 'XB']);
    expect(statesIn(2)).toBe(statesIn(2));
  });

  it('refuses a call without one of its arguments', async () => {
    await expect(rename(db, { code: 'XA' } as unknown as { code: string; name: string })).rejects.toThrow("argument 'name'");
  });
});
