import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Rate limiting is off by default and switched on per route: public endpoints add `publicRateLimit`
 * (http/public-rate-limit.ts) to their config; the limit is RATE_LIMIT_MAX per minute and client.
 */

export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false, max: app.config.rateLimitMax, timeWindow: 60_000 });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
