import type { FastifyPluginAsync } from 'fastify';

/**
 * Every API area, registered under /api by server/app.ts. One line per area; each area lives in
 * server/routes/<area>/ and every route in it declares `config: { access }` (see schemas/roles.ts). `tag` groups
 * the area's routes on the OpenAPI page (/api/docs): by who uses them, so the questionnaire's calls stay together.
 */
export const apiAreas: { tag: string; prefix: string; load: () => Promise<{ default: FastifyPluginAsync }> }[] = [
  { tag: 'Health', prefix: '/health', load: () => import('./health/health.routes.ts') },
  { tag: 'Emails', prefix: '/outbox', load: () => import('./outbox/outbox.routes.ts') },
  { tag: 'Staff accounts and sessions', prefix: '/user', load: () => import('./user/user.routes.ts') },
  { tag: 'Membership applications', prefix: '/user', load: () => import('./membership/membership.routes.ts') },
  { tag: 'Quotas', prefix: '/quotas', load: () => import('./quotas/quotas.routes.ts') },
  { tag: 'Orders', prefix: '/orders', load: () => import('./orders/orders.routes.ts') },
  { tag: 'Consumer orders', prefix: '/consumer-orders', load: () => import('./consumer-orders/consumer-orders.routes.ts') },
  { tag: 'Bulk orders', prefix: '/bulk-orders', load: () => import('./bulk-orders/bulk-orders.routes.ts') },
  { tag: 'Customers', prefix: '/customers', load: () => import('./customers/customers.routes.ts') },
  { tag: 'Products', prefix: '/products', load: () => import('./products/products.routes.ts') },
  { tag: 'US states', prefix: '/usstates', load: () => import('./usstates/usstates.routes.ts') },
  { tag: 'Questionnaire', prefix: '/env', load: () => import('./env/env.routes.ts') },
  { tag: 'Questionnaire', prefix: '/flow-runs', load: () => import('./flow-runs/flow-runs.routes.ts') },
  { tag: 'Questionnaire', prefix: '/consumers', load: () => import('./consumers/consumers.routes.ts') },
  { tag: 'Questionnaire', prefix: '/consumer-orders', load: () => import('./consumer-order-placement/consumer-order-placement.routes.ts') },
  { tag: 'Questionnaire', prefix: '/quotas', load: () => import('./quota-remaining/quota-remaining.routes.ts') },
  { tag: 'Questionnaire', prefix: '/captcha', load: () => import('./captcha/captcha.routes.ts') },
];
