import type { FastifyPluginAsync } from 'fastify';

/**
 * Every API area, registered under /api by server/app.ts. One line per area; each area lives in
 * server/routes/<area>/ and every route in it declares `config: { access }` (see schemas/roles.ts).
 */
export const apiAreas: { prefix: string; load: () => Promise<{ default: FastifyPluginAsync }> }[] = [
  { prefix: '/health', load: () => import('./health/health.routes.ts') },
  { prefix: '/outbox', load: () => import('./outbox/outbox.routes.ts') },
  { prefix: '/user', load: () => import('./user/user.routes.ts') },
  { prefix: '/user', load: () => import('./membership/membership.routes.ts') },
  { prefix: '/quotas', load: () => import('./quotas/quotas.routes.ts') },
  { prefix: '/orders', load: () => import('./orders/orders.routes.ts') },
  { prefix: '/consumer-orders', load: () => import('./consumer-orders/consumer-orders.routes.ts') },
  { prefix: '/bulk-orders', load: () => import('./bulk-orders/bulk-orders.routes.ts') },
  { prefix: '/customers', load: () => import('./customers/customers.routes.ts') },
  { prefix: '/products', load: () => import('./products/products.routes.ts') },
  { prefix: '/usstates', load: () => import('./usstates/usstates.routes.ts') },
  { prefix: '/env', load: () => import('./env/env.routes.ts') },
  { prefix: '/flow-runs', load: () => import('./flow-runs/flow-runs.routes.ts') },
  { prefix: '/consumers', load: () => import('./consumers/consumers.routes.ts') },
  { prefix: '/consumer-orders', load: () => import('./consumer-order-placement/consumer-order-placement.routes.ts') },
  { prefix: '/quotas', load: () => import('./quota-remaining/quota-remaining.routes.ts') },
  { prefix: '/captcha', load: () => import('./captcha/captcha.routes.ts') },
];
