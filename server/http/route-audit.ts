import type { Access } from '#schemas/roles.ts';

/**
 * What a route writes to the audit log, declared in its options next to `access` (decision 041). Every /api route
 * declares one, and the app refuses to start otherwise (plugins/route-contract.ts): an entry, or why there is none.
 */
export type RouteAudit = AuditedRoute | UnauditedRoute;

/** The route writes one entry per successful request (plugins/audit-trail.ts), by the staff member who called it. */
export interface AuditedRoute {
  /** The entry's action, `area.verb` ('customers.change'); a route that does one of several things lists them, the first by default. */
  action: string | readonly [string, ...string[]];
  /** The kind of record the entry is about ('customer'). */
  entity: string;
  /** Where the record's id is, when the route does not name it itself: a path parameter, a body field or a reply field. */
  id?: `params.${string}` | `body.${string}` | `reply.${string}`;
}

/** Why a route writes nothing; the reason is part of the declaration. */
export type UnauditedRoute =
  /** Members of the public about their own business (the questionnaire, an application, tracking, their account). */
  | { none: 'public-use' }
  /** Changes or reads only the caller's own session or settings; `why` says which. */
  | { none: 'own'; why: string }
  /** A read of programme, reference or facility data; staff are named in it only as the authors of records. */
  | { none: 'no-personal-data' };

const NONE_KINDS = ['public-use', 'own', 'no-personal-data'];
const ACTION = /^[a-z][a-z-]*(\.[a-z][a-z-]*)+$/;
const ENTITY = /^[a-z][a-z_]*$/;
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The actions an entry of the route may carry, the default first. */
export function auditActions(audit: AuditedRoute): readonly string[] {
  return typeof audit.action === 'string' ? [audit.action] : audit.action;
}

export function isAuditedRoute(audit: RouteAudit | undefined): audit is AuditedRoute {
  return audit !== undefined && 'action' in audit;
}

function entryProblem(audit: Partial<AuditedRoute>, url: string): string | undefined {
  const actions = typeof audit.action === 'string' ? [audit.action] : audit.action;
  if (!Array.isArray(actions) || actions.length === 0) return 'declares config.audit without an action';
  const bad = actions.find((a: unknown) => typeof a !== 'string' || !ACTION.test(a));
  if (bad !== undefined) return `declares an audit action "${String(bad)}" that is not 'area.verb'`;
  if (typeof audit.entity !== 'string' || !ENTITY.test(audit.entity)) return `declares an audit entity "${String(audit.entity)}" that is not a record's name`;
  if (audit.id === undefined) return undefined;
  const [from, name] = String(audit.id).split('.');
  if (!['params', 'body', 'reply'].includes(from ?? '') || !name) return `declares an audit id "${String(audit.id)}" that is not params.x, body.x or reply.x`;
  if (from === 'params' && !url.includes(`:${name}`)) return `declares its audit id in a path parameter "${name}" it does not have`;
  return undefined;
}

/**
 * What is wrong with a route's audit declaration, or undefined. A route that changes data writes an entry unless it
 * serves the public or only the caller's own session; "no personal data" is a read's claim, never a change's.
 */
export function routeAuditProblem(method: string, url: string, access: Access, audit: unknown): string | undefined {
  if (audit === undefined || audit === null || typeof audit !== 'object') {
    return "declares no config.audit (an entry { action, entity }, or { none: 'public-use' | 'own' | 'no-personal-data' })";
  }
  if (!('none' in audit)) return entryProblem(audit as Partial<AuditedRoute>, url);
  const none = (audit as { none?: unknown }).none;
  if (typeof none !== 'string' || !NONE_KINDS.includes(none)) return `declares an unknown config.audit.none "${String(none)}"`;
  if (none === 'public-use' && access !== 'public') return "declares 'public-use' but is not a public route";
  if (none === 'own' && !String((audit as { why?: unknown }).why ?? '').trim()) return "declares 'own' without saying why";
  if (none === 'no-personal-data' && CHANGES.has(method)) return "changes data but declares 'no-personal-data': a change writes an entry";
  return undefined;
}
