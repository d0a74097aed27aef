import type { Step } from '#schemas/generated/flow.ts';

/**
 * The QA environment completes the training media by itself (docs/product.md#environments): a video or PDF question
 * of the step counts as watched to the end. Never used outside QA.
 */
export function completeMediaForQa(step: Step, items: readonly unknown[]): unknown[] {
  const out = [...items];
  for (const question of step.questions) {
    if (question.type !== 'VIDEO' && question.type !== 'PDF') continue;
    const index = out.findIndex((item) => (item as { questionId?: unknown } | null)?.questionId === question.id);
    const completed = { ...(index >= 0 ? (out[index] as object) : {}), questionId: question.id, value: true };
    if (index >= 0) out[index] = completed;
    else out.push(completed);
  }
  return out;
}
