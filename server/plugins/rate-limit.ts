import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Rate limiting is off by default and switched on per route. Public endpoints add it to their config:
 * `config: { access: 'public', rateLimit: publicRateLimit }`; the limit is RATE_LIMIT_MAX per minute and client.
 */
export const publicRateLimit = { timeWindow: 60_000 } as const;

export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false, max: app.config.rateLimitMax, timeWindow: 60_000 });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
