import type { Step } from '#schemas/generated/flow.ts';

/**
 * The training media of the step (VIDEO and PDF questions) counted as watched to the end, whatever the answers said:
 * in the QA environment and a staff preview, which complete it by themselves (docs/product.md#environments), and for a
 * page posted without a script, which has no player to report the end: there the server's time is the only watch
 * (media-watch-time.ts, decision 086).
 */
export function completeMedia(step: Step, items: readonly unknown[]): unknown[] {
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
