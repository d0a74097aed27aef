import type { Quota } from '#schemas/generated/quota.ts';
import { monthAndYear } from '#engine/dates.ts';

/** A quota's period as people read it (the API's MONTHLY is the only one, docs/product.md#quotas-and-progress). */
export const PERIOD_WORDS: Record<Quota['quotaPeriod'], string> = { MONTHLY: 'Monthly' };

const units = (quantity: number) => `${quantity.toLocaleString('en-US')} ${quantity === 1 ? 'unit' : 'units'}`;

/** appliesFrom('2026-11') === 'Applies from November 2026': said beside the limit being added or changed. */
export function appliesFrom(month: string): string {
  return `Applies from ${monthAndYear(month)}`;
}

/**
 * What a saved quota says: "Colorado's quota is 1,200 units a month from November 2026." (the month as the server
 * counted it when saving; without it when that could not be read).
 */
export function quotaSavedMessage(stateName: string, quantity: number, month: string | null): string {
  return `${stateName}'s quota is ${units(quantity)} a month${month ? ` from ${monthAndYear(month)}` : ''}.`;
}

/** What a deleted quota says. */
export function quotaDeletedMessage(stateName: string): string {
  return `The quota of ${stateName} has been deleted.`;
}
