import type { FastifyInstance } from 'fastify';
import { captchaKeys, type CaptchaKeys } from '#server/areas/captcha/index.ts';
import type { FlowRegistry } from '#server/areas/flows/index.ts';
import { createFunnelRecorder, type FunnelRecorder } from '#server/areas/funnel/index.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import type { Db } from '#server/db/database.ts';
import { createGroupCommit, type GroupCommit } from '#server/db/group-commit.ts';

/** What the run services work with: the database, the server's keys, the published flows and the clock. */
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
