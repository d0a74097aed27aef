import { describe, expect, it } from 'vitest';
import { outcomeText } from '#web/features/jobs/job-outcome.ts';

describe('a job run\'s outcome in words', () => {
  it('lists each count with its name, singular for one', () => {
    expect(outcomeText({ subscribers: 2, orders: 1234, emails: 1 })).toBe('2 subscribers · 1,234 orders · 1 email');
    expect(outcomeText({ states: 1, alerts: 0 })).toBe('1 state · 0 alerts');
    expect(outcomeText({ unfinishedRuns: 1, refusalNotices: 3 })).toBe('1 unfinished run · 3 refusal notices');
    expect(outcomeText(null)).toBe('');
  });
});
