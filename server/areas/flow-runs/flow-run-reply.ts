import { localText } from '#engine/localise.ts';
import type { ConfirmationFacts } from '#engine/order-confirmation.ts';
import { stepView } from '#engine/step-view.ts';
import type { Env, FieldError, RunState, StepView } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { createError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import type { CaptchaErrorCode } from './step-captcha.ts';

/** The reply for a run: its step (or END step with the MRN), or why it stopped. */
export function runReply(runId: string, flow: Flow, run: RunState, env: Env, view?: StepView, confirmation?: ConfirmationFacts): FlowRunReply {
  const showsStep = run.status === 'answering' || run.status === 'completed';
  const stopped = run.status === 'ineligible' || run.status === 'refused' ? run.status : null;
  const messages = run.outcome?.messages ?? [];
  return {
    runId,
    flow: { id: flow.id, version: flow.version },
    status: run.status === 'awaitingEffect' ? 'answering' : run.status,
    step: showsStep ? (view ?? stepView(flow, run, env.locale, env)) : null,
    outcome: stopped,
    message: stopped === 'ineligible' ? (messages[0] ?? null) : stopped === 'refused' ? 'Your request cannot be accepted.' : null,
    reasons: stopped === 'refused' ? messages : [],
    mrn: run.effects.order?.mrn ?? null,
    confirmation: run.status === 'completed' ? (confirmation ?? null) : null,
  };
}

/** 422 with one line per question at fault (answers that fail their rules). */
export function answersInvalid(flow: Flow, locale: string | undefined, errors: readonly { questionId: string | null; message: string; code: FieldError['code'] | CaptchaErrorCode }[]) {
  const onlyMissing = errors.length > 0 && errors.every((e) => e.code === 'required' || e.code === 'mediaIncomplete');
  const message = onlyMissing ? localText(flow.messages.requiredFields, locale ?? flow.locales[0] ?? 'en') : 'Some answers need attention.';
  return catalogued('ANSWERS_INVALID', message, { fields: errors.map((e) => ({ questionId: e.questionId ?? '', message: e.message, code: e.code })) });
}

/** 406: the server's rules refused the request; every reason is shown to the person. */
export function refused(reasons: readonly string[]) {
  return createError('NOT_ACCEPTABLE', 'Your request cannot be accepted.', 406, { reasons: [...reasons] });
}

/**
 * A step the engine could not decide within its evaluation budget (decision 039): a checked flow never gets here, so
 * it is the portal's fault; the person may try again, and the error is logged with the request.
 */
export function tooCostly() {
  return catalogued('SERVICE_UNAVAILABLE', 'This questionnaire cannot go on right now. Please try again later.');
}
