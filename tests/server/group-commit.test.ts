import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupCommit } from '#server/db/group-commit.ts';
import { testDatabases } from './test-db.ts';
import type { Db } from '#server/db/database.ts';

describe.each(testDatabases())('group commit on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.connect();
    await sql`create table group_commit_rows (n integer primary key)`.execute(db);
  });
  afterAll(() => db.destroy());

  const insert = (n: number, transactions?: unknown[]) => async (trx: Db) => {
    transactions?.push(trx);
    await sql`insert into group_commit_rows (n) values (${n})`.execute(trx);
  };
  const stored = async (from: number, to: number) => (await sql<{ n: number }>`select n from group_commit_rows where n between ${from} and ${to} order by n`.execute(db)).rows.map((r) => Number(r.n));

  it('commits the writes asked for meanwhile together: on SQLite those of one turn of the event loop, on PostgreSQL the first alone at once', async () => {
    const write = createGroupCommit(db, 'relaxed');
    const transactions: unknown[] = [];
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(insert(100 + i, transactions))));
    expect(new Set(transactions).size).toBe(database.name === 'sqlite' ? 1 : 2);
    expect(await stored(100, 199)).toEqual(Array.from({ length: 10 }, (_, i) => 100 + i));
  });

  it('resolves with each write\'s own result once it is committed: another connection sees it', async () => {
    const write = createGroupCommit(db, 'relaxed');
    const results = await Promise.all([200, 201].map((n) => write(async (trx) => {
      await insert(n)(trx);
      return n * 2;
    })));
    expect(results).toEqual([400, 402]);
    const other = await database.connect();
    try {
      expect((await sql<{ n: number }>`select n from group_commit_rows where n between 200 and 201`.execute(other)).rows).toHaveLength(2);
    } finally {
      await other.destroy();
    }
  });

  it('costs a failing write only itself: the others of its batch are committed and only its call rejects', async () => {
    const write = createGroupCommit(db, 'relaxed');
    await write(insert(300));
    // 301 and 303 share a batch with a second 300, which breaks the primary key.
    const outcomes = await Promise.allSettled([write(insert(399)), write(insert(301)), write(insert(300)), write(insert(303))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await stored(300, 399)).toEqual([300, 301, 303, 399]);
  });
});
