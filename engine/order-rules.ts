/**
 * The programme's rules on an order (the flow's `orderRules`), evaluated by the server when it places an order or
 * validates a consumer, against the facts it read under its lock. The rules are expressions of the flow, so the
 * caps, the refill interval and the reasons given exist once: in the flow, beside the step rules and the offered
 * quantities that use the same computed values.
 */
import type { Flow, OrderRule } from '#schemas/generated/flow.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import { evaluate, truthy } from './expression.ts';
import { indexFlow } from './flow-index.ts';
import { runScope } from './run-scope.ts';
import { chosenBrand, renderText, textParams, type TextContext } from './texts.ts';
import { pickLocale } from './localise.ts';
import { ruleReadsOrderHistory } from './order-history.ts';

/** The field names of the questions whose answers an order states: order rules may refer to these questions only. */
export const ORDER_FIELDS: ReadonlySet<string> = new Set(['requestReason', 'qty', 'ndc']);

/** What the server knows about a person and their request when it checks the rules. */
export interface OrderFacts {
  /** Today in the ordering state's time zone (YYYY-MM-DD). */
  today: string;
  /** The same person ordered before. */
  hasEarlierOrder: boolean;
  /** The date of that person's last order (their state's time zone), or null. */
  lastOrderDate: string | null;
  /** The request, by the field names of the questions that ask it (absent for the person rules alone). */
  request?: { requestReason: string; qty: number; ndc: string };
}

/** A failing rule: the refusal code the API gives, and the flow's reason text. */
export interface OrderRefusal {
  code: string;
  message: string;
  /** The rule reads the person's order history (order-history.ts): its words are for the person only, never a reply. */
  readsHistory?: true;
}

/**
 * The answers the request's values stand for: for each field, the choice of the question asking it whose value is
 * that value (a value no choice has stays unanswered, so a rule that needs it fails).
 */
function requestAnswers(flow: Flow, request: Partial<NonNullable<OrderFacts['request']>> | undefined): Record<string, HeldAnswer> {
  const answers: Record<string, HeldAnswer> = {};
  if (!request) return answers;
  const values: Partial<Record<string, string | number>> = request;
  for (const entry of indexFlow(flow).questions.values()) {
    const field = entry.question.field;
    if (field === undefined || !ORDER_FIELDS.has(field) || values[field] === undefined) continue;
    const choice = [...entry.choices.values()].find((c) => c.value === values[field]);
    if (choice) answers[entry.question.id] = { choiceIds: [choice.id] };
  }
  return answers;
}

function failing(ctx: TextContext, rules: readonly OrderRule[]): OrderRefusal[] {
  return rules
    .filter((rule) => !truthy(evaluate(rule.check, ctx.scope)))
    .map((rule) => ({
      code: rule.code, message: renderText(ctx, rule.reason, textParams(ctx, rule.params)), ...(ruleReadsOrderHistory(ctx.index.flow, rule) ? { readsHistory: true as const } : {}),
    }));
}

/**
 * orderRefusals(flow, facts, locale?) → [] when the order may go ahead, else the refusals in the flow's words (in the
 * locale asked for when the flow has it). The person
 * rules come first: when one fails, the request rules are not checked (a refill asked too soon is refused for that
 * alone; its kit cap would only matter on a later date). Without `facts.request` only the person rules are checked.
 */
export function orderRefusals(flow: Flow, facts: OrderFacts, requestedLocale?: string): OrderRefusal[] {
  const index = indexFlow(flow);
  const answers = requestAnswers(flow, facts.request);
  const locale = pickLocale(flow, requestedLocale);
  const effects = { hasEarlierOrder: facts.hasEarlierOrder, lastOrderDate: facts.lastOrderDate };
  const ctx: TextContext = { index, scope: runScope(index, answers, effects, { today: facts.today, locale }), locale, brand: chosenBrand(index, answers, locale) };
  const person = failing(ctx, flow.orderRules?.person ?? []);
  if (person.length || !facts.request) return person;
  return failing(ctx, flow.orderRules?.request ?? []);
}

/**
 * Whether the person rules take an order on `facts.today` for a request of which only the reason is known (a
 * `requestReason` choice's value) or nothing at all: what the account asks before a refill starts (order-again.ts).
 * The order is checked whole, by orderRefusals, when it comes.
 */
export function personRulesPass(flow: Flow, facts: Omit<OrderFacts, 'request'>, requestReason?: string): boolean {
  const index = indexFlow(flow);
  const answers = requestAnswers(flow, requestReason === undefined ? undefined : { requestReason });
  const locale = pickLocale(flow, undefined);
  const effects = { hasEarlierOrder: facts.hasEarlierOrder, lastOrderDate: facts.lastOrderDate };
  const scope = runScope(index, answers, effects, { today: facts.today, locale });
  return (flow.orderRules?.person ?? []).every((rule) => truthy(evaluate(rule.check, scope)));
}

/**
 * The quota units in one kit of a flow that places orders. The flow check refuses a flow with `submitOrder` and no
 * `constants.unitsPerKit` (a questionnaire that only records a response has none, decision 077), so its absence here
 * is a flow that skipped the checks.
 */
export function unitsPerKit(flow: Flow): number {
  const units = flow.constants?.unitsPerKit;
  if (units === undefined) throw new Error(`Flow ${flow.id}@${flow.version} places an order but says no units per kit`);
  return units;
}
