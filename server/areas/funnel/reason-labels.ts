import { localText } from '#engine/localise.ts';
import type { Flow, LocalText } from '#schemas/generated/flow.ts';

/**
 * What the server's own refusal codes mean, for staff (the consumer reads the full sentence in their language,
 * written where the refusal is decided: consumer-validation.service.ts, consumer-order.service.ts, run-effects.ts).
 */
const SERVER_REASONS: Readonly<Record<string, string>> = {
  unknownConsumer: 'The details validated earlier were not found',
  shipStateMismatch: 'The kits were to be mailed to another state than the one chosen',
  unknownProduct: 'The product is not offered',
  noQuota: 'The state has no quota: kits cannot be mailed there',
  quotaUsedUp: "The state's kits for the month are used up",
  countyRequired: 'No county was chosen',
  countyNotServed: 'The county is not served',
  detailsInvalid: 'The details could not be read',
  orderIncomplete: 'The order was incomplete',
  refusedByServer: 'Refused by the server (no reason code)',
  refused: 'Refused (no reason given)',
};

/** The flow's words without their values: 'You can order again from {date}.' → 'You can order again from ….' */
function wordsOf(flow: Flow, text: LocalText | undefined): string {
  return localText(text, flow.locales[0] ?? 'en').replace(/\{[^{}]*\}/g, '…');
}

/** reasonLabel(flow, 'refused', 'refillTooSoon') → the version's English reason for that rule; the code when unknown. */
export function reasonLabel(flow: Flow, outcome: 'ineligible' | 'refused', code: string): string {
  if (outcome === 'ineligible') {
    const step = flow.steps.find((s) => s.id === code);
    return step?.eligibility ? wordsOf(flow, step.eligibility.message) : code;
  }
  for (const step of flow.steps) {
    const rule = [...(step.rules ?? []), ...(step.onEnter?.rules ?? [])].find((r) => r.id === code);
    if (rule) return wordsOf(flow, rule.reason);
  }
  const orderRule = [...(flow.orderRules?.person ?? []), ...(flow.orderRules?.request ?? [])].find((r) => r.code === code || r.id === code);
  if (orderRule) return wordsOf(flow, orderRule.reason);
  return SERVER_REASONS[code] ?? code;
}
