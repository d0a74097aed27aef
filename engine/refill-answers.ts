import type { Flow } from '#schemas/generated/flow.ts';

/**
 * The details a refill starts with, by the effect that reads them and the name its input gives them: the person's
 * details from their last order as `validateConsumer` reads them (firstName, shipToCity, …), the state chosen as
 * `fetchRemainingUnits` reads it, the product as `submitOrder` reads it (ndc).
 */
export type RefillDetailsByEffect = Readonly<Record<string, Readonly<Record<string, string | null | undefined>>>>;

/**
 * The answers a refill's form starts with (decision 026): each detail put on the question the flow's effect reads it
 * from, so the mapping lives in the flow alone and follows any version that keeps its effects' inputs. Text answers
 * by value; choice answers by the choice's value. What the person tells anew (why, how many kits, the reason) is left
 * for them; they still see, can change and must submit every step.
 *
 * refillAnswers(flow, { validateConsumer: { firstName: 'Dale' }, fetchRemainingUnits: { state: 'KY' } })
 *   → { 'q-first-name': 'Dale', 'q-state': 'KY' }
 * A value chosen with `if` (v4's home address: the shipping answer when the same-address box is ticked) goes on its
 * last branch's question, the home address question.
 */
export function refillAnswers(flow: Flow, details: RefillDetailsByEffect): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const step of flow.steps) {
    const effect = step.onEnter?.effect;
    const known = effect === undefined ? undefined : details[effect];
    if (!known) continue;
    const input = (step.onEnter?.input ?? {}) as Record<string, unknown>;
    for (const [name, given] of Object.entries(input)) {
      // v4's home address: `if` the same-address box is ticked, the shipping answer, else the home question (its last branch).
      const branches = given && typeof given === 'object' && Array.isArray((given as { if?: unknown }).if) ? (given as { if: unknown[] }).if : null;
      const source = branches ? branches[2] : given;
      if (!source || typeof source !== 'object') continue;
      const ref = source as { answer?: unknown; choiceValue?: unknown };
      const questionId = typeof ref.answer === 'string' ? ref.answer : typeof ref.choiceValue === 'string' ? ref.choiceValue : undefined;
      const value = known[name];
      if (questionId && typeof value === 'string' && value !== '' && !(questionId in answers)) answers[questionId] = value;
    }
  }
  return answers;
}
