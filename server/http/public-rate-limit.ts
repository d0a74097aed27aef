/**
 * The rate limit of a public endpoint, in its route config: `config: { access: 'public', rateLimit: publicRateLimit }`.
 * The limit is RATE_LIMIT_MAX per minute and client (the rate-limit plugin reads it from the config).
 */
export const publicRateLimit = { timeWindow: 60_000 } as const;
