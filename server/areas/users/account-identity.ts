import { normaliseEmail } from '#server/auth/account-email.ts';
import type { UserRow } from './users.repository.ts';
import type { Db } from '#server/db/database.ts';

/** How an identity provider names a person, as sign-in found it in a verified ID token. */
export interface ProviderIdentity {
  /** the issuer as users.oidc_issuer stores it (sign-in's storedIssuer) */
  issuer: string;
  subject: string;
  /** the portal's own provider, whose subjects are account ids */
  embedded: boolean;
  /** the token's email, unless the provider says it is unverified */
  email: string | undefined;
}

/**
 * The account of an identity: the one already linked to (issuer, subject); else, for the embedded provider, the
 * account whose id is the subject; else (an external provider's first sign-in) the not-yet-linked account with the
 * token's email.
 */
export async function userForIdentity(db: Db, identity: ProviderIdentity): Promise<UserRow | undefined> {
  const linked = await db.selectFrom('users').selectAll()
    .where('oidc_issuer', '=', identity.issuer).where('oidc_subject', '=', identity.subject).executeTakeFirst();
  if (linked) return linked;
  if (identity.embedded) {
    return db.selectFrom('users').selectAll().where('id', '=', identity.subject).where('oidc_subject', 'is', null).executeTakeFirst();
  }
  if (identity.email === undefined) return undefined;
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(identity.email))
    .where('oidc_subject', 'is', null).executeTakeFirst();
}

/** A sign-in on the account: linked to the identity, its time noted, and an invited account made active. */
export async function recordSignIn(db: Db, user: Pick<UserRow, 'id' | 'status'>, identity: Pick<ProviderIdentity, 'issuer' | 'subject'>, now: Date): Promise<void> {
  await db.updateTable('users').set({
    oidc_issuer: identity.issuer,
    oidc_subject: identity.subject,
    last_login_at: now.toISOString(),
    // The provider vouched for this person: their invite is answered.
    ...(user.status === 'invited' ? { status: 'active' as const } : {}),
    updated_at: now.toISOString(),
  }).where('id', '=', user.id).execute();
}
