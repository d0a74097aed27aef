import { isUniqueViolation } from './dialect.ts';

/** PostgreSQL's deadlock and serialisation failures: the transaction was rolled back and may simply run again. */
function isTransient(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '40P01' || code === '40001';
}

/**
 * Runs a whole transaction again when it lost a race the database settled by refusing it (a unique key taken by a
 * concurrent writer, a deadlock): the next attempt sees the winner's rows (an order already placed for the run).
 */
export async function withTransactionRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !(isUniqueViolation(error) || isTransient(error))) throw error;
    }
  }
}
