import type { FastifyRequest } from 'fastify';
import { catalogued } from '#server/errors/catalogue.ts';
import type { Db } from '#server/db/database.ts';

/** One row of audit_log: who did what to which record; `detail` holds names and counts, never a personal value. */
export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  detail?: Record<string, unknown>;
}

/** What writes an entry into the audit log (the audit area's, given by the audit trail plugin). */
export type AuditWriter = (db: Db, entry: AuditEntry, at: Date) => Promise<void>;

/** What an entry says beyond who and when: names and counts, never a personal value. */
export interface TrailEntry {
  /** one of the route's declared actions (the first by default), or another action for an entry of its own */
  action?: string;
  /** the declared entity by default */
  entity?: string;
  entityId?: string | null;
  detail?: Record<string, unknown>;
}

/** What the request and its reply say of their own: the filters used (names), the rows shown, the record's id. */
export interface RequestFacts {
  filters?: string[];
  rows?: number;
  total?: number;
  entityId?: string | null;
}

/**
 * The audit entry of one request to a route that declared one (decision 041). The route or its service may say more
 * about it (`note`), or write it in the transaction of the change it records (`record`); when neither wrote it, the
 * audit trail plugin writes it as the reply leaves, for every successful request, so a route cannot forget it.
 */
export class AuditTrail {
  #recorded = false;
  #noted: TrailEntry = {};

  constructor(
    private readonly declared: { actions: readonly string[]; entity: string },
    /** the staff member the entry is by; null on a public route called by someone who is not staff */
    private readonly actor: () => string | null,
    private readonly now: () => Date,
    private readonly write: AuditWriter,
  ) {}

  /** The staff member making the request (the author of what their change writes). */
  get actorUserId(): string {
    const id = this.actor();
    if (id === null) throw catalogued('UNAUTHORIZED');
    return id;
  }

  /** Adds to the entry written when the reply leaves: which of the declared actions, the record's id, its detail. */
  note(entry: TrailEntry): void {
    this.#noted = { ...this.#noted, ...entry, detail: { ...this.#noted.detail, ...entry.detail } };
  }

  /**
   * Writes an entry now, in the caller's transaction, so it exists exactly when the change does. An entry of one of
   * the route's actions is the request's own: no other is written when the reply leaves. Any other action is an entry
   * of its own (the user an approval invites, each order a tracking file ships).
   */
  async record(db: Db, entry: TrailEntry = {}, at: Date = this.now()): Promise<void> {
    const action = entry.action ?? this.declared.actions[0]!;
    await this.write(db, {
      actorUserId: this.actorUserId, action, entity: entry.entity ?? this.declared.entity,
      entityId: entry.entityId ?? null, ...(entry.detail ? { detail: entry.detail } : {}),
    }, at);
    if (this.declared.actions.includes(action)) this.#recorded = true;
  }

  /** The request's entry, unless it was recorded already or no staff member made the request. */
  async finish(db: Db, facts: RequestFacts): Promise<void> {
    if (this.#recorded || this.actor() === null) return;
    const action = this.#noted.action ?? this.declared.actions[0]!;
    if (!this.declared.actions.includes(action)) throw new Error(`The audit action ${action} is not one the route declares`);
    const detail = {
      ...(facts.filters?.length ? { filters: facts.filters } : {}),
      ...(facts.rows !== undefined ? { rows: facts.rows } : {}),
      ...(facts.total !== undefined ? { total: facts.total } : {}),
      ...this.#noted.detail,
    };
    await this.record(db, { action, entityId: this.#noted.entityId ?? facts.entityId ?? null, ...(Object.keys(detail).length ? { detail } : {}) });
  }
}

/**
 * The request's audit trail (plugins/audit-trail.ts); a route that declares no entry has none to give its services.
 * It lives below the areas, which all use it; the audit area, which owns the log, writes it (decision 046).
 */
export function auditTrail(request: FastifyRequest): AuditTrail {
  if (!request.audit) throw new Error(`${request.method} ${request.routeOptions.url} declares no audit entry: add config.audit { action, entity }`);
  return request.audit;
}
