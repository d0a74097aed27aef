import { orderRefusals, unitsPerKit } from '#engine/order-rules.ts';
import type { PendingEffect } from '#schemas/generated/flow-api.ts';
import type { PreviewEffects } from '#schemas/generated/flow-run-api.ts';
import { readConsumerDetails } from '#server/areas/consumers/index.ts';
import type { EffectDeps, EffectOutcome } from './run-effects.ts';

/** What a preview's effects answer when the studio declares nothing: a month with room, a first request. */
export const PREVIEW_DEFAULTS: Required<PreviewEffects> = { remainingUnits: 1000, earlierOrder: false, lastOrderDate: null };

/** The MRN a preview's END step shows: plainly not an order. */
export const PREVIEW_MRN = 'PREVIEW';

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

/**
 * The flow's effects in a staff preview (decision 021): answered from the values the studio declared, with the
 * flow's own rules (the engine's order rules over those facts) and the same checks of the details' formats, but
 * nothing read from or written to the programme's data: no consumer, no order, no quota spent, no email. What the
 * database alone decides for real (the state having a quota, a county served, the same address used by another
 * person) is not part of a preview.
 */
export function runPreviewEffect(deps: Pick<EffectDeps, 'flow' | 'env'>, declared: PreviewEffects | undefined, pending: PendingEffect): EffectOutcome {
  const facts = { ...PREVIEW_DEFAULTS, ...declared };
  const earlier = { hasEarlierOrder: facts.earlierOrder, lastOrderDate: facts.earlierOrder ? facts.lastOrderDate : null };
  const input = pending.input;
  switch (pending.name) {
    case 'fetchRemainingUnits':
      return { result: { effect: 'fetchRemainingUnits', remainingUnits: facts.remainingUnits } };
    case 'validateConsumer': {
      const read = readConsumerDetails(input, deps.env.today);
      if ('problems' in read) {
        return { result: { effect: 'validateConsumer', validationRulesPassed: false, reasonsNotPassed: read.problems.map((p) => `${p.questionId}: ${p.message}`), consumerId: null } };
      }
      return { result: { effect: 'validateConsumer', validationRulesPassed: true, reasonsNotPassed: [], consumerId: 'preview', ...earlier } };
    }
    case 'submitOrder': {
      const qty = typeof input.qty === 'number' ? input.qty : Number(input.qty);
      const requestReason = str(input.requestReason);
      const ndc = str(input.ndc);
      if (!requestReason || !ndc || !Number.isInteger(qty)) {
        return { result: { effect: 'submitOrder', reasonsNotPassed: ['The order is incomplete. Please start again.'] } };
      }
      const refusals = orderRefusals(deps.flow, { today: deps.env.today, ...earlier, request: { requestReason, qty, ndc } });
      if (qty * unitsPerKit(deps.flow) > facts.remainingUnits) {
        refusals.push({ code: 'quotaUsedUp', message: "This month's supply of free naloxone has been used up (as declared for this preview)." });
      }
      if (refusals.length) return { result: { effect: 'submitOrder', reasonsNotPassed: refusals.map((r) => r.message) } };
      return { result: { effect: 'submitOrder', mrn: PREVIEW_MRN } };
    }
    case 'recordResponse':
      // A preview records nothing: the studio's walk is not a response.
      return { result: { effect: 'recordResponse', recorded: true } };
  }
}
