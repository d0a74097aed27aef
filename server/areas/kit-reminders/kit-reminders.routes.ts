import type { FastifyPluginAsync } from 'fastify';
import kitRemindersSchema from '#schemas/kit-reminders.schema.json' with { type: 'json' };
import type { KitReminderLink, OneClickBody, OneClickQuery } from '#schemas/generated/kit-reminders.ts';
import { inline } from '#server/http/api-schema.ts';
import { definitionRef, errors } from '#server/http/api-schema.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';
import { rejectUnknownProperties } from '#server/http/reject-unknown-properties.ts';
import { consumerFlow } from '#server/areas/flows/index.ts';
import { startReplacement, stopReminders } from './kit-reminders.service.ts';

/**
 * /api/kit-reminders (docs/product.md#kits-that-expire, decision 078): the two links of the kit-expiry email, for
 * the person who received it, without an account. Each page posts here only when its button is pressed.
 */
const kitReminderRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(kitRemindersSchema);
  const config = { access: 'public' as const, audit: { none: 'public-use' } as const, rateLimit: publicRateLimit };
  const preValidation = rejectUnknownProperties(kitRemindersSchema.definitions.KitReminderLink);
  const body = definitionRef(kitRemindersSchema, 'KitReminderLink');

  app.post<{ Body: KitReminderLink }>('/replacement', {
    config, preValidation,
    schema: {
      summary: "Spends the email's link to a new kit (once, until it expires): the answers the questionnaire starts with, the reason Expired among them",
      description: '404 NOT_FOUND for a link never sent; 410 LINK_EXPIRED for one used, expired, or whose details were erased since.',
      body, response: { 200: definitionRef(kitRemindersSchema, 'KitReplacement'), ...errors(400, 404, 410, 429) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return startReplacement(app.db, app.fieldCipher, consumerFlow(app.flows), request.body.link, app.now());
  });

  app.post<{ Body: KitReminderLink }>('/unsubscribe', {
    config, preValidation,
    schema: {
      summary: 'Stops the kit-expiry emails of the person the link was sent to (no sign-in; doing it again changes nothing)',
      description: '404 NOT_FOUND for a link never sent.',
      body, response: { 200: definitionRef(kitRemindersSchema, 'KitReminderStopped'), ...errors(400, 404, 429) },
    },
  }, async (request) => stopReminders(app.db, request.body.link, app.now()));

  // A mail app's Unsubscribe button posts a form (RFC 8058), the one body this API takes that is not JSON: only here.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post<{ Querystring: OneClickQuery; Body: OneClickBody }>('/one-click', {
    config,
    schema: {
      summary: "Stops the kit-expiry emails from a mail app's own Unsubscribe button (RFC 8058: a form with List-Unsubscribe=One-Click)",
      description: 'The address is the email\'s List-Unsubscribe header. 404 NOT_FOUND for a link never sent.',
      consumes: ['application/x-www-form-urlencoded'],
      querystring: inline(kitRemindersSchema.definitions.OneClickQuery),
      body: inline(kitRemindersSchema.definitions.OneClickBody),
      response: { 200: definitionRef(kitRemindersSchema, 'KitReminderStopped'), ...errors(400, 404, 415, 429) },
    },
  }, async (request) => stopReminders(app.db, request.query.link, app.now()));
};

export default kitReminderRoutes;
