import type { JsonWebKey } from 'node:crypto';
import type { default as Provider, KoaContextWithOIDC } from 'oidc-provider';
import { findUserById } from '#server/areas/users/index.ts';
import { createKyselyAdapter } from './kysely-adapter.ts';
import { CONFIRMED_LOGOUT_CSP, confirmedLogoutPage, errorPage, INTERACTION_CSP, logoutPage, signedOutPage } from './interaction-pages.ts';
import type { Db } from '#server/db/database.ts';

export interface ProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

export interface EmbeddedProviderOptions {
  db: Db;
  /** `<origin>/oidc` */
  issuer: string;
  clients: ProviderClient[];
  /** private JWKs, newest first (see signing-keys.ts) */
  signingKeys: JsonWebKey[];
  /** signs the provider's cookies */
  cookieKeys: string[];
  homeUrl: string;
}

export const PROVIDER_SCOPE = 'openid email profile offline_access';

function html(ctx: KoaContextWithOIDC, body: string, csp = INTERACTION_CSP): void {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', csp);
  ctx.body = body;
}

/**
 * True when the sign-out request carries an `id_token_hint` (already verified by the provider: signature,
 * issuer, audience) issued for this browser's own provider session: same account, issued since that session's
 * sign-in (an older token of the same person does not count). The portal sends one only from its server
 * (decision 013), so the person has already chosen to log out and is not asked a second time.
 */
function hintMatchesSession(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint?.payload;
  const session = ctx.oidc.session;
  if (!hint?.sub || typeof hint.iat !== 'number' || !session?.accountId || typeof session.loginTs !== 'number') return false;
  return hint.sub === session.accountId && hint.iat >= session.loginTs;
}

/**
 * The embedded OpenID provider: our `users` table is its account store, our database its storage. oidc-provider (with
 * koa and jose, ~8 MB of an idle process's heap) is imported here, when the provider is first needed, not at start.
 */
export async function createEmbeddedProvider(options: EmbeddedProviderOptions): Promise<Provider> {
  const { db, issuer, clients, signingKeys, cookieKeys, homeUrl } = options;
  const { default: OidcProvider, errors } = await import('oidc-provider');
  const firstParty = new Set(clients.map((c) => c.clientId));
  const cookie = { httpOnly: true, sameSite: 'lax', signed: true };

  const provider = new OidcProvider(issuer, {
    adapter: createKyselyAdapter(db, errors),
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      post_logout_redirect_uris: c.postLogoutRedirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    })),
    jwks: { keys: signingKeys },
    cookies: { keys: cookieKeys, long: cookie, short: cookie },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    // How each sign-in was made (decision 074): `amr` as the interaction's result gives it, `acr` its assurance level.
    // Claims of the `openid` scope, so every ID token carries them, asked for or not.
    acrValues: ['aal1', 'aal2'],
    claims: { openid: ['sub', 'acr', 'amr'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    // External relying parties link a first sign-in by email, so the ID token carries it (not only userinfo).
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, sub: string) {
      const user = await findUserById(db, sub);
      if (!user || user.status !== 'active') return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id, email: user.email, email_verified: true,
          given_name: user.first_name, family_name: user.last_name, name: `${user.first_name} ${user.last_name}`,
        }),
      };
    },
    // Our own portal needs no consent screen: the grant is created with the sign-in.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (!firstParty.has(client.clientId)) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(PROVIDER_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${new URL(issuer).pathname}/interaction/${interaction.uid}` },
    // Since oidc-provider 9 only S256 is accepted, and PKCE is required only where a profile asks for it: we ask always.
    pkce: { required: () => true },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) =>
          hintMatchesSession(ctx) ? html(ctx, confirmedLogoutPage(form), CONFIRMED_LOGOUT_CSP) : html(ctx, logoutPage(form)),
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => html(ctx, signedOutPage(homeUrl)),
      },
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) {
      html(ctx, errorPage(out.error_description ?? out.error ?? 'The sign-in request could not be processed.', homeUrl));
    },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      Interaction: 30 * 60,
      Session: 12 * 60 * 60,
      Grant: 12 * 60 * 60,
      RefreshToken: 12 * 60 * 60,
    },
    clientBasedCORS: () => false,
  });
  // The real origin is pinned by mount-provider.ts from PUBLIC_ORIGIN, never taken from what a client sends.
  provider.proxy = true;
  return provider;
}
