import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasRank } from '#schemas/roles.ts';
import { writeAuditEntry } from '#server/areas/audit/index.ts';
import { AuditTrail } from '#server/http/audit-trail.ts';
import { auditActions, isAuditedRoute, type AuditedRoute } from '#server/http/route-audit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit entry of a route that declares one (decision 041); null elsewhere. Routes read it with `auditTrail(request)` (http/audit-trail.ts). */
    audit: AuditTrail | null;
  }
}

/** Query parameters that page or sort a list, not filters of what it shows. */
const NOT_FILTERS = new Set(['limit', 'offset', 'order']);

/** The names of the query parameters the client sent with a value (never the values: a typed name is itself personal). */
function filterNames(url: string): string[] {
  const at = url.indexOf('?');
  if (at < 0) return [];
  const names = [...new URLSearchParams(url.slice(at + 1))].filter(([name, value]) => value !== '' && !NOT_FILTERS.has(name)).map(([name]) => name);
  return [...new Set(names)].sort();
}

interface Seen {
  rows?: number;
  total?: number;
  reply?: Record<string, unknown>;
}

const seen = new WeakMap<FastifyRequest, Seen>();

/** What a JSON reply shows: rows of a list or a page, its total, and the reply itself for an id it carries. */
function see(request: FastifyRequest, payload: unknown): void {
  if (!payload || typeof payload !== 'object') return;
  const page = payload as { items?: unknown; total?: unknown };
  const items = Array.isArray(payload) ? payload : Array.isArray(page.items) ? page.items : undefined;
  seen.set(request, {
    ...(items ? { rows: items.length } : {}),
    ...(typeof page.total === 'number' ? { total: page.total } : {}),
    ...(Array.isArray(payload) ? {} : { reply: payload as Record<string, unknown> }),
  });
}

function idOf(request: FastifyRequest, audit: AuditedRoute, facts: Seen | undefined): string | null {
  if (!audit.id) return null;
  const [from, name] = audit.id.split('.') as ['params' | 'body' | 'reply', string];
  const source = from === 'reply' ? facts?.reply : (request[from] as Record<string, unknown> | undefined);
  const value = source && typeof source === 'object' ? source[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** Appends a hook to a route's own list of that hook. */
function append<H>(existing: H | H[] | undefined, hook: H): H[] {
  return [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), hook];
}

/**
 * Writes the entry each route declares (config.audit, http/route-audit.ts) for every successful request, before the
 * reply leaves: a read is not served, nor a change answered, without its entry. The hooks are the route's own, so
 * routes that declare none pay nothing. On a public route the entry is for programme staff (admin and up) only: the
 * public using it are about their own business.
 */
export default fp(
  async (app) => {
    app.decorateRequest('audit', null);
    app.addHook('onRoute', (route: RouteOptions) => {
      const audit = route.config?.audit;
      if (!isAuditedRoute(audit)) return;
      const declared = { actions: auditActions(audit), entity: audit.entity };
      const publicRoute = route.config?.access === 'public';
      route.onRequest = append(route.onRequest, async (request: FastifyRequest) => {
        request.audit = new AuditTrail(declared, () => {
          const user = request.user;
          if (!user || (publicRoute && !hasRank(user.role, 'admin'))) return null;
          return user.id;
        }, app.now, writeAuditEntry);
      });
      route.preSerialization = append(route.preSerialization, async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
        see(request, payload);
        return payload;
      });
      route.onSend = append(route.onSend, async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (reply.statusCode >= 400 || !request.audit) return payload;
        const facts = seen.get(request);
        await request.audit.finish(app.db, {
          filters: request.method === 'GET' ? filterNames(request.url) : [],
          ...(facts?.rows !== undefined ? { rows: facts.rows } : {}),
          ...(facts?.total !== undefined ? { total: facts.total } : {}),
          entityId: idOf(request, audit, facts),
        });
        return payload;
      });
    });
  },
  { name: 'audit-trail', dependencies: ['db', 'clock'] },
);
