import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { createError } from '#server/errors/app-error.ts';

/**
 * Registers the rate limiter in the calling scope unless an outer scope already did. It runs at preHandler so a
 * limit can be keyed by the account a form names, not only by address: one person cannot lock out a whole office
 * behind one address, and one address cannot walk through accounts.
 */
export async function ensureRateLimit(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false, hook: 'preHandler' });
}

/** How a route reduces a typed email to the account it names, when it looks the account up. */
export type AccountIdentity = (email: string) => string;

/**
 * Route config for a sign-in, setup, code or sign-in-link request: `max` a minute per address and account. The
 * account is the form's email reduced by `identity`, the same reduction the route looks its accounts up by (staff:
 * `normaliseEmail`; consumer accounts: `matchEmail`, without a +tag), so the variants of one address that reach one
 * account share one count (decision 043).
 */
export function authRateLimit(max: number, identity: AccountIdentity) {
  return {
    max,
    timeWindow: 60_000,
    // After body parsing, so the key can name the account.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as Record<string, unknown> | undefined;
      return `${request.ip}|${typeof body?.email === 'string' ? identity(body.email) : ''}`;
    },
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      createError('RATE_LIMITED', `Too many attempts. Please try again in ${context.after}.`, 429),
  };
}
