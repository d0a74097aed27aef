import type { FlowVersion, StaffRef } from '#schemas/generated/flow-studio-api.ts';
import { findLive, type FlowVersionMeta } from './flow-versions.repository.ts';
import { notesInWords } from './import-note.ts';
import { staffNames } from '#server/areas/users/index.ts';
import type { Db } from '#server/db/database.ts';

/** What it takes to describe versions of one flow: who is who, the live version, the runs still open on each. */
export interface VersionContext {
  names: Map<string, string>;
  live: number | null;
  runs: Map<number, number>;
}

/**
 * The runs not finished yet on each version of a flow (preview runs left out): the questionnaire's runs, which sit above
 * the studio, are counted by the flow-runs area, given to the studio's routes by the route table (decision 046).
 */
export type OpenRuns = (db: Db, flowId: string) => Promise<Map<number, number>>;

export async function versionContext(deps: { db: Db; openRuns: OpenRuns }, flowId: string, rows: readonly FlowVersionMeta[]): Promise<VersionContext> {
  const { db } = deps;
  const ids = rows.flatMap((r) => [r.created_by, r.published_by, r.retired_by]).filter((id): id is string => id !== null);
  const [names, live, runs] = await Promise.all([staffNames(db, ids), findLive(db, flowId), deps.openRuns(db, flowId)]);
  return { names, live: live?.version ?? null, runs };
}

function staff(id: string | null, names: Map<string, string>): StaffRef | null {
  return id === null ? null : { id, name: names.get(id) ?? 'a former user' };
}

/** A flow_versions row as the studio API answers it (schemas/flow-studio-api.schema.json FlowVersion). */
export function toFlowVersion(row: FlowVersionMeta, ctx: VersionContext): FlowVersion {
  return {
    flowId: row.flow_id,
    version: row.version,
    status: row.status,
    live: row.version === ctx.live,
    sha256: row.sha256,
    basedOn: row.based_on,
    notes: notesInWords(row.notes),
    createdBy: staff(row.created_by, ctx.names),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedBy: staff(row.published_by, ctx.names),
    publishedAt: row.published_at,
    retiredBy: staff(row.retired_by, ctx.names),
    retiredAt: row.retired_at,
    runsInProgress: ctx.runs.get(row.version) ?? 0,
  };
}
