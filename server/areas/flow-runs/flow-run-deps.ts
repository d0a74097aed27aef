import type { FastifyInstance } from 'fastify';
import { captchaKeys } from '#server/areas/captcha/index.ts';
import { createFunnelRecorder } from '#server/areas/funnel/index.ts';
import { createGroupCommit } from '#server/db/group-commit.ts';
import type { FlowRunDeps } from './flow-run.service.ts';

/**
 * What the run service needs, from the app: one set per plugin scope that serves runs, the API's and a questionnaire
 * page's alike, so both decide a step with the same keys, clock and rules.
 */
export function flowRunDepsOf(app: FastifyInstance): FlowRunDeps {
  return {
    db: app.db,
    cipher: app.fieldCipher,
    hasher: app.keyedHasher,
    flows: app.flows,
    now: app.now,
    publicOrigin: app.config.publicOrigin,
    manualApproval: app.config.consumerOrdersManualApproval,
    captchaKeys: captchaKeys(app.config.sessionSecret),
    qa: app.config.env === 'qa',
    funnel: createFunnelRecorder({ hasher: app.keyedHasher, timeZone: app.config.programmeTimeZone }),
    runWrites: createGroupCommit(app.db, 'relaxed'),
  };
}
