/** The colour band of a state's remaining quota on the Progress page (spec §2, §9: thresholds 50 and 10). */
export type RemainingLevel = 'green' | 'yellow' | 'red' | 'none';

/** roundPercent(33.3349) === 33.33; half-way values round up (0.125 → 0.13) despite binary fractions. */
export function roundPercent(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * remainingPercent(1000, 250) === 75 — the share of the month's quota still available, rounded to 2 decimals;
 * null when the state has no positive quota (nothing to be a share of).
 */
export function remainingPercent(quotaUnits: number, usedUnits: number): number | null {
  if (!(quotaUnits > 0)) return null;
  return roundPercent((Math.max(0, quotaUnits - usedUnits) / quotaUnits) * 100);
}

/**
 * remainingLevel(50) === 'green', remainingLevel(10) === 'yellow', remainingLevel(9.99) === 'red',
 * remainingLevel(0) === 'none'. The rounded percentage decides, so the colour always agrees with the figure shown.
 */
export function remainingLevel(percent: number | null): RemainingLevel {
  if (percent === null || percent <= 0) return 'none';
  if (percent >= 50) return 'green';
  if (percent >= 10) return 'yellow';
  return 'red';
}
