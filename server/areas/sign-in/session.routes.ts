import type { FastifyPluginAsync } from 'fastify';
import type { SessionUser, SignInExchange } from '#schemas/generated/user-api.ts';
import { requireUser } from '#server/auth/auth-user.ts';
import { secondFactorState } from '#server/auth/second-factor-policy.ts';
import { authRateLimit } from '#server/auth/rate-limits.ts';
import { normaliseEmail } from '#server/auth/account-email.ts';
import { SESSION_ENDED_MESSAGE, clearSessionCookie, issueSessionCookie, readSessionToken, type SessionTokenPayload } from '#server/auth/session-cookie.ts';
import { deriveKey } from '#server/auth/session-keys.ts';
import { signIn } from './sign-in.service.ts';
import { createFieldCipher } from '#server/crypto/field-cipher.ts';
import { createError } from '#server/errors/app-error.ts';
import { PROVIDER_PREFIX } from '#server/oidc/mount-provider.ts';
import { findLiveSession, idTokenHintOf, loadApiUser, providerRefreshTokenOf, revokeSession, touchSession } from '#server/areas/users/index.ts';
import { userApiErrors, userApiRef, userApiSchema } from '#server/http/user-api.schemas.ts';

export const SIGN_IN_SCOPE = 'openid email profile';

/** Sign-in exchange, session refresh and ping, sign-out (docs/product.md#signing-in-and-sessions), under /api/user beside User Management. */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(userApiSchema);
  const tokenCipher = createFieldCipher(deriveKey(app.config.sessionSecret, 'provider-tokens'));
  const embeddedIssuer = app.config.oidc.issuer ? null : `${app.config.publicOrigin}${PROVIDER_PREFIX}`;

  app.get('/login-config', {
    config: { access: 'public', audit: { none: 'no-personal-data' } },
    schema: { summary: 'Where the browser sends a person to sign in', response: { 200: userApiRef('SignInConfig'), ...userApiErrors } },
  }, async () => {
    const metadata = await app.oidcClient.discover();
    return {
      authorizationEndpoint: metadata.authorization_endpoint,
      clientId: app.oidcClient.clientId,
      redirectUri: app.oidcClient.redirectUri,
      scope: SIGN_IN_SCOPE,
    };
  });

  app.post<{ Body: SignInExchange }>('/login', {
    config: { access: 'public', audit: { none: 'own', why: "opens the caller's own session" }, rateLimit: authRateLimit(20, normaliseEmail) },
    schema: {
      summary: 'Exchange an authorization code for a product session (HttpOnly cookie)',
      body: userApiRef('SignInExchange'), response: { 200: userApiRef('SessionUser'), ...userApiErrors },
    },
  }, async (request, reply): Promise<SessionUser> => {
    const now = new Date();
    let result;
    try {
      result = await signIn({ db: app.db, oidcClient: app.oidcClient, tokenCipher, embeddedIssuer, secondFactors: app.config }, request.body, now);
    } catch (error) {
      request.log.warn({ reason: (error as Error).cause ?? (error as Error).message }, 'sign-in refused');
      throw error;
    }
    const tokenExpiresAt = issueSessionCookie(app, reply, result.sessionId, result.userId, now);
    // Whether the new session must enrol a second factor first (decision 073): the web app shows enrolment then.
    const session = await findLiveSession(app.db, result.sessionId, result.userId, now);
    const secondFactor = session ? secondFactorState(app.config, session, session) : 'notRequired';
    return { user: { ...await loadApiUser(app.db, result.userId), secondFactor }, tokenExpiresAt };
  });

  app.post('/refresh', {
    config: { access: 'customer', audit: { none: 'own', why: "renews the caller's own session and reads their own profile" }, acceptExpiredSession: true, beforeSecondFactor: true },
    schema: { summary: 'Renew the session token while the session is alive', response: { 200: userApiRef('SessionUser'), ...userApiErrors } },
  }, async (request, reply): Promise<SessionUser> => {
    const user = requireUser(request);
    const now = new Date();
    const providerRefreshToken = await providerRefreshTokenOf(app.db, user.sessionId);
    let rotated: string | null | undefined;
    if (providerRefreshToken) {
      try {
        const { refreshToken } = await app.oidcClient.refresh(tokenCipher.decrypt(providerRefreshToken));
        rotated = refreshToken ? tokenCipher.encrypt(refreshToken) : null;
      } catch (error) {
        // The provider no longer backs this sign-in (signed out there, grant revoked, user gone): end ours too.
        if ((error as { statusCode?: number }).statusCode === 401) {
          await revokeSession(app.db, user.sessionId, now);
          clearSessionCookie(app, reply);
          throw createError('SESSION_ENDED', SESSION_ENDED_MESSAGE, 401);
        }
        throw error;
      }
    }
    await touchSession(app.db, user.sessionId, now, rotated);
    const tokenExpiresAt = issueSessionCookie(app, reply, user.sessionId, user.id, now);
    return { user: { ...await loadApiUser(app.db, user.id), secondFactor: user.secondFactor }, tokenExpiresAt };
  });

  app.get('/ping', {
    config: { access: 'customer', audit: { none: 'own', why: "checks the caller's own session" }, beforeSecondFactor: true },
    schema: { summary: 'Is the session still good? (polled every 60 s)', response: { 200: userApiRef('Ok'), ...userApiErrors } },
  }, async () => ({ ok: true }));

  app.post('/logout', {
    config: { access: 'public', audit: { none: 'own', why: "ends the caller's own session" }, beforeSecondFactor: true },
    schema: { summary: 'End the session; replies where to end the provider session', response: { 200: userApiRef('LogoutResult'), ...userApiErrors } },
  }, async (request, reply) => {
    const token = readSessionToken(app, request);
    let idTokenHint: string | null = null;
    if (token) {
      try {
        // An expired token still names the session to end; a forged one names nothing.
        const payload = app.jwt.verify<SessionTokenPayload>(token, { ignoreExpiration: true });
        const session = await idTokenHintOf(app.db, payload.sid, payload.sub);
        if (session) {
          idTokenHint = session.idTokenHint;
          await revokeSession(app.db, payload.sid, new Date());
        }
      } catch {
        // Nothing to end.
      }
    }
    clearSessionCookie(app, reply);
    const endSessionUrl = await app.oidcClient.endSessionUrl(idTokenHint, `${app.config.publicOrigin}/`).catch(() => null);
    return { endSessionUrl };
  });
};

export default sessionRoutes;
