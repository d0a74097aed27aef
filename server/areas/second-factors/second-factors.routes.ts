import type { FastifyPluginAsync } from 'fastify';
import secondFactorsSchema from '#schemas/second-factors-api.schema.json' with { type: 'json' };
import type { AuthenticatorAppConfirm, FactorAdded, FactorList, PasskeyAdd } from '#schemas/generated/second-factors-api.ts';
import { requireUser } from '#server/auth/auth-user.ts';
import { definitionRef, errors, idParams } from '#server/http/api-schema.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { confirmAuthenticatorApp, startAuthenticatorApp } from './authenticator-app.ts';
import { countCodeAttempt, type CodeThrottle } from './code-throttle.ts';
import { PASSKEY_BODY_LIMIT } from './passkeys.ts';
import { recoveryCodeKey } from './recovery-codes.ts';
import { relyingParty } from './relying-party.ts';
import {
  addPasskey, factorAdded, listFactors, regenerateRecoveryCodes, removeFactor, resetSecondFactors, startPasskey, type FactorsContext,
} from './second-factors.service.ts';

const ref = (name: keyof typeof secondFactorsSchema.definitions & string) => definitionRef(secondFactorsSchema, name);
const OWN = (why: string) => ({ none: 'own', why }) as const;

/**
 * The signed-in person's second factors (docs/product.md#second-factors, decision 073), under /api/user beside User
 * Management. Any signed-in person may add factors; these routes answer a session that still has to enrol one
 * (`beforeSecondFactor`). The superAdmin's reset of someone else's is here too. The route table gives the sign-in
 * throttle, which counts attempts at codes.
 */
export function secondFactorRoutes(throttle: CodeThrottle): FastifyPluginAsync {
  return async (app) => {
    app.addSchema(secondFactorsSchema);
    const ctx: FactorsContext = {
      db: app.db, settings: app.config, cipher: app.fieldCipher, recoveryKey: recoveryCodeKey(app.config.sessionSecret),
      rp: relyingParty(app.config.publicOrigin), publicOrigin: app.config.publicOrigin,
    };

    app.get('/factors', {
      config: { access: 'customer', audit: OWN("reads the caller's own second factors"), beforeSecondFactor: true },
      schema: { summary: "The signed-in person's passkeys and authenticator apps, and how many recovery codes are left", response: { 200: ref('FactorList'), ...errors() } },
    }, async (request): Promise<FactorList> => listFactors(ctx, requireUser(request)));

    app.post('/factors/authenticator-app', {
      config: { access: 'customer', audit: OWN('starts adding an authenticator app to the caller\'s own account; the app counts once confirmed, which is audited'), beforeSecondFactor: true },
      schema: { summary: 'Start adding an authenticator app: its key, as text and as a QR code (15 minutes to confirm)', response: { 200: ref('AuthenticatorAppStart'), ...errors() } },
    }, async (request) => {
      const user = requireUser(request);
      return startAuthenticatorApp(app.db, app.fieldCipher, { userId: user.id, email: user.email, now: new Date() });
    });

    app.post<{ Body: AuthenticatorAppConfirm }>('/factors/authenticator-app/confirm', {
      config: { access: 'customer', audit: { action: 'user.second-factor.added', entity: 'user' }, beforeSecondFactor: true },
      schema: {
        summary: 'Confirm an authenticator app with the code it shows; the first factor comes with ten recovery codes, shown once',
        body: ref('AuthenticatorAppConfirm'), response: { 200: ref('FactorAdded'), ...errors(400, 404, 429) },
      },
    }, async (request, reply): Promise<FactorAdded> => {
      const user = requireUser(request);
      const now = new Date();
      const attempt = { accountKey: app.keyedHasher.hash('second-factor', user.id), ip: request.ip, now };
      const forgive = await countCodeAttempt(app.db, throttle, attempt, (seconds) => reply.header('retry-after', String(seconds)));
      const added = await app.db.transaction().execute(async (trx) => {
        const confirmed = await confirmAuthenticatorApp(trx, app.fieldCipher, { userId: user.id, enrolmentId: request.body.enrolmentId, code: request.body.code, name: request.body.name.trim(), now });
        if (!confirmed.confirmed) {
          throw confirmed.reason === 'wrong-code' ? catalogued('SECOND_FACTOR_CODE_WRONG') : catalogued('NOT_FOUND', 'This set-up has expired. Please start again.');
        }
        return factorAdded(trx, ctx, { user, factorId: confirmed.factorId, method: 'otp', audit: auditTrail(request), now });
      });
      await forgive();
      return added;
    });

    app.post('/factors/passkey/options', {
      config: { access: 'customer', audit: OWN("starts adding a passkey to the caller's own account; the passkey is audited when added"), beforeSecondFactor: true },
      schema: { summary: 'Start adding a passkey: the options of navigator.credentials.create (5 minutes)', response: { 200: ref('PasskeyOptions'), ...errors() } },
    }, async (request) => startPasskey(ctx, requireUser(request), new Date()));

    app.post<{ Body: PasskeyAdd }>('/factors/passkey', {
      config: { access: 'customer', audit: { action: 'user.second-factor.added', entity: 'user' }, beforeSecondFactor: true },
      // A passkey's attestation is a few kilobytes (its certificates included): the library parses no more than this.
      bodyLimit: PASSKEY_BODY_LIMIT,
      schema: {
        summary: "Add the passkey the browser made; the first factor comes with ten recovery codes, shown once",
        body: ref('PasskeyAdd'), response: { 200: ref('FactorAdded'), ...errors(400) },
      },
    }, async (request): Promise<FactorAdded> =>
      addPasskey(ctx, requireUser(request), request.body, auditTrail(request), new Date(), (reason) => request.log.warn({ reason }, 'passkey not added')));

    app.delete<{ Params: { id: string } }>('/factors/:id', {
      config: { access: 'customer', audit: { action: 'user.second-factor.removed', entity: 'user' }, beforeSecondFactor: true },
      schema: { summary: 'Remove one of the signed-in person\'s factors (not the last, when they must have one)', params: idParams('id'), response: { 204: { type: 'null' }, ...errors(404, 409) } },
    }, async (request, reply) => {
      await removeFactor(ctx, requireUser(request), request.params.id, auditTrail(request), new Date());
      return reply.code(204).send();
    });

    app.post('/recovery-codes', {
      config: { access: 'customer', audit: { action: 'user.recovery-codes.regenerated', entity: 'user' }, beforeSecondFactor: true },
      schema: { summary: 'Ten new recovery codes, shown once; the earlier ones stop working', response: { 200: ref('RecoveryCodes'), ...errors(409) } },
    }, async (request) => ({ recoveryCodes: await regenerateRecoveryCodes(ctx, requireUser(request), auditTrail(request), new Date()) }));

    app.post<{ Params: { id: string } }>('/:id/second-factors/reset', {
      config: { access: 'superAdmin', audit: { action: 'user.second-factors.reset', entity: 'user', id: 'params.id' } },
      schema: {
        summary: "Reset someone else's second factors (a lost phone): they set one up at their next sign-in, and are emailed",
        params: idParams('id'), response: { 204: { type: 'null' }, ...errors(404, 409) },
      },
    }, async (request, reply) => {
      await resetSecondFactors(ctx, request.params.id, auditTrail(request), new Date());
      return reply.code(204).send();
    });
  };
}
