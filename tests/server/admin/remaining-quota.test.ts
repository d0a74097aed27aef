import { describe, expect, it } from 'vitest';
import { remainingLevel, remainingPercent, roundPercent } from '#schemas/remaining-quota.ts';
import { periodsOf } from '#server/areas/progress/progress.service.ts';

describe('remaining quota share and colour', () => {
  it('rounds the share to 2 decimals', () => {
    expect(remainingPercent(3, 2)).toBe(33.33);
    expect(remainingPercent(3, 1)).toBe(66.67);
    expect(roundPercent(1.005)).toBe(1.01);
    expect(remainingPercent(1000, 1200)).toBe(0);
    expect(remainingPercent(0, 0)).toBeNull();
  });

  it('is green from 50 %, yellow from 10 %, red below and white at 0', () => {
    expect(remainingLevel(100)).toBe('green');
    expect(remainingLevel(50)).toBe('green');
    expect(remainingLevel(49.99)).toBe('yellow');
    expect(remainingLevel(10)).toBe('yellow');
    expect(remainingLevel(9.99)).toBe('red');
    expect(remainingLevel(0.01)).toBe('red');
    expect(remainingLevel(0)).toBe('none');
    expect(remainingLevel(null)).toBe('none');
  });

  it('lets the figure shown decide the colour at a boundary', () => {
    // 9.996 % is shown as 10.00 %, so it is yellow, not red
    expect(remainingLevel(remainingPercent(100_000, 90_004))).toBe('yellow');
  });

  it('lists the months of a query', () => {
    expect(periodsOf(2024, 5)).toEqual(['2024-05']);
    expect(periodsOf(2025)).toHaveLength(12);
    expect(periodsOf(2025)[11]).toBe('2025-12');
  });
});
