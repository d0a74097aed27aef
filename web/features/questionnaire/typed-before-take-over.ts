import type { StepView } from '#schemas/generated/flow-api.ts';
import { readStepForm } from '#engine/read-step-form.ts';
import type { StepAnswer } from '#engine/step-answer-items.ts';
import { postedFields } from '#web/components/form/posted-fields.ts';

/**
 * The answers a step's form holds, read as the server reads it posted (decision 085): what was typed into the server's
 * page before the app took it over. Loaded only when a field was changed then (step-screen.tsx).
 */
export function answersInForm(view: StepView, form: HTMLFormElement): Record<string, StepAnswer> {
  const reading = readStepForm(view, postedFields(form));
  return reading.ok ? reading.answers : {};
}
