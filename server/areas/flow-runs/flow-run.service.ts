import { decideStep, startRun } from '#engine/decide-step.ts';
import { applyEffectResult } from '#engine/effect-result.ts';
import { pickLocale } from '#engine/localise.ts';
import { isFinished } from '#engine/run-state.ts';
import type { Env, HeldAnswer, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { stepView } from '#engine/step-view.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FlowRunCreate, FlowRunReply, PreviewEffects } from '#schemas/generated/flow-run-api.ts';
import type { AuthUser } from '#server/auth/auth-user.ts';
import { countedNetworks, noScriptLimitReached, recordNoScriptPass, spendCaptcha, type CaptchaKeys } from '#server/areas/captcha/index.ts';
import { videoWait, videoWaitRough } from '#engine/video-wait.ts';
import { stateDate, statesOf, type StateInfo } from '#server/areas/us-states/index.ts';
import { withTransactionRetry } from '#server/db/transaction-retry.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { chosenState, openDraftVersion, type FlowRegistry } from '#server/areas/flows/index.ts';
import { answersInvalid, refused, runReply, tooCostly } from './flow-run-reply.ts';
import { claimRun, insertRun, loadRun, newRunId, saveRun, type RunContext, type StoredRun } from './flow-runs.repository.ts';
import { watchTimeErrors, withWatchTime } from './media-watch-time.ts';
import { runEffect } from './run-effects.ts';
import { continuationDrafts } from './run-continuation.ts';
import { endsByHistory, keepRunHistoryPrivate } from './history-refusal.ts';
import { checkRunAccess, requireStaffPreviewer } from './preview-access.ts';
import { runPreviewEffect } from './preview-effects.ts';
import { submitPreviewAnswers } from './preview-answers.ts';
import { confirmationOf } from '#server/areas/consumer-orders/index.ts';
import type { ConfirmationFacts } from '#engine/order-confirmation.ts';
import { withDurability } from '#server/db/write-durability.ts';
import { completeMedia } from './completed-media.ts';
import { CAPTCHA_REPLAYED, checkNoScriptCaptcha, checkStepCaptcha } from './step-captcha.ts';
import type { FunnelRecorder } from '#server/areas/funnel/index.ts';
import type { Db } from '#server/db/database.ts';
import type { GroupCommit } from '#server/db/group-commit.ts';
import { formClient, type SubmissionChannel } from './submission-channel.ts';

export interface FlowRunDeps {
  db: Db;
  cipher: FieldCipher;
  hasher: KeyedHasher;
  flows: FlowRegistry;
  now: () => Date;
  publicOrigin: string;
  /** CONSUMER_ORDERS_MANUAL_APPROVAL: orders wait in 'received' for staff, rather than being approved on placement */
  manualApproval: boolean;
  captchaKeys: CaptchaKeys;
  /** The QA environment: the captcha counts as verified and the training media as completed (never elsewhere). */
  qa: boolean;
  /** Counts consumers' runs for the questionnaire analytics (never a preview), in the transaction that writes the run. */
  funnel: FunnelRecorder;
  /**
   * Where a run's own writes go when nothing else is written with them (a new run, a step whose effects only read):
   * committed with those of other requests, synced relaxed (server/db/group-commit.ts, decision 048).
   */
  runWrites: GroupCommit;
}

/** The engine's environment: today in the chosen state's time zone (UTC before a state is chosen), and the locale. */
export function envFor(flow: Flow, run: RunState, states: ReadonlyMap<string, StateInfo>, now: Date, locale: string | null | undefined): Env {
  const state = chosenState(flow, run.answers);
  return { today: stateDate(now, state ? states.get(state)?.timeZone : null), locale: pickLocale(flow, locale ?? undefined) };
}

export function flowOf(deps: FlowRunDeps, stored: StoredRun): Flow {
  const flow = deps.flows.get(stored.flowId, stored.flowVersion);
  // Published versions are never removed, so this is a deployment mistake; the person can still start again.
  if (!flow) throw catalogued('CONFLICT', 'This questionnaire was started on a version that is no longer available. Please start again.');
  return flow;
}

interface Settled {
  decision: StepDecision;
  consumerId: string | undefined;
  orderId: string | undefined;
}

/** Effects that only read: a step that runs no other needs no transaction, the run's revision guards its write. */
const READ_ONLY_EFFECTS: ReadonlySet<string> = new Set(['fetchRemainingUnits']);

/** Runs the effects a decision asks for, one after the other, feeding each result back to the engine. */
async function settleEffects(
  deps: FlowRunDeps, trx: Db, flow: Flow, runId: string, first: StepDecision, states: ReadonlyMap<string, StateInfo>, now: Date, locale: string | null,
  preview?: { effects: PreviewEffects | undefined },
): Promise<Settled> {
  let decision = first;
  let consumerId: string | undefined;
  let orderId: string | undefined;
  for (let guard = 0; decision.kind === 'effect'; guard++) {
    if (guard > 20) throw new Error(`Flow ${flow.id}@${flow.version} asks for effects without end`);
    if (trx === deps.db && !READ_ONLY_EFFECTS.has(decision.effect.name)) throw new Error(`${decision.effect.name} must run in a transaction`);
    const run = decision.runState;
    const env = envFor(flow, run, states, now, locale);
    // A preview's effects are answered from the values the studio declared, and touch no data (preview-effects.ts).
    const outcome = preview
      ? runPreviewEffect({ flow, env }, preview.effects, decision.effect)
      : await runEffect({
        trx, cipher: deps.cipher, hasher: deps.hasher, states, flow, now, publicOrigin: deps.publicOrigin, manualApproval: deps.manualApproval, runId, chosenState: chosenState(flow, run.answers), run, env,
      }, decision.effect);
    consumerId = outcome.consumerId ?? consumerId;
    orderId = outcome.orderId ?? orderId;
    decision = applyEffectResult(flow, run, outcome.result, env);
  }
  return { decision, consumerId, orderId };
}

/**
 * A run ended by a rule that reads the person's order history says only that the reason was emailed to them
 * (history-refusal.ts, decision 042); a staff preview shows the flow's own words.
 */
async function privately<D extends StepDecision & { runState: RunState }>(
  deps: FlowRunDeps, trx: Db, flow: Flow, decision: D, states: ReadonlyMap<string, StateInfo>, now: Date, locale: string | null | undefined, preview: unknown,
): Promise<D> {
  if (preview) return decision;
  const env = envFor(flow, decision.runState, states, now, locale);
  return (await keepRunHistoryPrivate(trx, { cipher: deps.cipher, hasher: deps.hasher, now }, flow, decision, env)) as D;
}

/** A decision that ends the request: the reply for a step or an ineligible run, an error otherwise. */
function finish(runId: string, flow: Flow, decision: StepDecision, env: Env, confirmation?: ConfirmationFacts): FlowRunReply {
  switch (decision.kind) {
    case 'step':
      return runReply(runId, flow, decision.runState, env, decision.view, confirmation);
    case 'ineligible':
      return runReply(runId, flow, decision.runState, env);
    case 'refused':
      throw refused(decision.reasons);
    case 'fieldErrors':
      throw answersInvalid(flow, env.locale, decision.errors);
    case 'rejected':
      if (decision.code === 'WRONG_STEP') throw catalogued('WRONG_STEP', decision.message);
      if (decision.code === 'RUN_FINISHED') throw catalogued('RUN_FINISHED', decision.message);
      if (decision.code === 'TOO_COSTLY') throw tooCostly();
      throw new Error(`The engine rejected a request of run ${runId}: ${decision.code} ${decision.message}`);
    case 'effect':
      throw new Error(`Run ${runId} still awaits ${decision.effect.name}`);
  }
}

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

/** GET /api/flow-runs/{runId}: where the run stands, to resume after a reload. */
export async function showFlowRun(deps: FlowRunDeps, runId: string, locale: string | undefined, viewer: AuthUser | null = null): Promise<FlowRunReply> {
  const stored = await loadRun(deps.db, deps.cipher, runId);
  if (!stored) throw catalogued('NOT_FOUND', 'This questionnaire was not found. Please start again.');
  checkRunAccess(stored, viewer);
  const flow = flowOf(deps, stored);
  const env = envFor(flow, stored.run, await statesOf(deps.db), deps.now(), locale ?? stored.context.locale);
  const confirmation = stored.run.status === 'completed' && stored.orderId ? await confirmationOf(deps.db, deps.cipher, stored.orderId, { flow, locale: env.locale }) : undefined;
  const reply = runReply(runId, flow, stored.run, env, undefined, confirmation);
  return stored.preview || deps.qa ? reply : withWatchTime(reply, flow, stored.context.stepServedAt, deps.now(), env.locale);
}

/**
 * POST /api/flow-runs/{runId}/steps/{number}: the engine decides the step again from the answers the server holds
 * plus these; effects run and the run is written in one transaction, guarded by the run's revision (a concurrent
 * or replayed submission gets 409 and changes nothing). Throws the 422/406/409 errors of the API. The same for a
 * questionnaire page's form posted without a script (`channel`, decisions 085 and 086): QA and staff previews spare
 * its captcha and video as they spare the app's.
 */
export async function submitFlowStep(
  deps: FlowRunDeps, runId: string, number: number, answers: readonly unknown[], locale: string | undefined, viewer: AuthUser | null = null,
  channel: SubmissionChannel = 'api',
): Promise<FlowRunReply> {
  const stored = await loadRun(deps.db, deps.cipher, runId);
  if (!stored) throw catalogued('NOT_FOUND', 'This questionnaire was not found. Please start again.');
  checkRunAccess(stored, viewer);
  const preview = stored.preview ? { effects: stored.context.previewEffects } : undefined;
  const flow = flowOf(deps, stored);
  const run = stored.run;
  if (isFinished(run)) throw catalogued('RUN_FINISHED', `This questionnaire has ended (${run.status}).`);
  if (run.status !== 'answering') throw catalogued('RUN_CHANGED');
  if (number !== run.step) throw catalogued('WRONG_STEP', `The questionnaire is at step ${run.step}, not step ${number}.`);

  const now = deps.now();
  const states = await statesOf(deps.db);
  const useLocale = locale ?? stored.context.locale;
  const env = envFor(flow, run, states, now, useLocale);
  const step = flow.steps[number - 1]!;
  // A staff preview is spared the captcha and the video, as QA is: only staff can run one.
  const spared = deps.qa || preview !== undefined;
  // A page without a script cannot count down: the server says the wait in minutes (decision 086).
  const form = formClient(channel);
  const watch = spared ? [] : watchTimeErrors(flow, step, stored.context.stepServedAt, now, env.locale, form ? videoWaitRough : videoWait);
  // The time the next step is served, if the run moves on (a refused or repeated step keeps the time it had).
  const served = (next: RunState) => (next.step !== run.step ? { context: { ...stored.context, stepServedAt: now.toISOString() } } : {});
  const given = spared || form ? completeMedia(step, answers) : answers;
  const captcha = form && !spared
    ? await checkNoScriptCaptcha(deps.db, step, run, given, countedNetworks(deps.hasher, form.address), now, env.locale)
    : await checkStepCaptcha(step, given, deps.captchaKeys, spared);
  const decided = decideStep(flow, run, number, captcha.items, env);
  if (decided.kind === 'fieldErrors' || captcha.errors.length || watch.length) {
    const errors: Parameters<typeof answersInvalid>[2][number][] = decided.kind === 'fieldErrors' ? [...decided.errors] : [];
    for (const e of [...captcha.errors, ...watch]) if (!errors.some((x) => x.questionId === e.questionId)) errors.push(e);
    throw answersInvalid(flow, env.locale, errors);
  }
  if (decided.kind === 'rejected') return finish(runId, flow, decided, env);

  let decision: StepDecision;
  let orderId: string | undefined;
  // Only the order and a response need every commit on disk at once; the other steps can be answered again after a power cut.
  const durability = decided.kind === 'effect' && (decided.effect.name === 'submitOrder' || decided.effect.name === 'recordResponse') ? 'full' : 'relaxed';
  // The step's analytics, in the transaction that writes the run (decision 048); a staff preview is not counted.
  const countStep = async (trx: Db, next: StepDecision) => {
    if (preview || !(next.kind === 'step' || next.kind === 'ineligible' || next.kind === 'refused')) return;
    await deps.funnel.decided(trx, runId, number, stored.context.stepServedAt, next.runState, now);
  };
  const writesMore = captcha.spends.length > 0 || captcha.noScriptPass !== undefined || (decided.kind === 'effect' && !READ_ONLY_EFFECTS.has(decided.effect.name));
  if (writesMore) {
    decision = await withTransactionRetry(() => withDurability(deps.db, durability, (db) => db.transaction().execute(async (trx) => {
      if (!(await claimRun(trx, runId, stored.revision, now))) throw catalogued('RUN_CHANGED');
      for (const spend of captcha.spends) {
        if (!(await spendCaptcha(trx, spend.id, spend.expiresAt, new Date()))) {
          throw answersInvalid(flow, env.locale, [{ questionId: spend.questionId, message: CAPTCHA_REPLAYED, code: 'captchaReplayed' }]);
        }
      }
      const pass = captcha.noScriptPass;
      const counted = pass ? await recordNoScriptPass(trx, pass.networks, now) : { allowed: true as const };
      if (pass && !counted.allowed) {
        throw answersInvalid(flow, env.locale, [{ questionId: pass.questionId, message: noScriptLimitReached(counted.retryAfterSeconds, env.locale), code: 'captchaInvalid' }]);
      }
      const settled = await settleEffects(deps, trx, flow, runId, decided, states, now, useLocale, preview);
      if (!('runState' in settled.decision) || settled.decision.kind === 'effect' || settled.decision.kind === 'rejected') return settled.decision;
      const ended = await privately(deps, trx, flow, settled.decision, states, now, useLocale, preview);
      // Validation stores nothing; the consumer row is written with the order, in this transaction (run-effects.ts).
      orderId = settled.orderId;
      await saveRun(trx, deps.cipher, { id: runId, revision: stored.revision + 1 }, ended.runState, {
        ...served(ended.runState),
        ...(settled.consumerId ? { consumerId: settled.consumerId } : {}),
        ...(settled.orderId ? { orderId: settled.orderId } : {}),
      }, now);
      await countStep(trx, ended);
      return ended;
    })));
  } else {
    // Only the run is written (an effect here only reads): one conditional UPDATE, lost by a concurrent request,
    // committed with the steps of other requests and the step's analytics.
    decision = decided.kind === 'effect' ? (await settleEffects(deps, deps.db, flow, runId, decided, states, now, useLocale, preview)).decision : decided;
    if (endsByHistory(flow, decision)) {
      const ending = decision;
      decision = await deps.db.transaction().execute((trx) => privately(deps, trx, flow, ending, states, now, useLocale, preview));
    }
    const next = decision;
    if (next.kind === 'step' || next.kind === 'ineligible' || next.kind === 'refused') {
      const saved = await deps.runWrites(async (trx) => {
        if (!(await saveRun(trx, deps.cipher, stored, next.runState, served(next.runState), now))) return false;
        await countStep(trx, next);
        return true;
      });
      if (!saved) throw catalogued('RUN_CHANGED');
    }
  }
  const finalEnv = 'runState' in decision ? envFor(flow, decision.runState, states, now, useLocale) : env;
  const placed = decision.kind === 'step' && decision.runState.status === 'completed' ? (orderId ?? stored.orderId) : null;
  const reply = finish(runId, flow, decision, finalEnv, placed ? await confirmationOf(deps.db, deps.cipher, placed, { flow, locale: finalEnv.locale }) : undefined);
  // The step shown next was served now (the time the watch rule counts from).
  return preview || deps.qa ? reply : withWatchTime(reply, flow, now.toISOString(), now, finalEnv.locale);
}
