/**
 * What a job's run did, in words (docs/product.md#report-subscriptions-and-scheduled-jobs): the one place that reads
 * each job's outcome counts (their keys are the job's own, server/areas/<area>/*.job.ts).
 * outcomeText('weekly-orders', { subscribers: 3, orders: 31, emails: 3 }) === 'Sent the weekly report to 3 people (31 orders).'
 */
import { count } from '#engine/count-words.ts';
import { retentionDone } from '#engine/retention-counts.ts';

type Outcome = Record<string, number>;


function report(kind: 'weekly' | 'monthly') {
  return (o: Outcome) => (o.subscribers
    ? `Sent the ${kind} report to ${count(o.emails ?? o.subscribers, 'person', 'people')} (${count(o.orders ?? 0, 'order', 'orders')}).`
    : `Nobody is subscribed: no ${kind} report was sent.`);
}

const WORDS: Record<string, (o: Outcome) => string> = {
  'weekly-orders': report('weekly'),
  'monthly-orders': report('monthly'),
  'monthly-funder': (o) => (o.subscribers
    ? `Sent the funder report to ${count(o.emails ?? o.subscribers, 'person', 'people')} (${count(o.states ?? 0, 'state', 'states')}).`
    : 'Nobody is subscribed: no funder report was sent.'),
  'quota-thresholds': (o) => (o.alerts
    ? `Sent ${count(o.alerts, 'quota alert', 'quota alerts')}${o.emails === undefined ? '' : ` in ${count(o.emails, 'email', 'emails')}`}.`
    : `No state crossed an alert level (${count(o.states ?? 0, 'state', 'states')} checked).`),
  'kit-expiry': (o) => (o.sent
    ? `Emailed ${count(o.sent, 'person', 'people')} whose kit expires within ${count(o.days ?? 0, 'day', 'days')}.`
    : `No kit that someone asked to hear about expires within ${count(o.days ?? 0, 'day', 'days')}: no email sent.`)
    + (o.unreadable ? ` ${count(o.unreadable, 'address', 'addresses')} could not be read.` : ''),
  retention: (o) => {
    const done = retentionDone(o);
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
