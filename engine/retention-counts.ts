import { count } from './count-words.ts';

/**
 * What the nightly retention did, in words (docs/product.md#report-subscriptions-and-scheduled-jobs): each count of its
 * outcome (the keys the retention job writes, server/areas/retention/) as a sentence, without its full stop. The Jobs
 * page and the audit log both read a retention run with these.
 */
export const RETENTION_COUNTS: readonly (readonly [key: string, words: (n: number) => string])[] = [
  ['consumers', (n) => `Erased the personal data of ${count(n, 'person', 'people')} with no order for the retention period`],
  ['accounts', (n) => `Removed ${count(n, 'account')} left without an order`],
  ['links', (n) => `Removed ${count(n, 'expired sign-in link')}`],
  ['unfinishedRuns', (n) => `Closed ${count(n, 'questionnaire left unfinished', 'questionnaires left unfinished')}`],
  ['finishedRuns', (n) => `Removed the answers of ${count(n, 'old questionnaire')}`],
  ['emails', (n) => `Erased the text of ${count(n, 'sent email')}`],
  ['refusalNotices', (n) => `Forgot ${count(n, 'refusal notice')} of earlier days`],
  ['responses', (n) => `Erased the personal answers of ${count(n, 'questionnaire response')}`],
];

/** The sentences of what a retention run did, for the counts above zero (none: it had nothing to do). */
export function retentionDone(outcome: Readonly<Record<string, unknown>>): string[] {
  return RETENTION_COUNTS.flatMap(([key, words]) => {
    const n = outcome[key];
    return typeof n === 'number' && n > 0 ? [words(n)] : [];
  });
}
