import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionCookieName } from '#server/auth/session-cookie.ts';
import { auditActions, isAuditedRoute, type RouteAudit } from '#server/http/route-audit.ts';
import { apiAreas } from '#server/routes/routes.ts';

/** The name of the security scheme of every route that needs a staff session. */
export const SESSION_SCHEME = 'sessionCookie';

/** Only the API is described: the sign-in provider (/oidc/*, its own protocol), media and the web app are not. */
function isDescribed(url: string): boolean {
  return url.startsWith('/api/');
}

/** A route's audit declaration as the OpenAPI description shows it: the actions and entity of its entry, or why none. */
function auditDescription(audit: RouteAudit): Record<string, unknown> {
  return isAuditedRoute(audit) ? { actions: [...auditActions(audit)], entity: audit.entity } : { ...audit };
}

/** Groups the routes of one area (server/routes/routes.ts) under its tag: app.ts calls it in each area's scope. */
export function tagArea(scope: FastifyInstance, tag: string): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, tags: [tag] };
  });
}

/**
 * The OpenAPI description, built from the routes' schemas. @fastify/swagger must be registered before
 * the routes; the page itself is mounted by `docsRoutes` under /api/docs.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Naloxone portal API',
          description: 'Every error reply is `{ code, message }`, plus `fields` or `reasons` where they apply.',
          version: '0.1.0',
        },
        servers: [{ url: app.config.publicOrigin }],
        tags: [...new Set(apiAreas.map((area) => area.tag))].map((name) => ({ name })),
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: sessionCookieName(app),
              description: 'The HttpOnly session cookie set by POST /api/user/login: sign in at the portal, then try the calls here. '
                + 'Each operation that needs it names the least role it accepts in `x-access` (customer < admin < superAdmin).',
            },
          },
        },
      },
      // A route's access (config.access, enforced by the auth plugin) says whether it needs the session.
      // Its audit declaration (config.audit) says what it writes to the audit log: `x-audit`.
      transform: ({ schema, url, route }) => {
        if (!isDescribed(url)) return { schema: { ...schema, hide: true }, url };
        const config = route.config as { access?: string; audit?: RouteAudit } | undefined;
        const described = { ...schema, ...(config?.audit ? { 'x-audit': auditDescription(config.audit) } : {}) };
        if (config?.access === undefined || config.access === 'public') return { schema: described, url };
        return { schema: { ...described, security: [{ [SESSION_SCHEME]: [] }], 'x-access': config.access }, url };
      },
      // Named shared schemas (ErrorReply...) appear as components instead of being inlined everywhere.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
      // An area's root route is written '/' under its prefix; list it as /api/quotas, not /api/quotas/.
      transformObject: (documentObject) => {
        if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
        const doc = documentObject.openapiObject;
        doc.paths = Object.fromEntries(
          Object.entries(doc.paths ?? {}).map(([path, item]) => [path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path, item]),
        );
        return doc;
      },
    });
  },
  { name: 'openapi', dependencies: ['config'] },
);

/** The Swagger UI page (/api/docs) and the JSON description (/api/docs/json). Registered inside /api. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  // These routes come from the plugin, not from us: they are public documentation.
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), access: 'public', audit: { none: 'no-personal-data' } };
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Mounted inside /api: the page's asset links must include it.
    indexPrefix: '/api',
    staticCSP: true,
    // The page's own policy (hashes of its inline scripts), as strict as ours about framing; Swagger UI
    // sets inline styles, so its page (only) allows them, as ours does for Chakra.
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';"),
    uiConfig: { deepLinking: false, docExpansion: 'list' },
  });
}
