/**
 * Kit quantities (spec §5, spec-decisions #3 and #5): quotas count units, a kit is `unitsPerKit` units, and a person
 * with an earlier order is capped as a refill whatever reason they chose.
 */

export interface QuantityInput {
  /** The request reason is New Request. */
  newRequest: boolean;
  /** The same person ordered before (known after consumer validation; false before). */
  hasEarlierOrder: boolean;
  /** The state's remaining quota units this month; null when not fetched yet. */
  remainingUnits: number | null;
  unitsPerKit: number;
  newRequestCap: number;
  refillCap: number;
}

/** kitCap({ newRequest: true, hasEarlierOrder: false, ... newRequestCap: 4, refillCap: 2 }) === 4 */
export function kitCap(input: QuantityInput): number {
  return input.newRequest && !input.hasEarlierOrder ? input.newRequestCap : input.refillCap;
}

/** Whole kits left in the quota: kitsInQuota(5, 2) === 2; 0 when unknown. */
export function kitsInQuota(remainingUnits: number | null, unitsPerKit: number): number {
  if (remainingUnits === null || !Number.isFinite(remainingUnits) || unitsPerKit <= 0) return 0;
  return Math.max(0, Math.floor(remainingUnits / unitsPerKit));
}

/** quantityOptions({ newRequest: true, hasEarlierOrder: false, remainingUnits: 5, unitsPerKit: 2, newRequestCap: 4, refillCap: 2 }) → [1, 2] */
export function quantityOptions(input: QuantityInput): number[] {
  const most = Math.min(kitCap(input), kitsInQuota(input.remainingUnits, input.unitsPerKit));
  return Array.from({ length: Math.max(0, most) }, (_, i) => i + 1);
}
