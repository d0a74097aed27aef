/**
 * What a job's run did, in words (docs/product.md#report-subscriptions-and-scheduled-jobs): the one place that reads
 * each job's outcome counts (their keys are the job's own, server/areas/<area>/*.job.ts).
 * outcomeText('weekly-orders', { subscribers: 3, orders: 31, emails: 3 }) === 'Sent the weekly report to 3 people (31 orders).'
 */
type Outcome = Record<string, number>;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function report(kind: 'weekly' | 'monthly') {
  return (o: Outcome) => (o.subscribers
    ? `Sent the ${kind} report to ${count(o.emails ?? o.subscribers, 'person', 'people')} (${count(o.orders ?? 0, 'order', 'orders')}).`
    : `Nobody is subscribed: no ${kind} report was sent.`);
}

/** Each of the retention's counts as a sentence, when it did something. */
const RETENTION: [key: string, words: (n: number) => string][] = [
  ['consumers', (n) => `Erased the personal data of ${count(n, 'person', 'people')} with no order for the retention period`],
  ['accounts', (n) => `Removed ${count(n, 'account', 'accounts')} left without an order`],
  ['links', (n) => `Removed ${count(n, 'expired sign-in link', 'expired sign-in links')}`],
  ['unfinishedRuns', (n) => `Closed ${count(n, 'questionnaire left unfinished', 'questionnaires left unfinished')}`],
  ['finishedRuns', (n) => `Removed the answers of ${count(n, 'old questionnaire', 'old questionnaires')}`],
  ['emails', (n) => `Erased the text of ${count(n, 'sent email', 'sent emails')}`],
  ['refusalNotices', (n) => `Forgot ${count(n, 'refusal notice', 'refusal notices')} of earlier days`],
];

const WORDS: Record<string, (o: Outcome) => string> = {
  'weekly-orders': report('weekly'),
  'monthly-orders': report('monthly'),
  'quota-thresholds': (o) => (o.alerts
    ? `Sent ${count(o.alerts, 'quota alert', 'quota alerts')}${o.emails === undefined ? '' : ` in ${count(o.emails, 'email', 'emails')}`}.`
    : `No state crossed an alert level (${count(o.states ?? 0, 'state', 'states')} checked).`),
  retention: (o) => {
    const done = RETENTION.filter(([key]) => (o[key] ?? 0) > 0).map(([key, words]) => words(o[key]!));
    return done.length ? `${done.join('. ')}.` : 'Nothing had reached its retention period: nothing to erase.';
  },
};

/** A job this page does not know yet: its counts with their names in words. */
function anyCounts(o: Outcome): string {
  return Object.entries(o).map(([name, n]) => `${n.toLocaleString('en-US')} ${name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)}`).join(' · ');
}

export function outcomeText(job: string, outcome: Outcome | null): string {
  if (!outcome) return '';
  return (WORDS[job] ?? anyCounts)(outcome);
}
