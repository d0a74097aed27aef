import { CONTINUES_FIELD, STEP_FIELD, type PostedForm } from '#engine/answer-form-fields.ts';
import { readStepForm } from '#engine/read-step-form.ts';
import { startRun } from '#engine/decide-step.ts';
import { pickLocale } from '#engine/localise.ts';
import { answerItems } from '#engine/step-answer-items.ts';
import type { StepView } from '#schemas/generated/flow-api.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { QuestionnairePageState, QuestionnaireShown, TypedAnswer } from '#schemas/questionnaire-page-state.ts';
import { stateDate } from '#server/areas/us-states/index.ts';
import { AppError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { moveFlowRunBack } from './flow-run-back.service.ts';
import type { FlowRunDeps } from './flow-run-deps.ts';
import { showFlowRun } from './flow-run-show.service.ts';
import { startFlowRun } from './flow-run-start.service.ts';
import { submitFlowStep } from './flow-run-step.service.ts';
import { RUN_ID_PATTERN } from './flow-runs.repository.ts';
import type { SubmissionChannel } from './submission-channel.ts';

/*
 * A questionnaire's page without a script (decision 085): the page the server renders for the run named by the
 * browser's cookie, and the step its form posts, decided by the same services as the API's.
 */

/** What the page's request carries: the questionnaire, the page's address, the run's cookie, the reader's language. */
export interface PageRequest {
  flowId: string;
  path: string;
  runId: string | null;
  locale: string;
  portalEnv: QuestionnairePageState['portalEnv'];
  /** the client's network address: the no-script rules count by it (decision 086) */
  address: string;
}

/** What becomes of the run's cookie: kept as it is, forgotten, or set to a run just started. */
export type RunCookie = 'keep' | 'forget' | { set: string };

/** What the route answers: the page with its state, or a redirect (303). */
export type PageOutcome =
  | { kind: 'page'; state: QuestionnairePageState; status: number; run: RunCookie; problem?: string }
  | { kind: 'redirect'; to: string; run: RunCookie };

const RUN_ID = new RegExp(RUN_ID_PATTERN);

/** The page's form as the run services take it: sent without a script, from the client's address. */
const formOf = (request: PageRequest): SubmissionChannel => ({ channel: 'form', address: request.address });

/** The step of the live version as a run would show it first, without creating one (a visit creates no run). */
function firstStep(deps: FlowRunDeps, flowId: string, locale: string): StepView {
  const flow = deps.flows.latest(flowId);
  if (!flow) throw catalogued('NOT_FOUND', `There is no questionnaire '${flowId}'.`);
  const decision = startRun(flow, { today: stateDate(deps.now(), null), locale: pickLocale(flow, locale) });
  // A flow that runs an effect before its first step (none does today) has no such step: it is started for real.
  if (decision.kind !== 'step') throw catalogued('CONFLICT', 'This questionnaire starts with a step the server must run first.');
  return decision.view;
}

const page = (request: PageRequest, runId: string | null, shown: QuestionnaireShown, extra: Partial<QuestionnairePageState> = {}, status = 200, run: RunCookie = 'keep'): PageOutcome => ({
  kind: 'page',
  status,
  run,
  state: { page: 'questionnaire', runId, portalEnv: request.portalEnv, shown, fieldErrors: [], typed: null, notice: null, ...extra },
});

/** The reply of a run as the page shows it: its step, or why it stopped. */
function shownOf(reply: FlowRunReply): QuestionnaireShown {
  if (reply.step) return { kind: 'step', view: reply.step as StepView };
  if (reply.outcome === 'ineligible') return { kind: 'ineligible', message: reply.message ?? '' };
  return { kind: 'refused', reasons: reply.reasons.length ? reply.reasons : [reply.message ?? ''] };
}

/** The run the cookie names, as it stands; null when there is none (never set, purged, or not this questionnaire's). */
async function runOf(deps: FlowRunDeps, request: PageRequest): Promise<FlowRunReply | null> {
  if (!request.runId || !RUN_ID.test(request.runId)) return null;
  try {
    const reply = await showFlowRun(deps, request.runId, request.locale);
    return reply.flow.id === request.flowId ? reply : null;
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 403)) return null;
    throw error;
  }
}

/** The first step of a questionnaire not yet started (the cookie, if any, is forgotten when `forget`). */
function fresh(deps: FlowRunDeps, request: PageRequest, forget: boolean): PageOutcome {
  return page(request, null, { kind: 'step', view: firstStep(deps, request.flowId, request.locale) }, {}, 200, forget ? 'forget' : 'keep');
}

/** An order placed by this run: its confirmation has an address of its own (decision 054). */
const placedOrder = (reply: FlowRunReply) => reply.status === 'completed' && reply.confirmation !== null;

/**
 * GET of a questionnaire's page: the step the cookie's run stands at (a reload), the first step of the live version
 * when there is no run (no run is created), or how the run ended. `?step=N` before the current step moves the run
 * back there, as Back and Change do with the script (the same service as POST /api/flow-runs/{id}/back).
 */
export async function showQuestionnairePage(deps: FlowRunDeps, request: PageRequest, step: number | null): Promise<PageOutcome> {
  let reply = await runOf(deps, request);
  if (!reply) return fresh(deps, request, request.runId !== null);
  // An order placed: the page starts a new request, the cookie still naming the placed one for its confirmation.
  if (placedOrder(reply)) return fresh(deps, request, false);
  const current = reply.step?.number ?? null;
  if (step !== null && (reply.outcome === 'ineligible' || (reply.status === 'answering' && current !== null && step < current))) {
    try {
      reply = await moveFlowRunBack(deps, reply.runId, step, request.locale);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }
  // A run that ended (refused, or a response recorded) is shown once more and then forgotten, as the app does.
  const ended = reply.outcome === 'refused' || reply.status === 'completed';
  return page(request, reply.runId, shownOf(reply), {}, 200, ended ? 'forget' : 'keep');
}

/** Where the page goes after a step was decided: the confirmation of a placed order, else the step the run shows. */
function after(request: PageRequest, reply: FlowRunReply): string {
  if (placedOrder(reply)) return '/order-placed';
  return reply.step && !reply.step.final ? `${request.path}?step=${reply.step.number}` : request.path;
}

/**
 * POST of a questionnaire's page: the step's form, read with the one definition of its fields, decided by the same
 * service as the API's (`channel: 'form'`). The first post starts the run (and sets its cookie). A pressed card
 * shows the step again with it chosen; answers refused come back at their fields with what was typed (422); a page
 * left open after the run moved on goes to where the run stands.
 */
export async function postQuestionnairePage(deps: FlowRunDeps, request: PageRequest, form: PostedForm): Promise<PageOutcome> {
  const continues = form[CONTINUES_FIELD];
  if (typeof continues === 'string' && Object.keys(form).length === 1) return continued(deps, request, continues);
  const stored = await runOf(deps, request);
  const running = stored && stored.status === 'answering' && stored.step ? stored : null;
  const view = running ? (running.step as StepView) : firstStep(deps, request.flowId, request.locale);
  const held = running?.runId ?? null;
  // A page left open after the run moved on (another tab, the browser's Back from its cache): where the run stands.
  const posted = form[STEP_FIELD];
  if (typeof posted === 'string' && /^[1-9][0-9]{0,3}$/.test(posted) && Number(posted) !== view.number) {
    return { kind: 'redirect', to: running ? `${request.path}?step=${view.number}` : request.path, run: 'keep' };
  }
  const reading = readStepForm(view, form);
  if (!reading.ok) {
    return { ...page(request, held, { kind: 'step', view }, { notice: 'unreadable' }, 400), problem: reading.problem } as PageOutcome;
  }
  const typed: Record<string, TypedAnswer> = reading.answers;
  if (reading.pressed) return page(request, held, { kind: 'step', view }, { typed });

  let runId = held;
  let started = false;
  if (!runId) {
    runId = (await startFlowRun(deps, { flowId: request.flowId, locale: request.locale }, null, formOf(request))).runId;
    started = true;
  }
  const keep = started ? { set: runId } : ('keep' as const);
  try {
    const reply = await submitFlowStep(deps, runId, reading.step, answerItems(view, reading.answers), request.locale, null, formOf(request));
    return { kind: 'redirect', to: after(request, reply), run: keep };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.statusCode === 422) {
      const fieldErrors = (error.extra.fields ?? []).map((f) => ({ questionId: f.questionId || null, message: f.message }));
      return page(request, runId, { kind: 'step', view }, { fieldErrors, typed }, 422, keep);
    }
    // Refused (406): the page shows why. Not the current step or a finished run (409): the page shows where it stands.
    if (error.statusCode === 406 || error.statusCode === 409) return { kind: 'redirect', to: request.path, run: keep };
    throw error;
  }
}

/**
 * The form of a finished run's END step going on to this questionnaire (decision 081): the run starts here from it,
 * as `POST /api/flow-runs` with `continues` starts it, and the page shows its first step. A run it cannot go on from
 * shows this questionnaire's first step as a new one.
 */
async function continued(deps: FlowRunDeps, request: PageRequest, from: string): Promise<PageOutcome> {
  if (!RUN_ID.test(from)) return { kind: 'redirect', to: request.path, run: 'keep' };
  try {
    const started = await startFlowRun(deps, { flowId: request.flowId, locale: request.locale, continues: from }, null, formOf(request));
    return { kind: 'redirect', to: request.path, run: { set: started.runId } };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return { kind: 'redirect', to: request.path, run: 'keep' };
    throw error;
  }
}
