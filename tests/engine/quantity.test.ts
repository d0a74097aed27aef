import { describe, expect, it } from 'vitest';
import { kitCap, kitsInQuota, quantityOptions } from '#engine/quantity.ts';
import { addMonths, firstOfNextMonth, parseIsoDate } from '#engine/dates.ts';
import { quizResult } from '#engine/quiz.ts';

const base = { newRequest: true, hasEarlierOrder: false, remainingUnits: 1000, unitsPerKit: 2, newRequestCap: 4, refillCap: 2 };

describe('kit quantities (spec §5, decisions #3 and #5)', () => {
  it('offers up to 4 kits on a first New Request', () => {
    expect(quantityOptions(base)).toEqual([1, 2, 3, 4]);
    expect(kitCap(base)).toBe(4);
  });

  it('caps a refill at 2 kits', () => {
    expect(quantityOptions({ ...base, newRequest: false })).toEqual([1, 2]);
  });

  it('caps a person with an earlier order as a refill whatever the reason', () => {
    expect(quantityOptions({ ...base, hasEarlierOrder: true })).toEqual([1, 2]);
  });

  it('caps by whole kits left in the quota', () => {
    expect(quantityOptions({ ...base, remainingUnits: 5 })).toEqual([1, 2]);
    expect(quantityOptions({ ...base, remainingUnits: 2 })).toEqual([1]);
    expect(quantityOptions({ ...base, remainingUnits: 1 })).toEqual([]);
    expect(quantityOptions({ ...base, remainingUnits: null })).toEqual([]);
    expect(kitsInQuota(9, 2)).toBe(4);
    expect(kitsInQuota(-3, 2)).toBe(0);
  });
});

describe('dates without a clock', () => {
  it('adds calendar months, clamping the day', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-03-14', -3)).toBe('2024-12-14');
  });

  it('finds the first day of next month', () => {
    expect(firstOfNextMonth('2025-03-14')).toBe('2025-04-01');
    expect(firstOfNextMonth('2025-12-31')).toBe('2026-01-01');
  });

  it('parses only real dates', () => {
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1900-02-29')).toBeNull();
  });
});

describe('quiz correctness', () => {
  it('is correct only for the right choice alone', () => {
    expect(quizResult('b', ['b'])).toBe('correct');
    expect(quizResult('b', ['a'])).toBe('incorrect');
    expect(quizResult('b', ['a', 'b'])).toBe('incorrect');
    expect(quizResult('b', [])).toBe('unanswered');
    expect(quizResult('b', null)).toBe('unanswered');
  });
});
