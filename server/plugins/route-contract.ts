import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '#schemas/roles.ts';
import { routeAuditProblem, type RouteAudit } from '#server/http/route-audit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: 'public' (no session) or the minimum staff role. Required on every /api route. */
    access?: Access;
    /** What the route writes to the audit log: an entry, or why none (http/route-audit.ts). Required on every /api route. */
    audit?: RouteAudit;
  }
}

const accessValues: readonly string[] = ['public', 'customer', 'admin', 'superAdmin'] satisfies Access[];

/** What is wrong with a route's declaration, or undefined when it keeps the contract. */
export function routeContractProblem(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>): string | undefined {
  const config = route.config as { access?: unknown; audit?: unknown } | undefined;
  const access = config?.access;
  if (access === undefined) return "declares no config.access ('public' | 'customer' | 'admin' | 'superAdmin')";
  if (typeof access !== 'string' || !accessValues.includes(access)) return `declares an unknown access "${String(access)}"`;
  const schema = route.schema as { response?: unknown; hide?: boolean } | undefined;
  if (!schema?.hide && !schema?.response) return 'declares no schema.response (reply schemas make the OpenAPI page and fast serialisation)';
  for (const method of [route.method].flat()) {
    const problem = routeAuditProblem(method, route.url, access as Access, config?.audit);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Every /api route must say who may call it (`config.access`), what it writes to the audit log (`config.audit`) and
 * what it replies (`schema.response`). Checked when the app gets ready, so a route missing one stops the server at
 * start rather than being silently public or silently unaudited. Enforcing `access` per request is the sign-in
 * plugin's job; writing the declared entry is the audit trail's (plugins/audit-trail.ts).
 */
export default fp(
  async (app) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') || route.url === '/api') routes.push(route);
    });
    app.addHook('onReady', async () => {
      const problems = routes.flatMap((route) => {
        const problem = routeContractProblem(route);
        const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
        return problem ? [`${methods} ${route.url} ${problem}`] : [];
      });
      if (problems.length > 0) throw new Error(`API routes break the route contract:\n  ${[...new Set(problems)].join('\n  ')}`);
    });
  },
  { name: 'route-contract' },
);
