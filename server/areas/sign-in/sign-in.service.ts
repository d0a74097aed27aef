import { secondFactorRequired, sessionHasSecondFactor, type SecondFactorSettings } from '#server/auth/second-factor-policy.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { createError } from '#server/errors/app-error.ts';
import type { OidcClient } from '#server/oidc/oidc-client.ts';
import { createSession, recordSignIn, userForIdentity } from '#server/areas/users/index.ts';

export const NO_ACCOUNT_MESSAGE = 'There is no portal account for this sign-in. Please ask an administrator for an invite.';
export const DISABLED_MESSAGE = 'This account is disabled. Please contact an administrator.';
export const SECOND_FACTOR_MISSING_MESSAGE = 'Your organisation\'s sign-in did not confirm a second factor. Staff accounts need one.';

/** The `amr` and `acr` of an ID token as the session keeps them: texts only, anything else left out. */
export function methodsOfClaims(claims: Readonly<Record<string, unknown>>): { amr: string[]; acr: string | null } {
  const amr = Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === 'string' && m.length <= 32).slice(0, 16) : [];
  const acr = typeof claims.acr === 'string' && claims.acr.length <= 200 ? claims.acr : null;
  return { amr, acr };
}

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
 * The session keeps how the person signed in (`amr`, `acr`). An external provider's sign-in of a role that needs a
 * second factor is refused unless its token says one was confirmed (decision 074); the embedded provider's is let
 * in, and the portal takes a person without a factor to enrolment.
 */
export async function signIn(
  deps: { db: Db; oidcClient: OidcClient; tokenCipher: FieldCipher; embeddedIssuer: string | null; secondFactors: SecondFactorSettings },
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
  const methods = methodsOfClaims(claims);
  // Only the role counts here: a reset (must_enrol_second_factor) is the embedded provider's business.
  if (!identity.embedded && secondFactorRequired(deps.secondFactors, { role: user.role }) && !sessionHasSecondFactor(deps.secondFactors, methods)) {
    const error = createError('SECOND_FACTOR_MISSING', SECOND_FACTOR_MISSING_MESSAGE, 403);
    (error as Error).cause = `external sign-in without a second factor (amr ${JSON.stringify(methods.amr)}, acr ${String(methods.acr)})`;
    throw error;
  }
  return deps.db.transaction().execute(async (trx) => {
    await recordSignIn(trx, user, identity, now);
    const sessionId = await createSession(trx, {
      userId: user.id,
      idTokenHint: tokens.idToken,
      providerRefreshTokenEnc: tokens.refreshToken ? deps.tokenCipher.encrypt(tokens.refreshToken) : null,
      amr: methods.amr,
      acr: methods.acr,
    }, now);
    return { userId: user.id, sessionId };
  });
}
