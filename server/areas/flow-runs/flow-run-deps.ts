import type { FastifyInstance } from 'fastify';
import { captchaKeys } from '#server/areas/captcha/index.ts';
import { createFunnelRecorder } from '#server/areas/funnel/index.ts';
import { createGroupCommit } from '#server/db/group-commit.ts';
import type { FlowRunDeps } from './flow-run.service.ts';

/** What the run services need from the app: the same for the API's routes and the questionnaire's pages. */
export function flowRunDeps(app: FastifyInstance): FlowRunDeps {
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
