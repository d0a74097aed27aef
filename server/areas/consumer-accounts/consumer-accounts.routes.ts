import type { FastifyPluginAsync } from 'fastify';
import accountSchema from '#schemas/consumer-account.schema.json' with { type: 'json' };
import type { LinkRedeem, SignInLinkRequest } from '#schemas/generated/consumer-account.ts';
import { definitionRef, errors } from '#server/http/api-schema.ts';
import { rejectUnknownProperties } from '#server/http/reject-unknown-properties.ts';
import { createError } from '#server/errors/app-error.ts';
import { authRateLimit } from '#server/auth/rate-limits.ts';
import { matchEmail } from '#server/crypto/match-normalise.ts';
import { consumerFlow } from '#server/areas/flows/index.ts';
import { endAccountSession, requireAccount, startAccountSession } from './account-session.ts';
import { accountView, deleteAccount, redeemLink, refillDetails, requestSignInLink } from './consumer-accounts.service.ts';

/**
 * /api/account (decision 026): a consumer's optional account. Public routes as far as staff access goes: each reads
 * the consumer's own session cookie, and a staff session opens none of them.
 */
const consumerAccountRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(accountSchema);
  const limited = { access: 'public' as const, audit: { none: 'public-use' } as const, rateLimit: authRateLimit(20, matchEmail) };

  app.post<{ Body: LinkRedeem }>('/links', {
    config: limited,
    preValidation: rejectUnknownProperties(accountSchema.definitions.LinkRedeem),
    schema: {
      summary: 'Opens the account an emailed link is for (creating it from the order confirmation\'s invitation) and starts a session',
      body: definitionRef(accountSchema, 'LinkRedeem'),
      response: { 200: definitionRef(accountSchema, 'AccountView'), ...errors(400, 404, 429) },
    },
  }, async (request, reply) => {
    const now = app.now();
    const accountId = await redeemLink(app.db, request.body.token, now);
    if (!accountId) throw createError('NOT_FOUND', 'This link has already been used or has expired. Ask for a new one below.', 404);
    await startAccountSession(app, reply, accountId, now);
    const account = await app.db.selectFrom('consumer_accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
    return accountView(app.db, app.fieldCipher, account, app.config.consumerOrdersManualApproval, { flow: consumerFlow(app.flows), now });
  });

  app.post<{ Body: SignInLinkRequest }>('/sign-in-link', {
    config: limited,
    preValidation: rejectUnknownProperties(accountSchema.definitions.SignInLinkRequest),
    schema: {
      summary: 'Emails a sign-in link when an account exists for the address; answers 202 either way, before looking',
      body: definitionRef(accountSchema, 'SignInLinkRequest'),
      response: { 202: { type: 'null' }, ...errors(400, 429) },
    },
  }, async (request, reply) => {
    const deps = { cipher: app.fieldCipher, hasher: app.keyedHasher, publicOrigin: app.config.publicOrigin, now: app.now() };
    // After the reply: its time and shape must not depend on whether the account exists (decision 043).
    app.afterReply(reply, 'A sign-in link', () => requestSignInLink(app.db, deps, request.body));
    return reply.status(202).send();
  });

  app.get('/', {
    config: { access: 'public', audit: { none: 'public-use' } },
    schema: { summary: "The signed-in consumer's account and orders, and when they may order again", response: { 200: definitionRef(accountSchema, 'AccountView'), ...errors(401) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return accountView(app.db, app.fieldCipher, await requireAccount(app, request), app.config.consumerOrdersManualApproval, { flow: consumerFlow(app.flows), now: app.now() });
  });

  app.get('/refill', {
    config: { access: 'public', audit: { none: 'public-use' } },
    schema: { summary: "The details of the account's latest order, to fill a refill's form", response: { 200: definitionRef(accountSchema, 'RefillDetails'), ...errors(401) } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return refillDetails(app.db, app.fieldCipher, consumerFlow(app.flows), await requireAccount(app, request));
  });

  app.post('/sign-out', {
    config: { access: 'public', audit: { none: 'public-use' } },
    schema: { summary: "Ends the consumer's session", response: { 204: { type: 'null' } } },
  }, async (request, reply) => {
    await endAccountSession(app, request, reply);
    return reply.status(204).send();
  });

  app.delete('/', {
    config: { access: 'public', audit: { none: 'public-use' } },
    schema: { summary: 'Deletes the account, its sessions and links (orders stay, as for anyone without an account)', response: { 204: { type: 'null' }, ...errors(401) } },
  }, async (request, reply) => {
    await deleteAccount(app.db, await requireAccount(app, request));
    await endAccountSession(app, request, reply);
    return reply.status(204).send();
  });
};

export default consumerAccountRoutes;
