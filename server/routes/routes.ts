import type { FastifyPluginAsync } from 'fastify';

/**
 * Every API area, registered under /api by server/app.ts. One line per area; each area lives in
 * server/areas/<area>/ (through its index.ts) and every route in it declares `config: { access }` (see schemas/roles.ts). `tag` groups
 * the area's routes on the OpenAPI page (/api/docs): by who uses them, so the questionnaire's calls stay together.
 */
export const apiAreas: { tag: string; prefix: string; load: () => Promise<FastifyPluginAsync> }[] = [
  { tag: 'Health', prefix: '/health', load: async () => (await import('#server/areas/health/index.ts')).healthRoutes },
  { tag: 'Audit log', prefix: '/audit', load: async () => (await import('#server/areas/audit/index.ts')).auditRoutes },
  { tag: 'Programme settings', prefix: '/programme', load: async () => (await import('#server/areas/programme/index.ts')).programmeRoutes },
  { tag: 'Scheduled jobs', prefix: '/jobs', load: async () => (await import('#server/areas/jobs/index.ts')).jobsRoutes },
  { tag: 'Emails', prefix: '/outbox', load: async () => (await import('#server/areas/outbox/index.ts')).outboxRoutes },
  { tag: 'Staff accounts and sessions', prefix: '/user', load: async () => (await import('#server/areas/sign-in/index.ts')).sessionRoutes },
  {
    tag: 'Staff accounts and sessions', prefix: '/user',
    // User Management shows how many second factors each person has: the second-factors area, above users, counts them.
    load: async () => (await import('#server/areas/users/index.ts')).userRoutes((await import('#server/areas/second-factors/index.ts')).factorCounts),
  },
  {
    tag: 'Second factors', prefix: '/user',
    // Attempts at codes count against the sign-in throttle, which the sign-in area holds: given here, so second factors stay below sign-in.
    load: async () => (await import('#server/areas/second-factors/index.ts')).secondFactorRoutes(await import('#server/areas/sign-in/index.ts')),
  },
  { tag: 'Membership applications', prefix: '/user', load: async () => (await import('#server/areas/membership/index.ts')).membershipRoutes },
  { tag: 'Membership applications', prefix: '/membership-applications', load: async () => (await import('#server/areas/membership/index.ts')).membershipReviewRoutes },
  { tag: 'Quotas', prefix: '/quotas', load: async () => (await import('#server/areas/quotas/index.ts')).quotaRoutes },
  { tag: 'Reports', prefix: '/reports', load: async () => (await import('#server/areas/reports/index.ts')).reportsRoutes },
  { tag: 'Orders', prefix: '/orders', load: async () => (await import('#server/areas/orders/index.ts')).orderRoutes },
  { tag: 'Consumer orders', prefix: '/consumer-orders', load: async () => (await import('#server/areas/consumer-orders/index.ts')).consumerOrderRoutes },
  { tag: 'Consumer orders', prefix: '/shipments', load: async () => (await import('#server/areas/shipments/index.ts')).shipmentRoutes },
  { tag: 'Bulk orders', prefix: '/bulk-orders', load: async () => (await import('#server/areas/bulk-orders/index.ts')).bulkOrderRoutes },
  { tag: 'Customers', prefix: '/customers', load: async () => (await import('#server/areas/customers/index.ts')).customerRoutes },
  { tag: 'Products', prefix: '/products', load: async () => (await import('#server/areas/products/index.ts')).productRoutes },
  { tag: 'US states', prefix: '/usstates', load: async () => (await import('#server/areas/us-states/index.ts')).usStateRoutes },
  { tag: 'Questionnaire', prefix: '/env', load: async () => (await import('#server/areas/env/index.ts')).envRoutes },
  { tag: 'Questionnaire', prefix: '/flow-runs', load: async () => (await import('#server/areas/flow-runs/index.ts')).flowRunRoutes },
  { tag: 'Questionnaire', prefix: '/consumers', load: async () => (await import('#server/areas/flow-runs/index.ts')).consumerValidationRoutes },
  { tag: 'Questionnaire', prefix: '/consumer-orders', load: async () => (await import('#server/areas/flow-runs/index.ts')).consumerOrderPlacementRoutes },
  { tag: 'Questionnaire', prefix: '/quotas', load: async () => (await import('#server/areas/quotas/index.ts')).quotaRemainingRoutes },
  { tag: 'Consumer accounts', prefix: '/account', load: async () => (await import('#server/areas/consumer-accounts/index.ts')).consumerAccountRoutes },
  { tag: 'Kit reminders', prefix: '/kit-reminders', load: async () => (await import('#server/areas/kit-reminders/index.ts')).kitReminderRoutes },
  { tag: 'Track My Shipment', prefix: '/track', load: async () => (await import('#server/areas/tracking/index.ts')).trackRoutes },
  { tag: 'Questionnaire', prefix: '/captcha', load: async () => (await import('#server/areas/captcha/index.ts')).captchaRoutes },
  {
    tag: 'Questionnaire studio', prefix: '/flows',
    // The studio shows the runs still open on each version: the questionnaire's runs, above the studio, count them.
    load: async () => (await import('#server/areas/flows/index.ts')).studioRoutes((await import('#server/areas/flow-runs/index.ts')).runsInProgress),
  },
  { tag: 'Questionnaire analytics', prefix: '/flows', load: async () => (await import('#server/areas/funnel/index.ts')).funnelRoutes },
  { tag: 'Questionnaire responses', prefix: '/flows', load: async () => (await import('#server/areas/responses/index.ts')).responsesRoutes },
];
