import type { StepView } from '#schemas/generated/flow-api.ts';
import type { OrderConfirmationFacts } from '#schemas/generated/flow-run-api.ts';
import { t } from '#web/i18n/i18n.ts';

/*
 * What the flow API answers, reduced to what the page acts on. The server may add fields; the page reads only
 * these, so a reply it does not recognise is an error rather than a blank screen.
 */

/** The step to show (the END step when `view.final`). */
export interface StepReached {
  kind: 'step';
  view: StepView;
  /** what the END step says about the placed order (null before it) */
  confirmation?: OrderConfirmationFacts | null;
}

/** The run ended: the state is not served (docs/product.md#the-questionnaire). */
export interface RunIneligible {
  kind: 'ineligible';
  message: string;
}

/** The run ended: the server refused it; every reason is shown (docs/product.md#rules-of-an-order). */
export interface RunRefused {
  kind: 'refused';
  reasons: string[];
}

/** The answers were not accepted; the run is unchanged. */
export interface AnswersRefused {
  kind: 'fieldErrors';
  errors: { questionId: string | null; message: string }[];
}

/** The run moved on elsewhere (another tab, a stale page): show where it is now. */
export interface RunOutOfStep {
  kind: 'outOfStep';
  message: string;
}

export type RunOutcome = StepReached | RunIneligible | RunRefused;
export type SubmitOutcome = RunOutcome | AnswersRefused | RunOutOfStep;

export class UnexpectedReply extends Error {
  constructor() {
    super(t('api.serverError'));
    this.name = 'UnexpectedReply';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStepView(value: unknown): value is StepView {
  return isObject(value) && typeof value.number === 'number' && Array.isArray(value.questions);
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * runOutcome({ step }) → { kind: 'step', view }; runOutcome({ outcome: 'ineligible', message }) → ineligible.
 * A finished run read back (`GET /api/flow-runs/{id}`) may carry its outcome the same way.
 */
export function runOutcome(body: unknown): RunOutcome {
  if (!isObject(body)) throw new UnexpectedReply();
  if (isStepView(body.step)) {
    const confirmation = isObject(body.confirmation) ? (body.confirmation as unknown as OrderConfirmationFacts) : null;
    return { kind: 'step', view: body.step, confirmation };
  }
  const outcome = isObject(body.outcome) ? body.outcome : body;
  const kind = typeof body.outcome === 'string' ? body.outcome : (body.status ?? outcome.kind);
  const messages = strings(outcome.messages);
  if (kind === 'ineligible') {
    const message = typeof outcome.message === 'string' ? outcome.message : messages[0];
    if (message) return { kind: 'ineligible', message };
  }
  if (kind === 'refused') return { kind: 'refused', reasons: strings(outcome.reasons).length ? strings(outcome.reasons) : messages };
  throw new UnexpectedReply();
}
