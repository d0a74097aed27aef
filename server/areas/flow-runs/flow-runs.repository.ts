import { randomBytes } from 'node:crypto';
import type { RunState } from '#schemas/generated/flow-api.ts';
import type { PreviewEffects } from '#schemas/generated/flow-run-api.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import { compiledQueries, compiledQuery } from '#server/db/compiled-query.ts';
import type { FlowRunsTable } from './flow-runs.table.ts';
import type { Db } from '#server/db/database.ts';

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

// A step reads, claims and writes its run: these are compiled once (compiled-query.ts), not on every request.
const runById = compiledQuery<{ id: string }, FlowRunsTable>((db, arg) => db.selectFrom('flow_runs').selectAll().where('id', '=', arg('id')));

export async function loadRun(db: Db, cipher: FieldCipher, id: string): Promise<StoredRun | undefined> {
  const [row] = (await runById(db, { id })).rows;
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

const claimQuery = compiledQuery<{ id: string; revision: number; next: number; at: string }, never>((db, arg) => db
  .updateTable('flow_runs')
  .set({ revision: arg('next'), updated_at: arg('at') })
  .where('id', '=', arg('id'))
  .where('revision', '=', arg('revision')));

/**
 * Takes the run for this request: moves its revision on only if nobody did since it was read. The row lock it takes
 * holds a concurrent request of the same run until this transaction ends, and that request then finds the revision
 * moved and stops (409). False when the run changed since `revision` was read.
 */
export async function claimRun(db: Db, id: string, revision: number, now: Date): Promise<boolean> {
  const result = await claimQuery(db, { id, revision, next: revision + 1, at: now.toISOString() });
  return Number(result.numAffectedRows) === 1;
}

interface SaveArgs extends Record<string, unknown> {
  id: string; revision: number; next: number; step: number; status: FlowRunsTable['status']; answers: string; at: string;
  context: string; consumerId: string | null; orderId: string;
}

/** The columns a write changes besides the run state: one compiled statement for each set of them. */
const saveQuery = compiledQueries<{ context: boolean; consumerId: boolean; orderId: boolean }, SaveArgs, never>(
  (sets) => `${sets.context} ${sets.consumerId} ${sets.orderId}`,
  (db, arg, sets) => db
    .updateTable('flow_runs')
    .set({
      current_step: arg('step'),
      status: arg('status'),
      answers_enc: arg('answers'),
      revision: arg('next'),
      updated_at: arg('at'),
      ...(sets.context ? { context: arg('context') } : {}),
      ...(sets.consumerId ? { consumer_id: arg('consumerId') } : {}),
      ...(sets.orderId ? { order_id: arg('orderId') } : {}),
    })
    .where('id', '=', arg('id'))
    .where('revision', '=', arg('revision')),
);

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
  const result = await saveQuery({ context: changes.context !== undefined, consumerId: changes.consumerId !== undefined, orderId: !!changes.orderId })(db, {
    id: stored.id,
    revision: stored.revision,
    next: stored.revision + 1,
    step: run.step,
    status: statusColumn(run),
    answers: cipher.encrypt(JSON.stringify(run)),
    at: now.toISOString(),
    context: changes.context ? JSON.stringify(changes.context) : '',
    consumerId: changes.consumerId ?? null,
    orderId: changes.orderId ?? '',
  });
  return Number(result.numAffectedRows) === 1;
}

/** Runs not finished yet, by flow version: they finish on the version they were pinned to. */
export async function runsInProgress(db: Db, flowId: string): Promise<Map<number, number>> {
  const rows = await db.selectFrom('flow_runs').select(['flow_version', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('flow_id', '=', flowId).where('status', '=', 'active').where('preview', '=', 0).groupBy('flow_version').execute();
  return new Map(rows.map((r) => [Number(r.flow_version), Number(r.n)]));
}
