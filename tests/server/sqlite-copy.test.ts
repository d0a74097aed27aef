import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { copySqliteDatabase } from '#server/db/sqlite-copy.ts';

/*
 * npm run backup and npm run restore copy SQLite with its online backup (server/db/sqlite-copy.ts, decision 045).
 * Copied a few pages at a time, the copy starts again whenever another connection writes between two steps: a
 * database of some size that the portal writes to every few milliseconds was never copied.
 */
const GIVE_UP_MS = 20_000;

describe('the online copy of a SQLite database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-sqlite-copy-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('finishes while another connection writes every few milliseconds, with every row committed before it began', async () => {
    const writer = new SqliteDatabase(join(folder, 'live.db'));
    writer.pragma('journal_mode = WAL');
    writer.exec('create table rows (id integer primary key, body blob)');
    const insert = writer.prepare('insert into rows (body) values (?)');
    // About 20 MB: some five thousand pages to copy.
    writer.transaction(() => {
      for (let i = 0; i < 5_000; i++) insert.run(Buffer.alloc(4_000, i % 256));
    })();
    const before = 5_000;
    const source = new SqliteDatabase(join(folder, 'live.db'));
    const writes = setInterval(() => insert.run(Buffer.alloc(100)), 2);
    let timer: NodeJS.Timeout | undefined;
    try {
      const copied = copySqliteDatabase(source, join(folder, 'copy.db')).then(() => 'copied');
      const gaveUp = new Promise((resolve) => { timer = setTimeout(() => resolve(`not copied after ${GIVE_UP_MS / 1000} s of writes`), GIVE_UP_MS); });
      expect(await Promise.race([copied, gaveUp])).toBe('copied');
    } finally {
      clearInterval(writes);
      clearTimeout(timer);
      source.close();
    }
    const written = Number(writer.prepare('select count(*) as n from rows').pluck().get());
    writer.close();
    const copy = new SqliteDatabase(join(folder, 'copy.db'), { readonly: true });
    const held = Number(copy.prepare('select count(*) as n from rows').pluck().get());
    expect(copy.pragma('quick_check', { simple: true })).toBe('ok');
    copy.close();
    expect(held).toBeGreaterThanOrEqual(before);
    expect(held).toBeLessThanOrEqual(written);
  }, 60_000);
});
