import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SignInLink } from '#server/mail/sign-in-secrets.ts';
import type { AccountInvitation } from '#server/areas/consumer-orders/index.ts';
import type { Db } from '#server/db/database.ts';

/** How long each kind of link opens the account: the order confirmation's invitation, and a requested sign-in. */
export const LINK_TTL_MS = { create: 7 * 86_400_000, 'sign-in': 60 * 60_000 } as const;
export type LinkPurpose = keyof typeof LINK_TTL_MS;

/** The stored form of a token: its SHA-256 (a database read gives no working link). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new random token (256 bits, URL-safe). */
export const newToken = () => randomBytes(32).toString('base64url');

/** The page a link opens: /account?link=<token>, in the consumer's language; the token is the secret an email seals. */
export function accountLinkUrl(publicOrigin: string, token: string, language: string): SignInLink {
  return { url: `${publicOrigin}/account?link=${token}${language === 'en' ? '' : `&lang=${language}`}`, secret: token };
}

/**
 * The invitation to an account that an order's confirmation carries: a single-use `create` link written in the order's
 * transaction (decision 026). The questionnaire gives it to the order path.
 */
export const inviteToAccount: AccountInvitation = async (trx, invitee) => {
  const token = await createAccountLink(trx, { purpose: 'create', emailHash: invitee.emailHash, emailEnc: invitee.emailEnc, language: invitee.language, now: invitee.now });
  return accountLinkUrl(invitee.publicOrigin, token, invitee.language);
};

/** Writes a single-use link for the email (in the caller's transaction) and returns its token for the email. */
export async function createAccountLink(
  db: Db,
  link: { purpose: LinkPurpose; emailHash: string; emailEnc: string; language: string; now: Date },
): Promise<string> {
  const token = newToken();
  await db.insertInto('consumer_account_links').values({
    id: randomUUID(), token_hash: tokenHash(token), purpose: link.purpose, email_hash: link.emailHash, email_enc: link.emailEnc,
    language: link.language, created_at: link.now.toISOString(), expires_at: new Date(link.now.getTime() + LINK_TTL_MS[link.purpose]).toISOString(), used_at: null,
  }).execute();
  return token;
}

/**
 * Spends a link: one conditional UPDATE, so two clicks cannot both use it. Returns the link, or undefined when it is
 * unknown, used or expired (the caller cannot tell which, nor can the person).
 */
export async function spendAccountLink(db: Db, token: string, now: Date) {
  const hash = tokenHash(token);
  const spent = await db.updateTable('consumer_account_links').set({ used_at: now.toISOString() })
    .where('token_hash', '=', hash).where('used_at', 'is', null).where('expires_at', '>', now.toISOString()).executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('consumer_account_links').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

/** How many sign-in links were made for the email since `since` (used or not). */
export async function signInLinksSince(db: Db, emailHash: string, since: Date): Promise<number> {
  const row = await db.selectFrom('consumer_account_links').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('email_hash', '=', emailHash).where('purpose', '=', 'sign-in').where('created_at', '>', since.toISOString()).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes the email's links that can no longer open anything (the retention job deletes everyone's every night). */
export async function deleteExpiredLinks(db: Db, emailHash: string, now: Date): Promise<void> {
  await db.deleteFrom('consumer_account_links').where('email_hash', '=', emailHash).where('expires_at', '<=', now.toISOString()).execute();
}
