import type { FastifyRequest } from 'fastify';
import { hasRank } from '#schemas/roles.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import type { FlowRegistry } from '#server/areas/flows/index.ts';
import { isFinished } from '#engine/run-state.ts';
import { RUN_ID_PATTERN, loadRun } from './flow-runs.repository.ts';
import { passedCaptcha } from './step-captcha.ts';

/** The header naming the questionnaire run a consumer validation belongs to (the run id is the run's credential). */
export const RUN_HEADER = 'x-flow-run';

/** How often one run may ask, per hour (counted in run_validations, across processes): a person corrects a typo or two; a prober wants thousands. */
export const VALIDATIONS_PER_RUN_PER_HOUR = 5;

export type ValidationCaller = { kind: 'admin' } | { kind: 'run'; runId: string; consumerId: string | null; locale: string | null };

const runIdOf = (request: FastifyRequest): string | null => {
  const value = request.headers[RUN_HEADER];
  return typeof value === 'string' && new RegExp(RUN_ID_PATTERN).test(value) ? value : null;
};

/**
 * Who may validate a consumer (decision 011: whether someone ordered naloxone is health information): a signed-in admin,
 * or a questionnaire run that has passed its captcha and is still going. Anyone else gets 401 (no run named) or 403
 * (a run unknown, finished or before its captcha), decided before the body is read, so the answer never depends on
 * the person described.
 */
export async function validationCaller(request: FastifyRequest, deps: { db: Db; cipher: FieldCipher; flows: FlowRegistry }): Promise<ValidationCaller> {
  if (request.user && hasRank(request.user.role, 'admin')) return { kind: 'admin' };
  const runId = runIdOf(request);
  if (!runId) throw catalogued('UNAUTHORIZED', `Consumer validation is part of the questionnaire: send the run's id in the ${RUN_HEADER} header, or sign in as an administrator.`);
  const stored = await loadRun(deps.db, deps.cipher, runId);
  const flow = stored ? deps.flows.get(stored.flowId, stored.flowVersion) : undefined;
  if (!stored || !flow || isFinished(stored.run) || !passedCaptcha(flow, stored.run)) {
    throw catalogued('FORBIDDEN', 'Consumer validation is available to a questionnaire in progress once its verification step is passed.');
  }
  const consumerId = stored.run.effects.consumerId;
  return { kind: 'run', runId, consumerId: typeof consumerId === 'string' ? consumerId : null, locale: stored.context.locale };
}
