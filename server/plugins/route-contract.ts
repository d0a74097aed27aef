import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '#schemas/roles.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: 'public' (no session) or the minimum staff role. Required on every /api route. */
    access?: Access;
  }
}

const accessValues: readonly string[] = ['public', 'customer', 'admin', 'superAdmin'] satisfies Access[];

/** What is wrong with a route's declaration, or undefined when it keeps the contract. */
export function routeContractProblem(route: Pick<RouteOptions, 'url' | 'config' | 'schema'>): string | undefined {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  if (access === undefined) return "declares no config.access ('public' | 'customer' | 'admin' | 'superAdmin')";
  if (typeof access !== 'string' || !accessValues.includes(access)) return `declares an unknown access "${String(access)}"`;
  const schema = route.schema as { response?: unknown; hide?: boolean } | undefined;
  if (!schema?.hide && !schema?.response) return 'declares no schema.response (reply schemas make the OpenAPI page and fast serialisation)';
  return undefined;
}

/**
 * Every /api route must say who may call it (`config.access`) and what it replies (`schema.response`).
 * Checked when the app gets ready, so a route missing either stops the server at start rather than
 * being silently public. Enforcing `access` per request is the sign-in plugin's job.
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
