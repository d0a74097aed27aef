import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { createError } from '#server/errors/app-error.ts';
import type { IdTokenClaims } from '#server/oidc/id-token.ts';
import type { OidcClient } from '#server/oidc/oidc-client.ts';
import { normaliseEmail } from '#server/auth/account-email.ts';
import { createSession, type UserRow } from '#server/areas/users/index.ts';

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

/**
 * The portal user of a verified ID token: the one already linked to (issuer, subject); else, for the embedded
 * provider, the user whose id is the subject; else (an external provider's first sign-in) the not-yet-linked
 * user with the token's email, unless the provider says that email is unverified.
 */
async function userForIdentity(db: Db, claims: IdTokenClaims, embeddedIssuer: string | null): Promise<UserRow | undefined> {
  const linked = await db.selectFrom('users').selectAll()
    .where('oidc_issuer', '=', storedIssuer(claims.iss, embeddedIssuer)).where('oidc_subject', '=', claims.sub).executeTakeFirst();
  if (linked) return linked;
  if (claims.iss === embeddedIssuer) {
    return db.selectFrom('users').selectAll().where('id', '=', claims.sub).where('oidc_subject', 'is', null).executeTakeFirst();
  }
  if (typeof claims.email !== 'string' || claims.email_verified === false) return undefined;
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(claims.email))
    .where('oidc_subject', 'is', null).executeTakeFirst();
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
  const user = await userForIdentity(deps.db, tokens.claims, deps.embeddedIssuer);
  if (!user) throw createError('NO_ACCOUNT', NO_ACCOUNT_MESSAGE, 403);
  if (user.status === 'disabled') throw createError('ACCOUNT_DISABLED', DISABLED_MESSAGE, 403);
  return deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({
      oidc_issuer: storedIssuer(tokens.claims.iss, deps.embeddedIssuer),
      oidc_subject: tokens.claims.sub,
      last_login_at: now.toISOString(),
      // The external provider vouched for this person: their invite is answered.
      ...(user.status === 'invited' ? { status: 'active' as const } : {}),
      updated_at: now.toISOString(),
    }).where('id', '=', user.id).execute();
    const sessionId = await createSession(trx, {
      userId: user.id,
      idTokenHint: tokens.idToken,
      providerRefreshTokenEnc: tokens.refreshToken ? deps.tokenCipher.encrypt(tokens.refreshToken) : null,
    }, now);
    return { userId: user.id, sessionId };
  });
}
