import { SEEN, STEP_FIELD, TICKED, answerField, datePartField } from '#engine/answer-form-fields.ts';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';

type Item = { questionId: string; choiceIds?: string[]; value?: string | boolean };

/**
 * The form a browser without a script posts for a step's answers (decision 085), written as the question components
 * name their fields: a choice by its id, a tick as `yes` (an unticked box sends nothing), a date in its three boxes.
 */
export function formOf(step: number, questions: readonly ViewQuestion[], items: readonly Item[]): string {
  const form = new URLSearchParams({ [STEP_FIELD]: String(step) });
  for (const item of items) {
    const q = questions.find((x) => x.id === item.questionId);
    if (!q) throw new Error(`no question ${item.questionId} on step ${step}`);
    if (item.choiceIds) form.set(answerField(q.id), item.choiceIds[0] ?? '');
    else if (q.type === 'LOCAL_DATE' && typeof item.value === 'string') {
      const [year = '', month = '', day = ''] = item.value.split('-');
      form.set(datePartField(q.id, 'year'), year);
      form.set(datePartField(q.id, 'month'), String(Number(month)));
      form.set(datePartField(q.id, 'day'), String(Number(day)));
    } else if (q.type === 'CHECKBOX') {
      if (item.value === true) form.set(answerField(q.id), TICKED);
    } else if (q.type === 'VIDEO' || q.type === 'PDF') {
      if (item.value === true) form.set(answerField(q.id), SEEN);
    } else if (typeof item.value === 'string') form.set(answerField(q.id), item.value);
  }
  return form.toString();
}
