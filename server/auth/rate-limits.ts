import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { createError } from '#server/errors/app-error.ts';
import { normaliseEmail } from './account-email.ts';

/**
 * Registers the rate limiter in the calling scope unless an outer scope already did. It runs at preHandler so a
 * limit can be keyed by the account a form names, not only by address: one person cannot lock out a whole office
 * behind one address, and one address cannot walk through accounts.
 */
export async function ensureRateLimit(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false, hook: 'preHandler' });
}

function accountKey(request: FastifyRequest): string {
  const body = request.body as Record<string, unknown> | undefined;
  const email = typeof body?.email === 'string' ? normaliseEmail(body.email) : '';
  return `${request.ip}|${email}`;
}

/** Route config for a sign-in, setup or code attempt: `max` tries a minute per address and account. */
export function authRateLimit(max: number) {
  return {
    max,
    timeWindow: 60_000,
    // After body parsing, so the key can name the account.
    hook: 'preHandler' as const,
    keyGenerator: accountKey,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      createError('RATE_LIMITED', `Too many attempts. Please try again in ${context.after}.`, 429),
  };
}
