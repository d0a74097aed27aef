import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import { historyOutcomeCodes, historyReasons, readsOrderHistory } from '#engine/order-history.ts';
import { orderRefusals } from '#engine/order-rules.ts';
import { loadV1 } from './fixtures.ts';

const flowFile = (version: number) => JSON.parse(readFileSync(join('flows', 'consumer', `v${version}.json`), 'utf8')) as Flow;

/** Which rules tell a person's order history (decision 042), read from the flows' expressions. */
describe('rules that read the order history', () => {
  it.each([1, 2, 3])('finds the refill rules of published v%i, and nothing else', (version) => {
    expect([...historyOutcomeCodes(flowFile(version))].sort()).toEqual(['refill-cap', 'refill-interval']);
  });

  it('follows computed values, however deep, and stops at a cycle', () => {
    const flow = loadV1();
    expect(readsOrderHistory(flow, { computed: 'refillDue' })).toBe(true);
    expect(readsOrderHistory(flow, { computed: 'kitOptions' })).toBe(true); // kitCap reads hasEarlierOrder
    expect(readsOrderHistory(flow, { computed: 'kitsInQuota' })).toBe(false);
    expect(readsOrderHistory(flow, { ge: [{ effect: 'remainingUnits' }, 1] })).toBe(false);
    flow.computed = { ...flow.computed, a: { computed: 'b' }, b: { not: { computed: 'a' } }, deep: { if: [true, { computed: 'refillDue' }, false] } };
    expect(readsOrderHistory(flow, { computed: 'a' })).toBe(false);
    expect(readsOrderHistory(flow, { and: [{ computed: 'a' }, { computed: 'deep' }] })).toBe(true);
  });

  it('counts a rule whose words show the history even when its check does not read it', () => {
    const flow = loadV1();
    const step = flow.steps[2]!;
    step.rules = [{
      id: 'chatty', check: { ge: [{ computed: 'kitsInQuota' }, 1] }, reason: { en: 'Last ordered {when}.' }, params: { when: { effect: 'lastOrderDate' } },
    }, { id: 'quiet', check: { ge: [{ computed: 'kitsInQuota' }, 1] }, reason: { en: 'None left.' } }];
    expect(historyOutcomeCodes(flow).has('chatty')).toBe(true);
    expect(historyOutcomeCodes(flow).has('quiet')).toBe(false);
  });

  it('counts a step whose eligibility reads the history: its id ends an ineligible run', () => {
    const flow = loadV1();
    flow.steps[6]!.eligibility = { check: { not: { effect: 'hasEarlierOrder' } }, message: { en: 'First orders only.' } };
    expect(historyOutcomeCodes(flow).has(flow.steps[6]!.id)).toBe(true);
  });

  it('splits a run\'s reasons by their codes, each kept with its words', () => {
    const flow = flowFile(3);
    const outcome = { messages: ['No supply left.', 'You can order again from May 1, 2025.'], codes: ['supply-left', 'refill-interval'] };
    expect(historyReasons(flow, { outcome })).toEqual({
      history: [{ message: 'You can order again from May 1, 2025.', code: 'refill-interval' }],
      others: [{ message: 'No supply left.', code: 'supply-left' }],
    });
    expect(historyReasons(flow, { outcome: null })).toEqual({ history: [], others: [] });
  });

  it('marks the order rules that read it, so the order path words them privately', () => {
    const flow = flowFile(3);
    const today = '2025-03-14';
    expect(orderRefusals(flow, { today, hasEarlierOrder: true, lastOrderDate: '2025-03-01' })).toEqual([
      { code: 'refillTooSoon', message: expect.stringContaining('May 1, 2025'), readsHistory: true },
    ]);
    expect(orderRefusals(flow, { today, hasEarlierOrder: false, lastOrderDate: null, request: { requestReason: 'New Request', qty: 5, ndc: '69547-353-02' } }))
      .toEqual([{ code: 'overCap', message: 'A new request may have 1 to 4 kits.', readsHistory: true }]);
  });
});
