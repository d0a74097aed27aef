import { withDurability, type Durability } from './write-durability.ts';
import type { Db } from './database.ts';

type Write = (trx: Db) => Promise<unknown>;

/**
 * Writes that may be committed together (group commit): each call resolves once its write is committed, and the
 * writes asked for while a commit is under way go in the next one, one transaction for all of them. Under load that is
 * one begin, commit and durability switch for many writes instead of one each; alone, a write commits at once.
 * Never rejects: a batch that fails is tried again write by write, so one bad write costs only itself, and each
 * failure goes to `warn` (for writes a request must not fail on, such as the questionnaire's analytics).
 */
export function createGroupCommit(db: Db, durability: Durability, warn: (error: unknown) => void): (write: Write) => Promise<void> {
  let queue: { write: Write; done: () => void }[] = [];
  let committing = false;

  const commit = (writes: readonly Write[]) => withDurability(db, durability, (conn) => conn.transaction().execute(async (trx) => {
    for (const write of writes) await write(trx);
  }));

  async function drain(): Promise<void> {
    committing = true;
    try {
      while (queue.length > 0) {
        const batch = queue;
        queue = [];
        try {
          await commit(batch.map((b) => b.write));
        } catch (error) {
          if (batch.length === 1) warn(error);
          else for (const { write } of batch) await commit([write]).catch(warn);
        } finally {
          for (const { done } of batch) done();
        }
      }
    } finally {
      committing = false;
    }
  }

  return (write) => new Promise<void>((done) => {
    queue.push({ write, done });
    if (!committing) void drain();
  });
}
