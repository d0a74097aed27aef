import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Expr, Flow } from '#schemas/generated/flow.ts';
import { orderAgain } from '#engine/order-again.ts';
import { orderRefusals } from '#engine/order-rules.ts';
import { refillAnswers } from '#engine/refill-answers.ts';

const flowFile = (version: number) => JSON.parse(readFileSync(join('flows', 'consumer', `v${version}.json`), 'utf8')) as Flow;
const ordered = (lastOrderDate: string, today: string) => ({ today, hasEarlierOrder: true, lastOrderDate });

/** v3 with its refill interval waived when the last kit was used, lost or damaged: an exception a programme might publish. */
function withReplacements(): Flow {
  const flow = flowFile(3);
  const rule = flow.orderRules!.person![0]!;
  const chosen = (choice: string): Expr => ({ chosen: ['q-request-reason', choice] });
  rule.check = { or: [rule.check, chosen('reason-used'), chosen('reason-lost'), chosen('reason-damaged')] };
  return flow;
}

describe('when a person may order again, asked of the flow before a run', () => {
  it.each([1, 2, 3])('v%i: anyone without an earlier order, today', (version) => {
    expect(orderAgain(flowFile(version), { today: '2026-11-26', hasEarlierOrder: false, lastOrderDate: null })).toEqual({ now: true, from: '2026-11-26', reasonsNow: [] });
  });

  it('v3: the refill interval\'s first day, whatever happened to the last kit, the day the order rules agree', () => {
    const flow = flowFile(3);
    expect(orderAgain(flow, ordered('2026-11-26', '2026-11-26'))).toEqual({ now: false, from: '2027-01-26', reasonsNow: [] });
    expect(orderAgain(flow, ordered('2026-11-26', '2027-01-25'))).toEqual({ now: false, from: '2027-01-26', reasonsNow: [] });
    expect(orderAgain(flow, ordered('2026-11-26', '2027-01-26')).now).toBe(true);
    // The end of a month: the flow's addMonths keeps to the shorter month.
    expect(orderAgain(flow, ordered('2026-12-31', '2027-01-05')).from).toBe('2027-02-28');
    // The same answer the order path gives on the day before and the day itself.
    const request = { requestReason: 'Used', qty: 1, ndc: '69547-353-02' };
    expect(orderRefusals(flow, { ...ordered('2026-11-26', '2027-01-25'), request }).map((r) => r.code)).toEqual(['refillTooSoon']);
    expect(orderRefusals(flow, { ...ordered('2026-11-26', '2027-01-26'), request })).toEqual([]);
  });

  it('names the reasons a flow takes at once, and still the day every reason is taken', () => {
    const when = orderAgain(withReplacements(), ordered('2026-11-26', '2026-12-01'));
    expect(when.now).toBe(false);
    expect(when.from).toBe('2027-01-26');
    expect(when.reasonsNow.map((c) => [c.id, c.text.es])).toEqual([['reason-used', 'Lo usé'], ['reason-lost', 'Lo perdí'], ['reason-damaged', 'Se dañó']]);
  });

  it('gives no day when the rules take none within three years, and today when the flow has no person rules', () => {
    const never = flowFile(3);
    never.orderRules!.person![0]!.check = false;
    expect(orderAgain(never, ordered('2026-11-26', '2026-11-26'))).toEqual({ now: false, from: null, reasonsNow: [] });
    const open = flowFile(3);
    delete open.orderRules;
    expect(orderAgain(open, ordered('2026-11-26', '2026-11-26')).now).toBe(true);
  });
});

describe('the answers a refill starts with', () => {
  it('puts what the portal knows where the flow\'s effects read it, and leaves what is new to the person', () => {
    const answers = refillAnswers(flowFile(3), {
      validateConsumer: { firstName: 'Dale', lastName: 'Hatfield', dateOfBirth: '1971-11-23', email: 'dale@example.net', shipToCity: 'Pikeville', state: 'KY', address2: null, county: '' },
      fetchRemainingUnits: { state: 'KY' },
      submitOrder: { ndc: '0093-2165-68' },
    });
    expect(answers).toEqual({
      'q-first-name': 'Dale', 'q-last-name': 'Hatfield', 'q-dob': '1971-11-23', 'q-email': 'dale@example.net', 'q-ship-city': 'Pikeville', 'q-home-state': 'KY',
      'q-state': 'KY', 'q-product': '0093-2165-68',
    });
    for (const asked of ['q-qty', 'q-why', 'q-request-reason']) expect(answers).not.toHaveProperty(asked);
  });
});
