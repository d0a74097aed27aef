/**
 * The programme's rules as data in the flow (docs/product.md#rules-of-an-order, decision 018): the kit cap, the offered quantities and
 * the order rules are expressions over general operators. The published versions were rewritten once from the
 * former `kitOptions` operator and the server's TypeScript rules; `formerOptions` and `formerRefusals` below are
 * those rules as they were, and every input gives the same result with the flows as they are now.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addMonths, longDate } from '#engine/dates.ts';
import { evaluate } from '#engine/expression.ts';
import { indexFlow } from '#engine/flow-index.ts';
import { loadFlow } from '#engine/flow-check.ts';
import { orderRefusals, type OrderRefusal } from '#engine/order-rules.ts';
import { runScope } from '#engine/run-scope.ts';
import { stepView } from '#engine/step-view.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';

const versions = [1, 2].map((v) => loadFlow(JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'flows', 'consumer', `v${v}.json`), 'utf8')), `v${v}`));
const REASONS = ['reason-new', 'reason-expired', 'reason-used', 'reason-lost', 'reason-damaged'] as const;

function computed(flow: Flow, name: string, reason: string | null, hasEarlierOrder: boolean | null, remainingUnits: number | null) {
  const index = indexFlow(flow);
  const answers: Record<string, HeldAnswer> = reason ? { 'q-request-reason': { choiceIds: [reason] } } : {};
  const effects = { ...(hasEarlierOrder === null ? {} : { hasEarlierOrder }), ...(remainingUnits === null ? {} : { remainingUnits }) };
  return evaluate({ computed: name }, runScope(index, answers, effects, { today: '2025-03-14', locale: 'en' }));
}

/** The former engine/quantity.ts quantityOptions, with the flows' constants (4 new, 2 refill, 2 units a kit). */
function formerOptions(newRequest: boolean, hasEarlierOrder: boolean, remainingUnits: number | null): number[] {
  const cap = newRequest && !hasEarlierOrder ? 4 : 2;
  const inQuota = remainingUnits === null || !Number.isFinite(remainingUnits) ? 0 : Math.max(0, Math.floor(remainingUnits / 2));
  return Array.from({ length: Math.max(0, Math.min(cap, inQuota)) }, (_, i) => i + 1);
}

/** The former server/consumer/refill-rules.ts refillIntervalRefusal, capRefusal and requestRefusals. */
function formerRefusals(qty: number, requestReason: string, lastOrderDate: string | null, today: string): OrderRefusal[] {
  if (lastOrderDate) {
    const from = addMonths(lastOrderDate, 2) ?? lastOrderDate;
    if (today < from) {
      return [{ code: 'refillTooSoon', message: `You can order again from ${longDate(from) ?? from}. Refills are available no sooner than 2 months apart.` }];
    }
  }
  const earlier = lastOrderDate !== null;
  const cap = requestReason === 'New Request' && !earlier ? 4 : 2;
  if (Number.isInteger(qty) && qty >= 1 && qty <= cap) return [];
  return [{
    code: 'overCap',
    message: earlier
      ? `Our records show an earlier order for you, so this request is a refill: at most ${cap} kits.`
      : `A ${requestReason === 'New Request' ? 'new request' : 'refill'} may have 1 to ${cap} kits.`,
  }];
}

describe.each(versions.map((flow) => [flow.version, flow] as const))('consumer v%s: kit quantities', (_v, flow) => {
  it('offers up to 4 kits on a first New Request', () => {
    expect(computed(flow, 'kitOptions', 'reason-new', false, 1000)).toEqual([1, 2, 3, 4]);
    expect(computed(flow, 'kitCap', 'reason-new', false, 1000)).toBe(4);
  });

  it('caps a refill at 2 kits', () => {
    expect(computed(flow, 'kitOptions', 'reason-lost', false, 1000)).toEqual([1, 2]);
  });

  it('caps a person with an earlier order as a refill whatever the reason', () => {
    expect(computed(flow, 'kitOptions', 'reason-new', true, 1000)).toEqual([1, 2]);
  });

  it('caps by whole kits left in the quota', () => {
    expect(computed(flow, 'kitOptions', 'reason-new', false, 5)).toEqual([1, 2]);
    expect(computed(flow, 'kitOptions', 'reason-new', false, 2)).toEqual([1]);
    expect(computed(flow, 'kitOptions', 'reason-new', false, 1)).toEqual([]);
    expect(computed(flow, 'kitsInQuota', null, null, 9)).toBe(4);
  });

  it('words the quantity step with the constants, as the text read when it held the numbers', () => {
    const run = { flowId: flow.id, flowVersion: flow.version, status: 'answering' as const, step: 3, answers: {}, effects: { remainingUnits: 480 }, pending: null, outcome: null };
    expect(stepView(flow, run, 'en', { today: '2025-03-14' })?.questions[0]?.comment).toBe(
      'You can request up to 4 kits the first time and only 2 at each refill. Refills are available no sooner than 2 months apart.',
    );
  });

  it('offers what the former kitOptions operator offered, for every reason, earlier order and quota', () => {
    for (const reason of [...REASONS, null]) {
      for (const earlier of [false, true, null]) {
        for (const units of [null, -3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 480]) {
          const offered = computed(flow, 'kitOptions', reason, earlier, units);
          // An unknown quota evaluates to null where the operator gave []: both offer nothing (step-view, `in`).
          expect(Array.isArray(offered) ? offered : [], `${reason} ${earlier} ${units}`).toEqual(formerOptions(reason === 'reason-new', earlier === true, units));
        }
      }
    }
  });
});

describe.each(versions.map((flow) => [flow.version, flow] as const))('consumer v%s: order rules', (_v, flow) => {
  const ndc = '69547-353-02';
  const today = '2025-03-14';

  it('refuses as the server did, with the same codes and texts, for every request', () => {
    const reasons = ['New Request', 'Expired', 'Used', 'Lost', 'Damaged', 'Something else'];
    const lastDates = [null, '2024-12-01', '2025-01-14', '2025-01-15', '2025-02-01', '2025-03-14', '2024-12-31'];
    for (const requestReason of reasons) {
      for (const lastOrderDate of lastDates) {
        for (const qty of [-1, 0, 1, 2, 3, 4, 5, 2.5]) {
          const got = orderRefusals(flow, { today, hasEarlierOrder: lastOrderDate !== null, lastOrderDate, request: { requestReason, qty, ndc } })
            .map(({ code, message }) => ({ code, message }));
          expect(got, `${requestReason} ${lastOrderDate} ${qty}`).toEqual(formerRefusals(qty, requestReason, lastOrderDate, today));
        }
      }
    }
  });

  it('checks only the person rules without a request (consumer validation)', () => {
    expect(orderRefusals(flow, { today, hasEarlierOrder: true, lastOrderDate: '2025-02-01' })).toEqual([
      { code: 'refillTooSoon', message: 'You can order again from April 1, 2025. Refills are available no sooner than 2 months apart.', readsHistory: true },
    ]);
    expect(orderRefusals(flow, { today, hasEarlierOrder: true, lastOrderDate: '2025-01-14' })).toEqual([]);
    expect(orderRefusals(flow, { today, hasEarlierOrder: false, lastOrderDate: null })).toEqual([]);
  });
});
