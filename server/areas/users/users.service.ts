import { randomUUID } from 'node:crypto';
import type { User, UserInvite, UserUpdate } from '#schemas/generated/user-api.ts';
import type { Role } from '#schemas/roles.ts';
import type { AuditTrail } from '#server/http/audit-trail.ts';
import type { AuthUser } from '#server/auth/auth-user.ts';
import { createInvite } from './invite-codes.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { customerIdsOf, findUserByEmail, findUserById } from './users.repository.ts';
import { normaliseEmail } from '#server/auth/account-email.ts';
import type { Db } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/dialect.ts';
import { createError } from '#server/errors/app-error.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { inviteEmail, type InviteMail } from './invite-email.ts';
import { checkedClaims, replaceCustomers } from './user-claims.ts';
import { toApiUser } from './user-view.ts';

const EMAIL_TAKEN = 'A user with this email already exists.';

export async function loadApiUser(db: Db, id: string): Promise<User> {
  const row = await findUserById(db, id);
  if (!row) throw catalogued('NOT_FOUND', 'User not found.');
  return toApiUser(row, await customerIdsOf(db, id));
}

export interface NewInvitedUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  customers: string[];
}

/**
 * Writes an invited user, their single-use code, the invite email and its audit entry, in the caller's transaction
 * (an invite from User Management, or the contact of an approved membership application). A taken email throws
 * USER_EXISTS.
 */
export async function inviteUserIn(trx: Db, user: NewInvitedUser, audit: AuditTrail, mail: InviteMail, now: Date): Promise<string> {
  const email = normaliseEmail(user.email);
  const id = randomUUID();
  try {
    await trx.insertInto('users').values({
      id, email, first_name: user.firstName.trim(), last_name: user.lastName.trim(), role: user.role, status: 'invited',
      password_hash: null, password_expires_at: null, must_change_password: 0, must_enrol_second_factor: 0, oidc_issuer: null, oidc_subject: null,
      last_login_at: null, sub_quota_thresholds: 0, sub_weekly_orders: 0, sub_monthly_orders: 0,
      created_at: now.toISOString(), updated_at: now.toISOString(),
    }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw createError('USER_EXISTS', EMAIL_TAKEN, 409);
    throw error;
  }
  await replaceCustomers(trx, id, user.customers);
  const { code, expiresAt } = await createInvite(trx, id, now);
  await enqueueEmail(trx, inviteEmail({ firstName: user.firstName.trim(), email, code, expiresAt, publicOrigin: mail.publicOrigin }), now, mail.cipher);
  await audit.record(trx, { action: 'user.invite', entity: 'user', entityId: id, detail: { role: user.role } }, now);
  return id;
}

/** Creates the user, their single-use code and the invite email, all in one transaction. */
export async function inviteUser(db: Db, input: UserInvite, audit: AuditTrail, mail: InviteMail, now: Date): Promise<User> {
  const claims = await checkedClaims(db, input.claims);
  const id = await db.transaction().execute((trx) =>
    inviteUserIn(trx, { email: input.email, firstName: input.firstName, lastName: input.lastName, role: claims.role, customers: claims.customers }, audit, mail, now));
  return loadApiUser(db, id);
}

/**
 * PATCH /user/{id}. A superAdmin changes anything (but not their own role or access, so the programme
 * always keeps one); an admin may change only their own report subscriptions.
 */
export async function updateUser(db: Db, id: string, patch: UserUpdate, actor: AuthUser, audit: AuditTrail, now: Date): Promise<User> {
  const self = actor.id === id;
  const onlySubscriptions = Object.keys(patch).every((key) => key === 'subscriptions');
  if (actor.role !== 'superAdmin' && !(self && onlySubscriptions)) {
    throw catalogued('FORBIDDEN', 'Only a super admin can change other users or their details.');
  }
  const row = await findUserById(db, id);
  if (!row) throw catalogued('NOT_FOUND', 'User not found.');
  if (self && patch.claims && patch.claims.role !== row.role) throw createError('OWN_ROLE', 'You cannot change your own role.', 409);
  if (self && patch.disabled) throw createError('OWN_ACCOUNT', 'You cannot disable your own account.', 409);
  const claims = patch.claims ? await checkedClaims(db, patch.claims) : undefined;
  let status = row.status;
  if (patch.disabled === true) status = 'disabled';
  // Enabled again: back to where their account stood (set up, or still waiting for setup).
  if (patch.disabled === false && row.status === 'disabled') status = row.password_hash && !row.must_change_password ? 'active' : 'invited';
  const subs = patch.subscriptions ?? {};
  try {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({
        ...(patch.firstName !== undefined ? { first_name: patch.firstName.trim() } : {}),
        ...(patch.lastName !== undefined ? { last_name: patch.lastName.trim() } : {}),
        ...(patch.email !== undefined ? { email: normaliseEmail(patch.email) } : {}),
        ...(claims ? { role: claims.role } : {}),
        ...(subs.quotaThresholds !== undefined ? { sub_quota_thresholds: subs.quotaThresholds ? 1 : 0 } : {}),
        ...(subs.weeklyOrders !== undefined ? { sub_weekly_orders: subs.weeklyOrders ? 1 : 0 } : {}),
        ...(subs.monthlyOrders !== undefined ? { sub_monthly_orders: subs.monthlyOrders ? 1 : 0 } : {}),
        ...(subs.monthlyFunder !== undefined ? { sub_monthly_funder: subs.monthlyFunder ? 1 : 0 } : {}),
        status,
        updated_at: now.toISOString(),
      }).where('id', '=', id).execute();
      if (claims) await replaceCustomers(trx, id, claims.customers);
      if (status === 'disabled') await revokeUserSessions(trx, id, now);
      // The fields changed by name; role and status before → after (a name or an email is not repeated here).
      await audit.record(trx, {
        entityId: id,
        detail: {
          fields: Object.keys(patch).sort(),
          ...(claims && claims.role !== row.role ? { role: { before: row.role, after: claims.role } } : {}),
          ...(status !== row.status ? { status: { before: row.status, after: status } } : {}),
        },
      }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw createError('USER_EXISTS', EMAIL_TAKEN, 409);
    throw error;
  }
  return loadApiUser(db, id);
}

export async function deleteUser(db: Db, id: string, audit: AuditTrail, now: Date): Promise<void> {
  if (audit.actorUserId === id) throw createError('OWN_ACCOUNT', 'You cannot delete your own account.', 409);
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw catalogued('NOT_FOUND', 'User not found.');
    await audit.record(trx, { entityId: id }, now);
  });
}

/** A new code and invite email for a user who has not finished setup (Resend Invite, docs/product.md#users). */
export async function resendInvite(db: Db, email: string, audit: AuditTrail, mail: InviteMail, now: Date): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw catalogued('NOT_FOUND', 'User not found.');
  if (user.status === 'disabled') throw createError('USER_DISABLED', 'This user is disabled.', 409);
  if (user.status === 'active' && user.password_hash && !user.must_change_password) {
    throw createError('SETUP_COMPLETE', 'This user has already set up their account.', 409);
  }
  await db.transaction().execute(async (trx) => {
    const { code, expiresAt } = await createInvite(trx, user.id, now);
    await enqueueEmail(trx, inviteEmail({ firstName: user.first_name, email: user.email, code, expiresAt, publicOrigin: mail.publicOrigin }), now, mail.cipher);
    await audit.record(trx, { entityId: user.id }, now);
  });
}
