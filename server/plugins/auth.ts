import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasRank, type Access } from '#schemas/roles.ts';
import { createError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import type { AuthUser } from '#server/auth/auth-user.ts';
import { secondFactorState } from '#server/auth/second-factor-policy.ts';
import { deriveKey } from '#server/auth/session-keys.ts';
import { SESSION_ENDED_MESSAGE, readSessionToken, type SessionTokenPayload } from '#server/auth/session-cookie.ts';
import { SESSION_IDLE_SECONDS, customerIdsOf, ensureDemoPasswords, findLiveSession } from '#server/areas/users/index.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionTokenPayload & { iat?: number };
    /** set by the access hook from the session row and the users table; null on public routes */
    user: AuthUser | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
  acceptExpiredSession: boolean;
  beforeSecondFactor: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after sign-in, with the access it declared (the authorization matrix test reads it). */
    routeAccess: RouteAccess[];
  }
  interface FastifyContextConfig {
    /** The session refresh accepts a token past its expiry (the session row and its idle limit still decide). */
    acceptExpiredSession?: boolean;
    /** A public route that reads the signed-in user when a valid session comes with the request (else user is null). */
    sessionIfPresent?: boolean;
    /**
     * The route answers a session that still has to enrol a second factor (the factor routes, sign-out, refresh…);
     * every other route refuses it with 403 SECOND_FACTOR_REQUIRED (decision 073).
     */
    beforeSecondFactor?: boolean;
  }
}

function tokenProblem(error: unknown): Error {
  if ((error as { code?: string }).code === 'FAST_JWT_EXPIRED') return createError('JWT_EXPIRED', 'JWT_EXPIRED', 401);
  return createError('SESSION_INVALID', SESSION_ENDED_MESSAGE, 401);
}

/**
 * Sign-in sessions and the route-access contract: every request of a route whose `config.access` names a
 * role needs a live session of at least that rank. The user is read from the database on every request, so
 * logout, disabling a user or changing a role takes effect on the very next request.
 */
export default fp(
  async (app) => {
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    await app.register(jwt, {
      secret: deriveKey(app.config.sessionSecret, 'session-jwt'),
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });

    const routeAccess: RouteAccess[] = [];
    app.decorate('routeAccess', routeAccess);
    app.addHook('onRoute', (route) => {
      // Read lazily: hooks of inner scopes may still set the config (the docs routes become public that way).
      for (const method of [route.method].flat()) {
        routeAccess.push({
          method,
          url: route.url,
          get access() { return route.config?.access; },
          get acceptExpiredSession() { return route.config?.acceptExpiredSession === true; },
          get beforeSecondFactor() { return route.config?.beforeSecondFactor === true; },
        });
      }
    });

    if (app.config.env !== 'prod' && app.config.seedDemo) {
      const set = await ensureDemoPasswords(app.db);
      if (set > 0) app.log.info({ accounts: set }, 'demo account passwords set');
    }

    /** The user of the session the request carries; throws the 401 of a missing, expired or ended session. */
    async function sessionUser(request: FastifyRequest, acceptExpiredSession: boolean): Promise<AuthUser> {
      const token = readSessionToken(app, request);
      if (!token) throw catalogued('UNAUTHORIZED');
      let payload: SessionTokenPayload & { iat?: number };
      try {
        payload = app.jwt.verify(token, acceptExpiredSession ? { ignoreExpiration: true } : undefined);
      } catch (error) {
        throw tokenProblem(error);
      }
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') throw tokenProblem(null);
      const now = new Date();
      const session = await findLiveSession(app.db, payload.sid, payload.sub, now);
      if (!session) throw createError('SESSION_ENDED', SESSION_ENDED_MESSAGE, 401);
      if (acceptExpiredSession && Date.parse(session.lastSeenAt) + SESSION_IDLE_SECONDS * 1000 <= now.getTime()) {
        throw createError('SESSION_ENDED', SESSION_ENDED_MESSAGE, 401);
      }
      return {
        id: session.userId,
        email: session.email,
        firstName: session.firstName,
        lastName: session.lastName,
        role: session.role,
        customerIds: session.role === 'customer' ? await customerIdsOf(app.db, session.userId) : [],
        sessionId: session.sessionId,
        secondFactor: secondFactorState(app.config, { role: session.role, mustEnrolSecondFactor: session.mustEnrolSecondFactor }, session),
      };
    }

    app.addHook('onRequest', async (request) => {
      request.user = null;
      const config = request.routeOptions.config;
      const access = config?.access;
      if (access === undefined) {
        // Only the web app's files and unknown paths get here: API routes cannot start without `access`
        // (route-contract.ts). Fail closed should one slip through.
        if (request.routeOptions.url?.startsWith('/api')) throw catalogued('FORBIDDEN');
        return;
      }
      if (access === 'public') {
        // A public route may still want to know a signed-in caller; a stale or forged cookie is then no session.
        // Without a cookie there is nothing to check (and no error to build and throw away on every request).
        if (config.sessionIfPresent && readSessionToken(app, request)) request.user = await sessionUser(request, false).catch(() => null);
        return;
      }
      const user = await sessionUser(request, config.acceptExpiredSession === true);
      request.user = user;
      if (!hasRank(user.role, access)) throw catalogued('FORBIDDEN');
      if (user.secondFactor === 'enrolmentRequired' && config.beforeSecondFactor !== true) throw catalogued('SECOND_FACTOR_REQUIRED');
    });
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
