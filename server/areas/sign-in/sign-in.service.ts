import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { createError } from '#server/errors/app-error.ts';
import type { OidcClient } from '#server/oidc/oidc-client.ts';
import { createSession, recordSignIn, userForIdentity } from '#server/areas/users/index.ts';

export const NO_ACCOUNT_MESSAGE = 'There is no portal account for this sign-in. Please ask an administrator for an invite.';
export const DISABLED_MESSAGE = 'This account is disabled. Please contact an administrator.';

/**
 * What `users.oidc_issuer` holds for accounts of the embedded provider. Its issuer URL follows PORT and
 * PUBLIC_ORIGIN, so storing the URL would tie every account to the address the portal happened to run at;
 * the provider is the portal itself wherever it runs. Migration 0007 rewrote rows stored before.
 */
export const EMBEDDED_ISSUER = 'embedded';

/** The issuer as stored: the fixed marker for the embedded provider, the issuer URL for an external one. */
export function storedIssuer(iss: string, embeddedIssuer: string | null): string {
  return iss === embeddedIssuer ? EMBEDDED_ISSUER : iss;
}

export interface SignInInput {
  code: string;
  codeVerifier: string;
  nonce: string;
}

/**
 * Redeems the code at the provider, verifies the ID token, maps it to a user, records the sign-in and opens a
 * server-side session. The provider's tokens stay here: the id token (for sign-off) and the encrypted refresh token.
 */
export async function signIn(
  deps: { db: Db; oidcClient: OidcClient; tokenCipher: FieldCipher; embeddedIssuer: string | null },
  input: SignInInput,
  now: Date,
): Promise<{ userId: string; sessionId: string }> {
  const tokens = await deps.oidcClient.redeemCode(input.code, input.codeVerifier, input.nonce);
  const { claims } = tokens;
  const identity = {
    issuer: storedIssuer(claims.iss, deps.embeddedIssuer), subject: claims.sub, embedded: claims.iss === deps.embeddedIssuer,
    email: typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : undefined,
  };
  const user = await userForIdentity(deps.db, identity);
  if (!user) throw createError('NO_ACCOUNT', NO_ACCOUNT_MESSAGE, 403);
  if (user.status === 'disabled') throw createError('ACCOUNT_DISABLED', DISABLED_MESSAGE, 403);
  return deps.db.transaction().execute(async (trx) => {
    await recordSignIn(trx, user, identity, now);
    const sessionId = await createSession(trx, {
      userId: user.id,
      idTokenHint: tokens.idToken,
      providerRefreshTokenEnc: tokens.refreshToken ? deps.tokenCipher.encrypt(tokens.refreshToken) : null,
    }, now);
    return { userId: user.id, sessionId };
  });
}
