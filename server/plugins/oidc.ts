import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import { ensureRateLimit } from '#server/auth/rate-limits.ts';
import { deriveKey, embeddedClientSecret } from '#server/auth/session-keys.ts';
import { normaliseEmail } from '#server/auth/account-email.ts';
import { secondFactorKeys } from '#server/oidc/second-step.routes.ts';
import { createEmbeddedProvider, type ProviderClient } from '#server/oidc/embedded-provider.ts';
import { interactionRoutes } from '#server/oidc/interaction.routes.ts';
import { mountProvider, PROVIDER_PREFIX } from '#server/oidc/mount-provider.ts';
import { createOidcClient, type OidcClient } from '#server/oidc/oidc-client.ts';
import { loadSigningKeys } from '#server/oidc/signing-keys.ts';
import { fetchTransport, injectTransport } from '#server/oidc/transports.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's client of its identity provider (embedded under /oidc, or external when OIDC_ISSUER is set). */
    oidcClient: OidcClient;
  }
}

export const EMBEDDED_CLIENT_ID = 'naloxone-portal';

export interface OidcPluginOptions {
  /** More relying parties of the embedded provider (tests use one to act as an external provider). */
  extraClients?: ProviderClient[];
}

/**
 * Identity: without OIDC_ISSUER the embedded provider is mounted under /oidc with our users as its accounts;
 * with it, the portal signs in through that external provider, found by discovery. Either way the server
 * talks to the provider through one client (oidc-client.ts).
 */
export default fp<OidcPluginOptions>(
  async (app, opts) => {
    const { publicOrigin, sessionSecret, oidc } = app.config;
    const redirectUri = `${publicOrigin}/login`;
    const now = () => Math.floor(Date.now() / 1000);

    if (oidc.issuer) {
      app.decorate('oidcClient', createOidcClient({
        issuer: oidc.issuer, clientId: oidc.clientId ?? '', clientSecret: oidc.clientSecret ?? '', redirectUri, transport: fetchTransport, now,
      }));
      return;
    }

    const issuer = `${publicOrigin}${PROVIDER_PREFIX}`;
    const homeUrl = `${publicOrigin}/`;
    const clientSecret = embeddedClientSecret(sessionSecret);
    const signingKeys = await loadSigningKeys(app.db);
    // Made by the first request to /oidc, so a process that signs no one in never loads the provider's packages.
    let provider: Promise<Provider> | undefined;
    const providerOnFirstUse = () => provider ??= createEmbeddedProvider({
      db: app.db,
      issuer,
      clients: [
        { clientId: EMBEDDED_CLIENT_ID, clientSecret, redirectUris: [redirectUri], postLogoutRedirectUris: [homeUrl, redirectUri] },
        ...(opts.extraClients ?? []),
      ],
      signingKeys,
      cookieKeys: [deriveKey(sessionSecret, 'oidc-cookies').toString('base64url')],
      homeUrl,
    }).then((made) => made.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error')));
    await mountProvider(app, providerOnFirstUse, publicOrigin);
    await app.register(async (scope) => {
      await ensureRateLimit(scope);
      await scope.register(interactionRoutes, {
        provider: providerOnFirstUse, db: app.db, homeUrl, now: app.now, // The account as sign-in finds it (case and spaces do not make another account to guess at).
        accountKeyOf: (email) => app.keyedHasher.hash('sign-in', normaliseEmail(email)),
        secondFactorKeyOf: (userId) => app.keyedHasher.hash('second-factor', userId),
        secondFactorKeys: secondFactorKeys(app.fieldCipher, sessionSecret, publicOrigin),
      });
    }, { prefix: PROVIDER_PREFIX });
    app.decorate('oidcClient', createOidcClient({
      issuer, clientId: EMBEDDED_CLIENT_ID, clientSecret, redirectUri, transport: injectTransport(app, publicOrigin), now,
    }));
  },
  { name: 'oidc', dependencies: ['config', 'db', 'crypto', 'clock'] },
);
