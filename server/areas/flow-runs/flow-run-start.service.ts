import { startRun } from '#engine/decide-step.ts';
import { pickLocale } from '#engine/localise.ts';
import { stepView } from '#engine/step-view.ts';
import type { Env, HeldAnswer, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowRunCreate, FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { AuthUser } from '#server/auth/auth-user.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { openDraftVersion } from '#server/areas/flows/index.ts';
import { stateDate, statesOf } from '#server/areas/us-states/index.ts';
import type { FlowRunDeps } from './flow-run-deps.ts';
import { finish, settleEffects } from './flow-run-settle.ts';
import { submitFlowStep } from './flow-run-step.service.ts';
import { insertRun, newRunId, saveRun, type RunContext } from './flow-runs.repository.ts';
import { withWatchTime } from './media-watch-time.ts';
import { requireStaffPreviewer } from './preview-access.ts';
import { submitPreviewAnswers } from './preview-answers.ts';
import { continuationDrafts } from './run-continuation.ts';
import type { SubmissionChannel } from './submission-channel.ts';

/** The flow a new run takes: the live version; for a staff preview, the version asked for (default: the open draft, else live). */
async function flowToRun(deps: FlowRunDeps, body: FlowRunCreate): Promise<Flow> {
  if (body.preview && body.continues !== undefined) throw catalogued('VALIDATION_FAILED', 'continues is not for preview runs.');
  if (!body.preview) {
    if (body.version !== undefined || body.previewEffects !== undefined || body.previewAnswers !== undefined) {
      throw catalogued('VALIDATION_FAILED', 'version, previewEffects and previewAnswers are for preview runs only (preview: true).');
    }
    const flow = deps.flows.latest(body.flowId);
    if (!flow) throw catalogued('NOT_FOUND', `There is no questionnaire '${body.flowId}'.`);
    return flow;
  }
  const version = body.version ?? (await openDraftVersion(deps.db, body.flowId)) ?? deps.flows.latest(body.flowId)?.version;
  const flow = version === undefined ? undefined : deps.flows.get(body.flowId, version);
  if (!flow) {
    throw catalogued('NOT_FOUND', version === undefined
      ? `There is no questionnaire '${body.flowId}'.`
      : `Version ${version} of '${body.flowId}' cannot be previewed: it does not exist, or it has problems to fix first.`);
  }
  return flow;
}

/** A new run's decision holding `drafts` (its first step shown with them), or as it was without any. */
function withDrafts(flow: Flow, decision: StepDecision, drafts: Record<string, HeldAnswer> | undefined, env: Env): StepDecision {
  if (!drafts || Object.keys(drafts).length === 0 || !('runState' in decision)) return decision;
  const runState: RunState = { ...decision.runState, drafts: { ...decision.runState.drafts, ...drafts } };
  return decision.kind === 'step' ? { ...decision, runState, view: stepView(flow, runState, env.locale, env)! } : { ...decision, runState } as StepDecision;
}

/**
 * POST /api/flow-runs: a new run pinned to the latest published version of the flow. With `preview: true` (staff
 * only) a preview of any version: its effects answer what `previewEffects` declares and it writes no programme data;
 * `previewAnswers` are submitted at once, so the preview opens at a later step. With `continues`, a run going on from
 * a finished one of a questionnaire that declares this one its continuation (decision 081).
 */
export async function startFlowRun(deps: FlowRunDeps, body: FlowRunCreate, viewer: AuthUser | null = null, channel: SubmissionChannel = 'api'): Promise<FlowRunReply> {
  if (body.preview) requireStaffPreviewer(viewer);
  const flow = await flowToRun(deps, body);
  const locale = body.locale;
  const now = deps.now();
  const states = await statesOf(deps.db);
  const context: RunContext = { locale: locale ?? null, stepServedAt: now.toISOString(), ...(body.preview ? { previewEffects: body.previewEffects ?? {} } : {}) };
  const preview = body.preview ? { effects: body.previewEffects } : undefined;
  const env: Env = { today: stateDate(now, null), locale: pickLocale(flow, locale) };
  const id = newRunId();
  // A run going on from a finished one (decision 081) starts with the answers that run gives, as drafts.
  const drafts = body.continues === undefined ? undefined : await continuationDrafts(deps, body.continues, flow);
  let decision = withDrafts(flow, startRun(flow, env), drafts, env);
  if (decision.kind === 'effect') {
    // A flow may run an effect before its first step: the same path as any step, in one transaction.
    const pending = decision;
    decision = await deps.db.transaction().execute(async (trx) => {
      await insertRun(trx, deps.cipher, id, pending.runState, context, now, body.preview === true);
      const settled = await settleEffects(deps, trx, flow, id, pending, states, now, context.locale, preview);
      if ('runState' in settled.decision) await saveRun(trx, deps.cipher, { id, revision: 0 }, settled.decision.runState, {}, now);
      if (!body.preview && settled.decision.kind === 'step') await deps.funnel.started(trx, id, settled.decision.runState, now);
      return settled.decision;
    });
  } else if ('runState' in decision) {
    const started = decision;
    // A new run is written relaxed, as a step is: a power cut may lose it, and the person starts again.
    await deps.runWrites(async (trx) => {
      await insertRun(trx, deps.cipher, id, started.runState, context, now, body.preview === true);
      if (!body.preview && started.kind === 'step') await deps.funnel.started(trx, id, started.runState, now);
    });
  }
  const reply = body.preview || deps.qa ? finish(id, flow, decision, env) : withWatchTime(finish(id, flow, decision, env), flow, context.stepServedAt, now, env.locale);
  return body.preview && body.previewAnswers ? submitPreviewAnswers(reply, body.previewAnswers, (number, items) => submitFlowStep(deps, id, number, items, locale, viewer, channel)) : reply;
}
