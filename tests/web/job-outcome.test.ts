import { describe, expect, it } from 'vitest';
import { outcomeText } from '#web/features/jobs/job-outcome.ts';

describe('a job run\'s outcome in words', () => {
  it('says what each job did, singular for one, never a count\'s key', () => {
    expect(outcomeText('weekly-orders', { subscribers: 3, orders: 1234, emails: 3 })).toBe('Sent the weekly report to 3 people (1,234 orders).');
    expect(outcomeText('monthly-orders', { subscribers: 1, orders: 1, emails: 1 })).toBe('Sent the monthly report to 1 person (1 order).');
    expect(outcomeText('weekly-orders', { subscribers: 0, emails: 0 })).toBe('Nobody is subscribed: no weekly report was sent.');
    expect(outcomeText('monthly-funder', { subscribers: 2, states: 1, emails: 2 })).toBe('Sent the funder report to 2 people (1 state).');
    expect(outcomeText('monthly-funder', { subscribers: 0, emails: 0 })).toBe('Nobody is subscribed: no funder report was sent.');
    expect(outcomeText('quota-thresholds', { states: 2, alerts: 0, emails: 0 })).toBe('No state crossed an alert level (2 states checked).');
    expect(outcomeText('quota-thresholds', { states: 2, alerts: 1, emails: 3 })).toBe('Sent 1 quota alert in 3 emails.');
    expect(outcomeText('retention', { consumers: 0, accounts: 0, links: 12, unfinishedRuns: 1, finishedRuns: 0, emails: 0, refusalNotices: 0 }))
      .toBe('Removed 12 expired sign-in links. Closed 1 questionnaire left unfinished.');
    expect(outcomeText('retention', { consumers: 0, accounts: 0, links: 0, unfinishedRuns: 0, finishedRuns: 0, emails: 0, refusalNotices: 0 }))
      .toBe('Nothing had reached its retention period: nothing to erase.');
    expect(outcomeText('kit-expiry', { due: 2, days: 30, sent: 2, unreadable: 0 })).toBe('Emailed 2 people whose kit expires within 30 days.');
    expect(outcomeText('kit-expiry', { due: 0, days: 1, sent: 0, unreadable: 0 })).toBe('No kit that someone asked to hear about expires within 1 day: no email sent.');
    expect(outcomeText('kit-expiry', { due: 2, days: 30, sent: 1, unreadable: 1 })).toBe('Emailed 1 person whose kit expires within 30 days. 1 address could not be read.');
    expect(outcomeText('weekly-orders', null)).toBe('');
  });

  it('reads the counts of a job it does not know in words', () => {
    expect(outcomeText('new-job', { unfinishedRuns: 2 })).toBe('2 unfinished runs');
  });
});
