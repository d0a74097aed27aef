import type { JsonWebKey } from 'node:crypto';
import { createError } from '#server/errors/app-error.ts';
import { verifyIdToken, type IdTokenClaims } from './id-token.ts';

/** How the client reaches the provider: `fetch` for an external one, `app.inject` for the embedded one. */
export type OidcTransport = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; json: () => Promise<unknown> }>;

export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

export interface TokenSet {
  idToken: string;
  refreshToken: string | null;
  claims: IdTokenClaims;
}

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  transport: OidcTransport;
  /** seconds since the epoch */
  now: () => number;
}

// A provider being unreachable or answering oddly is not the signer's fault: 502, logged with its reason.
function providerError(reason: string): Error {
  const error = createError('IDENTITY_PROVIDER_UNAVAILABLE', 'The sign-in service is not available. Please try again.', 502);
  error.cause = reason;
  return error;
}

const KEYS_REFETCH_INTERVAL_SECONDS = 60;

/** The portal's side of the authorization code flow, for the embedded provider and any external one alike. */
export function createOidcClient(options: OidcClientOptions) {
  const { issuer, clientId, clientSecret, redirectUri, transport, now } = options;
  let metadata: ProviderMetadata | undefined;
  let keys: { keys: JsonWebKey[]; fetchedAt: number } | undefined;

  async function getJson(url: string): Promise<Record<string, unknown>> {
    const res = await transport(url, { method: 'GET', headers: { accept: 'application/json' } }).catch((e: unknown) => {
      throw providerError(`GET ${url}: ${String(e)}`);
    });
    if (res.status !== 200) throw providerError(`GET ${url} answered ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  }

  async function discover(): Promise<ProviderMetadata> {
    if (metadata) return metadata;
    const doc = await getJson(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    // OpenID Connect Discovery §4.3: the issuer in the document must be exactly the one configured.
    if (doc.issuer !== issuer) throw providerError(`discovery issuer ${String(doc.issuer)} is not ${issuer}`);
    for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
      if (typeof doc[field] !== 'string') throw providerError(`discovery lacks ${field}`);
    }
    metadata = doc as unknown as ProviderMetadata;
    return metadata;
  }

  async function signingKeys(forceRefresh: boolean): Promise<JsonWebKey[]> {
    const fresh = keys && (!forceRefresh || now() - keys.fetchedAt < KEYS_REFETCH_INTERVAL_SECONDS);
    if (keys && fresh) return keys.keys;
    const doc = await getJson((await discover()).jwks_uri);
    keys = { keys: Array.isArray(doc.keys) ? (doc.keys as JsonWebKey[]) : [], fetchedAt: now() };
    return keys.keys;
  }

  async function tokenRequest(params: Record<string, string>): Promise<Record<string, unknown>> {
    const { token_endpoint } = await discover();
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
    const res = await transport(token_endpoint, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(params).toString(),
    }).catch((e: unknown) => {
      throw providerError(`POST token: ${String(e)}`);
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.status === 400 || res.status === 401) {
      const description = typeof body.error_description === 'string' ? body.error_description : String(body.error ?? 'invalid_grant');
      throw createError('SIGN_IN_REFUSED', description, 401);
    }
    if (res.status !== 200) throw providerError(`token endpoint answered ${res.status}`);
    return body;
  }

  async function toTokenSet(body: Record<string, unknown>, nonce: string): Promise<TokenSet> {
    if (typeof body.id_token !== 'string') throw providerError('token response without id_token');
    const claims = await verifyIdToken(body.id_token, { issuer, audience: clientId, nonce, now: now(), keys: signingKeys });
    return { idToken: body.id_token, refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null, claims };
  }

  return {
    issuer,
    clientId,
    redirectUri,
    discover,
    signingKeys,

    /** Redeems an authorization code with the PKCE verifier and verifies the ID token it brings. */
    async redeemCode(code: string, codeVerifier: string, nonce: string): Promise<TokenSet> {
      const body = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri });
      return toTokenSet(body, nonce);
    },

    /** Rotates the provider refresh token; the provider refusing means the grant is gone (user disabled, revoked). */
    async refresh(refreshToken: string): Promise<{ refreshToken: string | null }> {
      const body = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
      return { refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : refreshToken };
    },

    /** Where the browser goes to end the provider session (RP-initiated logout), or null when the provider has none. */
    async endSessionUrl(idTokenHint: string | null, postLogoutRedirectUri: string): Promise<string | null> {
      const { end_session_endpoint } = await discover();
      if (!end_session_endpoint) return null;
      const url = new URL(end_session_endpoint);
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
      if (idTokenHint) url.searchParams.set('id_token_hint', idTokenHint);
      return url.href;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
