import type { Flow } from '#schemas/generated/flow.ts';

/**
 * The answers a refill's form starts with (decision 026): the person's details from their last order (named as the
 * consumer validation names them: firstName, shipToCity, …) put on the questions the flow's `validateConsumer`
 * effect reads them from, so the mapping lives in the flow alone. Text answers by value; choice answers by the
 * choice's value. The person still sees, can change and must submit every step.
 *
 * refillAnswers(flow, { firstName: 'Dale', gender: 'Male' }) → { 'q-first-name': 'Dale', 'q-gender': 'Male' }. A value chosen
 * with `if` (v4's home address, the shipping answer when the same-address box is ticked) goes on its last branch's
 * question: the home address question.
 */
export function refillAnswers(flow: Flow, details: Readonly<Record<string, string | null | undefined>>): Record<string, string> {
  const step = flow.steps.find((s) => s.onEnter?.effect === 'validateConsumer');
  const input = (step?.onEnter?.input ?? {}) as Record<string, unknown>;
  const answers: Record<string, string> = {};
  for (const [name, given] of Object.entries(input)) {
    // v4's home address: `if` the same-address box is ticked, the shipping answer, else the home question (its last branch).
    const branches = given && typeof given === 'object' && Array.isArray((given as { if?: unknown }).if) ? ((given as { if: unknown[] }).if) : null;
    const source = branches ? branches[2] : given;
    if (!source || typeof source !== 'object') continue;
    const ref = source as { answer?: unknown; choiceValue?: unknown };
    const questionId = typeof ref.answer === 'string' ? ref.answer : typeof ref.choiceValue === 'string' ? ref.choiceValue : undefined;
    const value = details[name];
    if (questionId && typeof value === 'string' && value !== '') answers[questionId] = value;
  }
  return answers;
}
