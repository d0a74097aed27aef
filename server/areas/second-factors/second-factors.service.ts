import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Factor, FactorAdded, FactorList, PasskeyAdd } from '#schemas/generated/second-factors-api.ts';
import type { AuthUser } from '#server/auth/auth-user.ts';
import { secondFactorRequired, type SecondFactorSettings } from '#server/auth/second-factor-policy.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { createError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { findUserById, requireSecondFactorEnrolment, upgradeSession } from '#server/areas/users/index.ts';
import { passkeyRegistrationOptions, verifyPasskeyRegistration, type PasskeyLog } from './passkeys.ts';
import { deleteRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes, type RecoveryCodeKey } from './recovery-codes.ts';
import type { RelyingParty } from './relying-party.ts';
import { resetEmail } from './reset-email.ts';
import { deleteEverythingOf, deleteFactor, factorsOf, type FactorRow } from './second-factors.repository.ts';

/** What the portal's factor routes work with (decision 073). */
export interface FactorsContext {
  db: Db;
  settings: SecondFactorSettings;
  cipher: FieldCipher;
  recoveryKey: RecoveryCodeKey;
  rp: RelyingParty;
  publicOrigin: string;
}

const KIND: Record<FactorRow['kind'], Factor['kind']> = { totp: 'authenticatorApp', passkey: 'passkey' };

export function factorView(row: FactorRow): Factor {
  return { id: row.id, kind: KIND[row.kind], name: row.name, addedAt: row.createdAt, lastUsedAt: row.lastUsedAt };
}

/** Must this person keep a factor: their role, or a reset not yet followed by an enrolment. */
async function mustHaveFactor(ctx: FactorsContext, user: AuthUser): Promise<boolean> {
  const row = await findUserById(ctx.db, user.id);
  return secondFactorRequired(ctx.settings, { role: user.role, mustEnrolSecondFactor: row?.must_enrol_second_factor === 1 });
}

export async function listFactors(ctx: FactorsContext, user: AuthUser): Promise<FactorList> {
  const factors = await factorsOf(ctx.db, user.id);
  return { factors: factors.map(factorView), recoveryCodesLeft: await recoveryCodesLeft(ctx.db, user.id), required: await mustHaveFactor(ctx, user) };
}

/**
 * What follows a new factor, in its transaction: with the person's first factor, their ten recovery codes (shown
 * once); the session it was added in proved it, so it counts as signed in with a second factor; the audit entry.
 */
export async function factorAdded(trx: Db, ctx: FactorsContext, input: {
  user: AuthUser; factorId: string; method: 'otp' | 'hwk' | 'swk'; audit: AuditTrail; now: Date;
}): Promise<FactorAdded> {
  const factors = await factorsOf(trx, input.user.id);
  const factor = factors.find((f) => f.id === input.factorId);
  if (!factor) throw catalogued('NOT_FOUND', 'Second factor not found.');
  const recoveryCodes = factors.length === 1 ? await replaceRecoveryCodes(trx, ctx.recoveryKey, { userId: input.user.id, now: input.now }) : null;
  await upgradeSession(trx, { sessionId: input.user.sessionId, userId: input.user.id, method: input.method });
  await input.audit.record(trx, { entityId: input.user.id, detail: { kind: KIND[factor.kind] } }, input.now);
  return { factor: factorView(factor), recoveryCodes };
}

export async function startPasskey(ctx: FactorsContext, user: AuthUser, now: Date) {
  return passkeyRegistrationOptions(ctx.db, ctx.rp, { userId: user.id, userName: user.email, displayName: `${user.firstName} ${user.lastName}`.trim(), now });
}

export async function addPasskey(ctx: FactorsContext, user: AuthUser, body: PasskeyAdd, audit: AuditTrail, now: Date, log: PasskeyLog): Promise<FactorAdded> {
  return ctx.db.transaction().execute(async (trx) => {
    const made = await verifyPasskeyRegistration(trx, ctx.rp, {
      userId: user.id, challengeId: body.challengeId, name: body.name.trim(), response: body.response as unknown as RegistrationResponseJSON, now, log,
    });
    if (!made) throw catalogued('PASSKEY_NOT_ACCEPTED');
    return factorAdded(trx, ctx, { user, factorId: made.factorId, method: made.amr, audit, now });
  });
}

/**
 * Removes one of the person's own factors; refused when it is the last of someone who must keep one. With the last
 * one go the recovery codes: they stand in for a factor the person no longer has.
 */
export async function removeFactor(ctx: FactorsContext, user: AuthUser, factorId: string, audit: AuditTrail, now: Date): Promise<void> {
  const factors = await factorsOf(ctx.db, user.id);
  const factor = factors.find((f) => f.id === factorId);
  if (!factor) throw catalogued('NOT_FOUND', 'Second factor not found.');
  if (factors.length === 1 && await mustHaveFactor(ctx, user)) throw catalogued('LAST_FACTOR_REQUIRED');
  await ctx.db.transaction().execute(async (trx) => {
    if (!await deleteFactor(trx, user.id, factorId)) throw catalogued('NOT_FOUND', 'Second factor not found.');
    if (factors.length === 1) await deleteRecoveryCodes(trx, user.id);
    await audit.record(trx, { entityId: user.id, detail: { kind: KIND[factor.kind] } }, now);
  });
}

/** Ten new recovery codes; the old ones stop working. Only for someone with a factor (the codes stand in for it). */
export async function regenerateRecoveryCodes(ctx: FactorsContext, user: AuthUser, audit: AuditTrail, now: Date): Promise<string[]> {
  if ((await factorsOf(ctx.db, user.id)).length === 0) throw catalogued('CONFLICT', 'Add a passkey or an authenticator app first: recovery codes stand in for one.');
  return ctx.db.transaction().execute(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, ctx.recoveryKey, { userId: user.id, now });
    await audit.record(trx, { entityId: user.id }, now);
    return codes;
  });
}

/**
 * A superAdmin's reset of someone else's second factors (a lost phone): factors, recovery codes and challenges
 * deleted, enrolment required at the next sign-in, every session ended, the person emailed, the reset audited.
 */
export async function resetSecondFactors(ctx: FactorsContext, targetId: string, audit: AuditTrail, now: Date): Promise<void> {
  if (audit.actorUserId === targetId) throw createError('OWN_ACCOUNT', 'You cannot reset your own second factors.', 409);
  const target = await findUserById(ctx.db, targetId);
  if (!target) throw catalogued('NOT_FOUND', 'User not found.');
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await deleteEverythingOf(trx, targetId);
    await requireSecondFactorEnrolment(trx, targetId, now);
    await enqueueEmail(trx, resetEmail({ firstName: target.first_name, email: target.email, publicOrigin: ctx.publicOrigin }), now, ctx.cipher);
    await audit.record(trx, { entityId: targetId, detail: { removed } }, now);
  });
}
