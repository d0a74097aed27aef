import { decideStep } from '#engine/decide-step.ts';
import { isFinished } from '#engine/run-state.ts';
import { videoWait, videoWaitRough } from '#engine/video-wait.ts';
import type { RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { AuthUser } from '#server/auth/auth-user.ts';
import { countedNetworks, noScriptLimitReached, recordNoScriptPass, spendCaptcha } from '#server/areas/captcha/index.ts';
import { confirmationOf } from '#server/areas/consumer-orders/index.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';
import { withTransactionRetry } from '#server/db/transaction-retry.ts';
import { withDurability } from '#server/db/write-durability.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { completeMedia } from './completed-media.ts';
import { envFor, flowOf } from './flow-run-context.ts';
import type { FlowRunDeps } from './flow-run-deps.ts';
import { answersInvalid } from './flow-run-reply.ts';
import { finish, privately, READ_ONLY_EFFECTS, settleEffects } from './flow-run-settle.ts';
import { claimRun, loadRun, saveRun } from './flow-runs.repository.ts';
import { endsByHistory } from './history-refusal.ts';
import { watchTimeErrors, withWatchTime } from './media-watch-time.ts';
import { checkRunAccess } from './preview-access.ts';
import { CAPTCHA_REPLAYED, checkNoScriptCaptcha, checkStepCaptcha } from './step-captcha.ts';
import { formClient, type SubmissionChannel } from './submission-channel.ts';

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
