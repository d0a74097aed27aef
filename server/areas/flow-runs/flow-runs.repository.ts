import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RunState } from '#schemas/generated/flow-api.ts';
import type { PreviewEffects } from '#schemas/generated/flow-run-api.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Database } from '#server/db/database.schema.ts';
import type { FlowRunsTable } from './flow-runs.table.ts';

type Db = Kysely<Database>;

/** What the server keeps beside the run state, in clear: nothing personal. */
export interface RunContext {
  /** The texts' locale, as asked for when the run started. */
  locale: string | null;
  /** When the server served the run's current step (ISO): a training video counts from then (media-watch-time.ts). */
  stepServedAt?: string;
  /** A staff preview: what its effects answer, as the studio declared them (preview-effects.ts). */
  previewEffects?: PreviewEffects;
}

export interface StoredRun {
  id: string;
  flowId: string;
  flowVersion: number;
  revision: number;
  run: RunState;
  context: RunContext;
  consumerId: string | null;
  orderId: string | null;
  /** a staff member's preview of a version: only staff may go on with it, and it writes nothing but itself */
  preview: boolean;
}

/** 128 random bits, base64url: a run id cannot be guessed, so it is the run's only credential. */
export function newRunId(): string {
  return randomBytes(16).toString('base64url');
}

export const RUN_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';

function statusColumn(run: RunState): FlowRunsTable['status'] {
  switch (run.status) {
    case 'ineligible':
    case 'refused':
    case 'completed':
      return run.status;
    default:
      return 'active';
  }
}

/** The whole run state (its answers are personal) is stored encrypted; status and step stay readable for staff. */
export async function insertRun(db: Db, cipher: FieldCipher, id: string, run: RunState, context: RunContext, now: Date, preview = false): Promise<void> {
  const at = now.toISOString();
  await db.insertInto('flow_runs').values({
    id,
    flow_id: run.flowId,
    flow_version: run.flowVersion,
    current_step: run.step,
    status: statusColumn(run),
    answers_enc: cipher.encrypt(JSON.stringify(run)),
    context: JSON.stringify(context),
    consumer_id: null,
    order_id: null,
    revision: 0,
    preview: preview ? 1 : 0,
    created_at: at,
    updated_at: at,
  }).execute();
}

export async function loadRun(db: Db, cipher: FieldCipher, id: string): Promise<StoredRun | undefined> {
  const row = await db.selectFrom('flow_runs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    flowId: row.flow_id,
    flowVersion: Number(row.flow_version),
    revision: Number(row.revision),
    run: JSON.parse(cipher.decrypt(row.answers_enc)) as RunState,
    context: JSON.parse(row.context) as RunContext,
    consumerId: row.consumer_id,
    orderId: row.order_id,
    preview: Number(row.preview) === 1,
  };
}

/** The newest run of a consumer (the one whose validation created it). */
export async function findRunIdOfConsumer(db: Db, consumerId: string): Promise<string | undefined> {
  const row = await db.selectFrom('flow_runs').select('id').where('consumer_id', '=', consumerId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row?.id;
}

/**
 * Takes the run for this request: moves its revision on only if nobody did since it was read. The row lock it takes
 * holds a concurrent request of the same run until this transaction ends, and that request then finds the revision
 * moved and stops (409). False when the run changed since `revision` was read.
 */
export async function claimRun(db: Db, id: string, revision: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('flow_runs')
    .set({ revision: revision + 1, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Writes the run's new state if its revision is still `revision`, and moves the revision on. False (nothing
 * written) when another request changed the run meanwhile: optimistic concurrency.
 */
export async function saveRun(
  db: Db,
  cipher: FieldCipher,
  stored: Pick<StoredRun, 'id' | 'revision'>,
  run: RunState,
  /** consumerId null: the run went back before its validation, which no longer stands. */
  changes: { consumerId?: string | null; orderId?: string; context?: RunContext },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('flow_runs')
    .set({
      current_step: run.step,
      status: statusColumn(run),
      answers_enc: cipher.encrypt(JSON.stringify(run)),
      revision: stored.revision + 1,
      updated_at: now.toISOString(),
      ...(changes.context ? { context: JSON.stringify(changes.context) } : {}),
      ...(changes.consumerId !== undefined ? { consumer_id: changes.consumerId } : {}),
      ...(changes.orderId ? { order_id: changes.orderId } : {}),
    })
    .where('id', '=', stored.id)
    .where('revision', '=', stored.revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
