/*
 * A state's remaining quota as a share of its month's quota: the Progress page's colour bands (docs/product.md#quotas-and-progress:
 * thresholds 50 and 10) and the threshold alerts emailed to subscribers (50, 10 and 0 %).
 */

/** The colour steps of docs/product.md#quotas-and-progress, in percent of the month's quota remaining. */
export const LEVEL_STEPS = { yellowBelow: 50, redBelow: 10 } as const;

/** Subscribers are alerted when the remaining share falls to each of these (the colour steps, then used up). */
export const ALERT_THRESHOLDS = [LEVEL_STEPS.yellowBelow, LEVEL_STEPS.redBelow, 0] as const;

/** The colour band of a state's remaining quota on the Progress page. */
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
  if (percent >= LEVEL_STEPS.yellowBelow) return 'green';
  if (percent >= LEVEL_STEPS.redBelow) return 'yellow';
  return 'red';
}

/**
 * thresholdsReached(1000, 950) → [50, 10] — the alert thresholds the remaining share has fallen to (at or below),
 * on the same rounded figure the Progress page shows; none for a state without a positive quota.
 */
export function thresholdsReached(quotaUnits: number, usedUnits: number): number[] {
  const percent = remainingPercent(quotaUnits, usedUnits);
  return percent === null ? [] : ALERT_THRESHOLDS.filter((t) => percent <= t);
}
