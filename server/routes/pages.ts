import type { FastifyPluginAsync } from 'fastify';

/**
 * The pages that answer without a script (decision 084): each area's routes at a page's own address (`GET` renders it
 * with what the server worked out, `POST` takes its form), registered by the web-app plugin at the site's root, where
 * `reply.sendPage` renders the app's page on the server. One line per area.
 */
export const pageAreas: { load: () => Promise<FastifyPluginAsync> }[] = [
  { load: async () => (await import('#server/areas/tracking/index.ts')).trackPageRoutes },
  { load: async () => (await import('#server/areas/membership/index.ts')).membershipPageRoutes },
  { load: async () => (await import('#server/areas/flow-runs/index.ts')).questionnairePageRoutes },
];
