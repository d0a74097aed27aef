import { addMonths, longDate } from '#engine/dates.ts';
import type { Constants } from '#schemas/generated/flow.ts';

/** The reason value of a first request (spec §9); every other reason is a refill. */
export const NEW_REQUEST = 'New Request';

export interface Refusal {
  code: 'refillTooSoon' | 'overCap' | 'quotaUsedUp' | 'noQuota' | 'shipStateMismatch' | 'countyRequired' | 'countyNotServed' | 'unknownProduct' | 'unknownConsumer';
  message: string;
}

/** The date a person may order again: refillDate('2025-02-01', 2) === '2025-04-01'. */
export function refillDate(lastOrderDate: string, months: number): string {
  return addMonths(lastOrderDate, months) ?? lastOrderDate;
}

/** Refused when the person's last order (its date in the state's time zone) is less than the interval ago. */
export function refillIntervalRefusal(lastOrderDate: string | null, today: string, constants: Constants): Refusal | null {
  if (!lastOrderDate) return null;
  const from = refillDate(lastOrderDate, constants.refillIntervalMonths);
  if (today >= from) return null;
  return {
    code: 'refillTooSoon',
    message: `You can order again from ${longDate(from) ?? from}. Refills are available no sooner than ${constants.refillIntervalMonths} months apart.`,
  };
}

/**
 * The most kits this request may have (spec-decisions 5): a person with an earlier order is a refill whatever
 * reason they chose. kitCap('New Request', false, c) === 4; kitCap('New Request', true, c) === 2.
 */
export function kitCap(requestReason: string, hasEarlierOrder: boolean, constants: Constants): number {
  return requestReason === NEW_REQUEST && !hasEarlierOrder ? constants.newRequestCap : constants.refillCap;
}

export function capRefusal(qty: number, requestReason: string, hasEarlierOrder: boolean, constants: Constants): Refusal | null {
  const cap = kitCap(requestReason, hasEarlierOrder, constants);
  if (Number.isInteger(qty) && qty >= 1 && qty <= cap) return null;
  return {
    code: 'overCap',
    message: hasEarlierOrder
      ? `Our records show an earlier order for you, so this request is a refill: at most ${cap} kits.`
      : `A ${requestReason === NEW_REQUEST ? 'new request' : 'refill'} may have 1 to ${cap} kits.`,
  };
}

/**
 * The refusals of a request, as one clear reason: a refill asked too soon is refused for that alone (its kit cap
 * would only matter on a later date, so naming it too reads as a contradiction).
 */
export function requestRefusals(tooSoon: Refusal | null, overCap: Refusal | null): Refusal[] {
  if (tooSoon) return [tooSoon];
  return overCap ? [overCap] : [];
}
