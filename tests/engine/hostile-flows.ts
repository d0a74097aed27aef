/**
 * Flows made to cost as much as they can: computed values that double at each level (c0 a range of 1,000 numbers,
 * each cᵢ the list [cᵢ₋₁, cᵢ₋₁], so cK holds 2^K × 1,000 numbers), the last compared with itself in a question's
 * condition, a step's rule or an order rule, or built on an answer. Shared by the engine and API tests and the
 * studio-hostile bench.
 */
import jsonPatch from 'fast-json-patch';
import type { Flow } from '#schemas/generated/flow.ts';

export type HostilePlace = 'condition' | 'rule' | 'order rule' | 'answer-dependent condition';

export const HOSTILE_PLACES: readonly HostilePlace[] = ['condition', 'rule', 'order rule', 'answer-dependent condition'];

/** The computed values c0…cK and where cK is compared with itself, as JSON Patch operations on the consumer flow (v2 or v3). */
export function doublingChain(k: number, place: HostilePlace): { op: 'add'; path: string; value: unknown }[] {
  const c0 = place === 'answer-dependent condition' ? { range: [1, { mul: [{ choiceValue: 'q-qty' }, 250] }] } : { range: [1, 1000] };
  const ops: { op: 'add'; path: string; value: unknown }[] = [{ op: 'add', path: '/computed/c0', value: c0 }];
  for (let i = 1; i <= k; i++) ops.push({ op: 'add', path: `/computed/c${i}`, value: [{ computed: `c${i - 1}` }, { computed: `c${i - 1}` }] });
  const same = { eq: [{ computed: `c${k}` }, { computed: `c${k}` }] };
  const reason = { en: 'Never shown.', es: 'Nunca se muestra.' };
  if (place === 'condition') ops.push({ op: 'add', path: '/steps/0/questions/0/visibleWhen', value: same });
  if (place === 'answer-dependent condition') ops.push({ op: 'add', path: '/steps/4/questions/0/visibleWhen', value: same });
  if (place === 'rule') ops.push({ op: 'add', path: '/steps/3/rules', value: [{ id: 'hostile', check: same, reason }] });
  if (place === 'order rule') ops.push({ op: 'add', path: '/orderRules/request/-', value: { id: 'hostile', code: 'overCap', check: same, reason } });
  return ops;
}

/** The flow with the chain applied (a copy). */
export function withDoublingChain(flow: Flow, k: number, place: HostilePlace): Flow {
  return jsonPatch.applyPatch(structuredClone(flow), doublingChain(k, place) as never).newDocument;
}
