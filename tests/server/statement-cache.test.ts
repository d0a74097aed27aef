import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '#server/db/statement-cache.ts';

describe('SQLite statement cache', () => {
  let sqlite: SqliteDatabase.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('prepares a statement once and hands the same one back', () => {
    sqlite = new SqliteDatabase(':memory:');
    const db = withStatementCache(sqlite);
    const first = db.prepare('select ? as n');
    expect(db.prepare('select ? as n')).toBe(first);
    expect(first.all([7])).toEqual([{ n: 7 }]);
  });

  it('lets the least recently used statement go beyond its size', () => {
    sqlite = new SqliteDatabase(':memory:');
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // 'select 2' is now the least recently used
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('keeps working when a migration changes the table under a cached statement', () => {
    sqlite = new SqliteDatabase(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (a integer)').run([]);
    db.prepare('insert into t (a) values (?)').run([1]);
    const select = db.prepare('select * from t');
    expect(select.all([])).toEqual([{ a: 1 }]);
    db.prepare('alter table t add column b text').run([]);
    db.prepare('update t set b = ?').run(['x']);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: 'x' }]);
  });

  it('closes the database', () => {
    sqlite = new SqliteDatabase(':memory:');
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
