import type { FastifyPluginAsync } from 'fastify';
import type { OneTimePassword, OwnDatePreference, UserEmail, UserInvite, UserListQuery, UserSetup, UserUpdate } from '#schemas/generated/user-api.ts';
import { requireUser } from '#server/auth/auth-user.ts';
import { authRateLimit } from '#server/auth/rate-limits.ts';
import { normaliseEmail } from '#server/auth/account-email.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { completeSetup, setOneTimePassword } from './account.service.ts';
import { chooseDatePreference, chosenDatePreference } from './date-preference.ts';
import { listUsers, type FactorCounts } from './user-list.repository.ts';
import { userApiErrors, userApiRef, userApiSchema } from '#server/http/user-api.schemas.ts';
import type { InviteMail } from './invite-email.ts';
import { deleteUser, inviteUser, loadApiUser, resendInvite, updateUser } from './users.service.ts';

const idParams = {
  type: 'object', additionalProperties: false, required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/**
 * User Management (docs/product.md#users) under /api/user: superAdmin, except reading and subscribing for oneself.
 * The route table gives how many second factors each person has (the second-factors area, above this one).
 */
const usersRoutes = (factorCounts: FactorCounts): FastifyPluginAsync => async (app) => {
  app.addSchema(userApiSchema);
  const mail: InviteMail = { publicOrigin: app.config.publicOrigin, cipher: app.fieldCipher };
  app.post<{ Body: UserInvite }>('/', {
    config: { access: 'superAdmin', audit: { action: 'user.invite', entity: 'user', id: 'reply.id' } },
    schema: { summary: 'Invite a staff member', body: userApiRef('UserInvite'), response: { 201: userApiRef('User'), ...userApiErrors } },
  }, async (request, reply) => {
    const user = await inviteUser(app.db, request.body, auditTrail(request), mail, new Date());
    return reply.code(201).send(user);
  });

  app.get<{ Querystring: UserListQuery }>('/list', {
    config: { access: 'superAdmin', audit: { action: 'user.list', entity: 'user' } },
    schema: { summary: 'Users, filtered and paged', querystring: userApiRef('UserListQuery'), response: { 200: userApiRef('UserList'), ...userApiErrors } },
  }, async (request) => listUsers(app.db, request.query, factorCounts));

  // Before '/:id' in reading order only; the router prefers the static path whatever the order.
  app.get('/date-preference', {
    config: { access: 'customer', audit: { none: 'own', why: "reads the caller's own way of reading dates and times" }, beforeSecondFactor: true },
    schema: { summary: 'How the signed-in person reads dates and times (null: as their browser\'s language writes them)', response: { 200: userApiRef('OwnDatePreference'), ...userApiErrors } },
  }, async (request): Promise<OwnDatePreference> => ({ datePreference: await chosenDatePreference(app.db, requireUser(request).id) }));

  app.put<{ Body: OwnDatePreference }>('/date-preference', {
    config: { access: 'customer', audit: { none: 'own', why: "changes only the caller's own way of reading dates and times" } },
    schema: { summary: 'Choose how the signed-in person reads dates and times; null goes back to their browser\'s language', body: userApiRef('OwnDatePreference'), response: { 200: userApiRef('OwnDatePreference'), ...userApiErrors } },
  }, async (request): Promise<OwnDatePreference> => ({
    datePreference: await chooseDatePreference(app.db, requireUser(request).id, request.body.datePreference, new Date()),
  }));

  app.get<{ Params: { id: string } }>('/:id', {
    config: { access: 'customer', audit: { action: 'user.read', entity: 'user', id: 'params.id' } },
    schema: { summary: 'One user (anyone may read their own)', params: idParams, response: { 200: userApiRef('User'), ...userApiErrors } },
  }, async (request) => {
    const actor = requireUser(request);
    // Not 403: whether another account exists is itself not for a non-superAdmin to learn.
    if (actor.role !== 'superAdmin' && actor.id !== request.params.id) throw catalogued('NOT_FOUND', 'User not found.');
    return loadApiUser(app.db, request.params.id);
  });

  app.patch<{ Params: { id: string }; Body: UserUpdate }>('/:id', {
    config: { access: 'admin', audit: { action: 'user.update', entity: 'user', id: 'params.id' } },
    schema: { summary: 'Change a user, or one\'s own report subscriptions', params: idParams, body: userApiRef('UserUpdate'), response: { 200: userApiRef('User'), ...userApiErrors } },
  }, async (request) => updateUser(app.db, request.params.id, request.body, requireUser(request), auditTrail(request), new Date()));

  app.delete<{ Params: { id: string } }>('/:id', {
    config: { access: 'superAdmin', audit: { action: 'user.delete', entity: 'user', id: 'params.id' } },
    schema: { summary: 'Delete a user', params: idParams, response: { 204: { type: 'null' }, ...userApiErrors } },
  }, async (request, reply) => {
    await deleteUser(app.db, request.params.id, auditTrail(request), new Date());
    return reply.code(204).send();
  });

  app.post<{ Body: UserEmail }>('/sendUserInvite', {
    config: { access: 'superAdmin', audit: { action: 'user.resend-invite', entity: 'user' } },
    schema: { summary: 'Send a new invite code', body: userApiRef('UserEmail'), response: { 200: userApiRef('Ok'), ...userApiErrors } },
  }, async (request) => {
    await resendInvite(app.db, request.body.email, auditTrail(request), mail, new Date());
    return { ok: true };
  });

  app.post<{ Body: OneTimePassword }>('/setOneTimePassword', {
    config: { access: 'superAdmin', audit: { action: 'user.one-time-password', entity: 'user' } },
    schema: { summary: 'Set a temporary password, to be changed at the next sign-in', body: userApiRef('OneTimePassword'), response: { 200: userApiRef('Ok'), ...userApiErrors } },
  }, async (request) => {
    await setOneTimePassword(app.db, request.body.email, request.body.tempPassword, auditTrail(request), new Date());
    return { ok: true };
  });

  app.post<{ Body: UserSetup }>('/setup', {
    config: { access: 'public', audit: { none: 'own', why: 'an invited person sets up their own account with the emailed code' }, rateLimit: authRateLimit(10, normaliseEmail) },
    schema: { summary: 'Finish an invited account with the emailed code', body: userApiRef('UserSetup'), response: { 200: userApiRef('Ok'), ...userApiErrors } },
  }, async (request) => {
    await completeSetup(app.db, request.body, new Date());
    return { ok: true };
  });
};

export default usersRoutes;
