import type { RefillDetails } from '#schemas/generated/consumer-account.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/*
 * A refill started from the consumer's account (web/features/account): the answers its form starts with, kept in
 * this tab until the questionnaire starts a new run for it (claimRefill), then tied to that run only. The server
 * checks every answer again; these only save typing.
 */
const KEY = 'portal.refill';

interface PendingRefill {
  answers: Record<string, string>;
  /** null until the questionnaire started the refill's run */
  runId: string | null;
}

function read(): PendingRefill | null {
  try {
    const value = JSON.parse(readItem('session', KEY) ?? 'null') as PendingRefill | null;
    return value && typeof value.answers === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** The account asks for a refill: the next questionnaire load starts a new run with these answers. */
export function startRefill(details: RefillDetails): void {
  writeItem('session', KEY, JSON.stringify({ answers: details.answers, runId: null } satisfies PendingRefill));
}

/** True once after startRefill: the questionnaire then starts a new run rather than resuming the tab's last one. */
export function claimRefill(): boolean {
  const pending = read();
  return pending !== null && pending.runId === null;
}

/** Ties the pending refill to the run started for it. */
export function bindRefill(runId: string): void {
  const pending = read();
  if (pending && pending.runId === null) writeItem('session', KEY, JSON.stringify({ ...pending, runId }));
}

/** The answers to start with on a step of `runId`, when that run is the refill's; else none. */
export function refillAnswersFor(runId: string | null): Readonly<Record<string, string>> | undefined {
  const pending = read();
  return runId !== null && pending?.runId === runId ? pending.answers : undefined;
}

export function endRefill(): void {
  removeItem('session', KEY);
}
