/**
 * When a person may order again (docs/product.md#consumer-accounts): the flow's person rules (`orderRules.person`,
 * the refill interval) asked ahead of a run, for each reason the questionnaire offers, so the account can say it
 * before the person starts rather than after four steps. The rules and their dates exist once, in the flow; this
 * only asks them day by day.
 */
import type { Choice, Flow } from '#schemas/generated/flow.ts';
import { addDays } from './dates.ts';
import { indexFlow } from './flow-index.ts';
import { personRulesPass, type OrderFacts } from './order-rules.ts';

/** How far ahead the first day is looked for: three years, longer than any interval a programme sets between refills. */
export const ORDER_AGAIN_HORIZON_DAYS = 1096;

/** The field of the question that asks why the person orders (New Request, Expired, Used, …): an order field of order-rules.ts. */
const REASON_FIELD = 'requestReason' satisfies keyof NonNullable<OrderFacts['request']>;

export interface OrderAgain {
  /** The person rules take an order today, whatever reason is given. */
  now: boolean;
  /** The first day (YYYY-MM-DD, in the ordering state) from which they take one whatever the reason: today when `now`; null when none within the horizon. */
  from: string | null;
  /** When not `now`: the reasons (choices of the question that asks the request's reason) for which they take an order today. */
  reasonsNow: Choice[];
}

/** The choices of the question that asks the request's reason (its field is `requestReason`), in their order; none when the flow asks no reason. */
export function reasonChoices(flow: Flow): Choice[] {
  for (const entry of indexFlow(flow).questions.values()) {
    if (entry.question.field === REASON_FIELD) return [...entry.choices.values()].filter((c) => typeof c.value === 'string');
  }
  return [];
}

/**
 * orderAgain(flow, { today: '2026-11-26', hasEarlierOrder: true, lastOrderDate: '2026-11-26' })
 *   → { now: false, from: '2027-01-26', reasonsNow: [] } with the refill interval of 2 months and no exception.
 */
export function orderAgain(flow: Flow, facts: Omit<OrderFacts, 'request'>): OrderAgain {
  const reasons = reasonChoices(flow);
  const values: (string | undefined)[] = reasons.length ? reasons.map((c) => String(c.value)) : [undefined];
  const takesAll = (today: string) => values.every((value) => personRulesPass(flow, { ...facts, today }, value));
  if (takesAll(facts.today)) return { now: true, from: facts.today, reasonsNow: [] };
  const reasonsNow = reasons.filter((c) => personRulesPass(flow, facts, String(c.value)));
  for (let days = 1; days <= ORDER_AGAIN_HORIZON_DAYS; days++) {
    const day = addDays(facts.today, days);
    if (day === null) break;
    if (takesAll(day)) return { now: false, from: day, reasonsNow };
  }
  return { now: false, from: null, reasonsNow };
}
