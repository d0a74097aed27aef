import { describe, expect, it } from 'vitest';
import { medianOf } from '#server/areas/funnel/funnel-report.ts';

describe('the median time of a step, read from a histogram of seconds', () => {
  it('takes the middle value, or the mean of the two middle values, whatever the order of the rows', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([{ seconds: 12, runs: 1 }])).toBe(12);
    expect(medianOf([{ seconds: 40, runs: 1 }, { seconds: 10, runs: 2 }])).toBe(10);
    expect(medianOf([{ seconds: 30, runs: 1 }, { seconds: 10, runs: 1 }, { seconds: 40, runs: 1 }, { seconds: 20, runs: 1 }])).toBe(25);
    expect(medianOf([{ seconds: 5, runs: 3 }, { seconds: 9, runs: 3 }])).toBe(7);
    expect(medianOf([{ seconds: 5, runs: 1000 }, { seconds: 86_400, runs: 999 }])).toBe(5);
  });
});
