import { dialectOf } from './dialect.ts';
import { withDurability, type Durability } from './write-durability.ts';
import type { Db } from './database.ts';

/** A write of a group commit: its statements, run in the group's transaction, and what the caller learns from them. */
export type GroupWrite<T> = (trx: Db) => Promise<T>;

/** Commits a write with others (group commit); resolves with the write's result once it is committed. */
export type GroupCommit = <T>(write: GroupWrite<T>) => Promise<T>;

interface Queued {
  write: GroupWrite<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes that may be committed together (group commit): each call resolves with its write's result once the write is
 * committed, and the writes asked for while a commit is under way go in the next one, one transaction for all of them.
 * Under load that is one begin, commit and durability switch for many writes instead of one each.
 *
 * On SQLite every statement runs synchronously, so a commit is never "under way" while other requests are served: the
 * first commit waits for the end of the event loop's turn (setImmediate) and takes every write the requests of that
 * turn asked for. On PostgreSQL a write alone commits at once, and the next batch forms during its round trips.
 *
 * A batch that fails is tried again write by write, so a failing write rejects only its own call (decision 048).
 */
export function createGroupCommit(db: Db, durability: Durability): GroupCommit {
  let queue: Queued[] = [];
  let committing = false;
  const waitForTurn = dialectOf(db) === 'sqlite';

  const commit = (writes: readonly GroupWrite<unknown>[]) => withDurability(db, durability, (conn) => conn.transaction().execute(async (trx) => {
    const results: unknown[] = [];
    for (const write of writes) results.push(await write(trx));
    return results;
  }));

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        try {
          const results = await commit(batch.map((b) => b.write));
          batch.forEach((queued, i) => queued.resolve(results[i]));
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else {
            for (const queued of batch) await commit([queued.write]).then(([result]) => queued.resolve(result), queued.reject);
          }
        }
      }
    } finally {
      committing = false;
    }
  }

  return <T>(write: GroupWrite<T>) => new Promise<T>((resolve, reject) => {
    queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
    if (committing) return;
    committing = true;
    if (waitForTurn) setImmediate(() => void drain());
    else void drain();
  });
}
