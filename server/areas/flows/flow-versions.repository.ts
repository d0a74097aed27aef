import { type Selectable } from 'kysely';
import type { FlowVersionsTable } from './flow-versions.table.ts';
import type { Db } from '#server/db/database.ts';

export type FlowVersionRow = Selectable<FlowVersionsTable>;
export type FlowVersionMeta = Omit<FlowVersionRow, 'definition'>;

const META = ['flow_id', 'version', 'status', 'sha256', 'based_on', 'notes', 'created_by', 'created_at', 'updated_at', 'published_by', 'published_at', 'retired_by', 'retired_at'] as const;

/** Every version's metadata (no JSON), of one flow or of all, newest first. */
export async function listVersionMeta(db: Db, flowId?: string): Promise<FlowVersionMeta[]> {
  let query = db.selectFrom('flow_versions').select(META).orderBy('flow_id').orderBy('version', 'desc');
  if (flowId !== undefined) query = query.where('flow_id', '=', flowId);
  return query.execute();
}

export async function findVersion(db: Db, flowId: string, version: number): Promise<FlowVersionRow | undefined> {
  return db.selectFrom('flow_versions').selectAll().where('flow_id', '=', flowId).where('version', '=', version).executeTakeFirst();
}

export async function findDraft(db: Db, flowId: string): Promise<FlowVersionMeta | undefined> {
  return db.selectFrom('flow_versions').select(META).where('flow_id', '=', flowId).where('status', '=', 'draft').executeTakeFirst();
}

/** The version a flow's new runs take: the one published last (a rollback publishes an old version's copy anew). */
export async function findLive(db: Db, flowId: string): Promise<FlowVersionMeta | undefined> {
  return db.selectFrom('flow_versions').select(META).where('flow_id', '=', flowId).where('status', '=', 'published')
    .orderBy('published_at', 'desc').orderBy('version', 'desc').limit(1).executeTakeFirst();
}

/**
 * When a version published now becomes live: now, or just after the flow's last publication when that looks later
 * (another process's clock ahead of this one's), so the version published last is always the live one.
 */
export async function nextPublishedAt(db: Db, flowId: string, now: Date): Promise<string> {
  const row = await db.selectFrom('flow_versions').select((eb) => eb.fn.max('published_at').as('last')).where('flow_id', '=', flowId).executeTakeFirst();
  const last = row?.last ? Date.parse(row.last) : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(now.getTime(), last + 1)).toISOString();
}

export async function nextVersionNumber(db: Db, flowId: string): Promise<number> {
  const row = await db.selectFrom('flow_versions').select((eb) => eb.fn.max('version').as('max')).where('flow_id', '=', flowId).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertVersion(db: Db, row: FlowVersionRow): Promise<void> {
  await db.insertInto('flow_versions').values(row).execute();
}

/** Replaces a draft's JSON; false when the version is not (or no longer) a draft. */
export async function updateDraft(db: Db, flowId: string, version: number, change: { definition: string; sha256: string; updatedAt: string }): Promise<boolean> {
  const result = await db.updateTable('flow_versions')
    .set({ definition: change.definition, sha256: change.sha256, updated_at: change.updatedAt })
    .where('flow_id', '=', flowId).where('version', '=', version).where('status', '=', 'draft')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteDraft(db: Db, flowId: string, version: number): Promise<boolean> {
  const result = await db.deleteFrom('flow_versions').where('flow_id', '=', flowId).where('version', '=', version).where('status', '=', 'draft').executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Moves a draft to published with its final JSON; false when it is not a draft any more. */
export async function markPublished(db: Db, flowId: string, version: number, p: { definition: string; sha256: string; notes: string; by: string; at: string }): Promise<boolean> {
  const result = await db.updateTable('flow_versions')
    .set({ status: 'published', definition: p.definition, sha256: p.sha256, notes: p.notes, published_by: p.by, published_at: p.at, updated_at: p.at })
    .where('flow_id', '=', flowId).where('version', '=', version).where('status', '=', 'draft')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markRetired(db: Db, flowId: string, version: number, by: string, at: string): Promise<boolean> {
  const result = await db.updateTable('flow_versions')
    .set({ status: 'retired', retired_by: by, retired_at: at, updated_at: at })
    .where('flow_id', '=', flowId).where('version', '=', version).where('status', '=', 'published')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A cheap fingerprint of the table: it changes whenever a version is added, changed or deleted. */
export async function versionsStamp(db: Db): Promise<string> {
  const row = await db.selectFrom('flow_versions')
    .select([(eb) => eb.fn.countAll<string | number>().as('n'), (eb) => eb.fn.max('updated_at').as('at')])
    .executeTakeFirst();
  return `${Number(row?.n ?? 0)}|${row?.at ?? ''}`;
}

export async function findScenarioSet(db: Db, flowId: string): Promise<{ definition: string; sha256: string } | undefined> {
  return db.selectFrom('flow_scenario_sets').select(['definition', 'sha256']).where('flow_id', '=', flowId).executeTakeFirst();
}

export async function listScenarioSets(db: Db): Promise<{ flow_id: string; definition: string }[]> {
  return db.selectFrom('flow_scenario_sets').select(['flow_id', 'definition']).orderBy('flow_id').execute();
}

export async function saveScenarioSet(db: Db, flowId: string, set: { definition: string; sha256: string; by: string | null; at: string }): Promise<void> {
  await db.insertInto('flow_scenario_sets')
    .values({ flow_id: flowId, definition: set.definition, sha256: set.sha256, updated_by: set.by, updated_at: set.at })
    .onConflict((oc) => oc.column('flow_id').doUpdateSet({ definition: set.definition, sha256: set.sha256, updated_by: set.by, updated_at: set.at }))
    .execute();
}

/** Whether an error is the database refusing a change to a version that left draft (0010's guards). */
export function isFrozenVersionError(error: unknown): boolean {
  return error instanceof Error && /flow version|only a draft/.test(error.message);
}

/** The number of a flow's open draft, if it has one (what a staff preview runs by default). */
export async function openDraftVersion(db: Db, flowId: string): Promise<number | undefined> {
  return (await findDraft(db, flowId))?.version;
}

/** The JSON of every draft and published version: where the studio reads which addresses are in use (flow-addresses.ts). */
export async function openDefinitions(db: Db): Promise<{ flow_id: string; status: FlowVersionRow['status']; definition: string }[]> {
  return db.selectFrom('flow_versions').select(['flow_id', 'status', 'definition']).where('status', 'in', ['draft', 'published']).execute();
}
