import type { FastifyPluginAsync } from 'fastify';
import trackSchema from '#schemas/track.schema.json' with { type: 'json' };
import type { TrackRequest } from '#schemas/generated/track.ts';
import { definitionRef, errors } from '#server/http/api-schema.ts';
import { rejectUnknownProperties } from '#server/http/reject-unknown-properties.ts';
import { createError } from '#server/errors/app-error.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';
import { trackOrder, trackingSettings } from './track-order.ts';

/** The one answer for an unknown MRN, a wrong ZIP code and an erased order alike. */
export const NOT_TRACKED = 'We could not find an order with this number and ZIP code. Check both and try again.';

/** POST /api/track: Track My Shipment, public and rate limited like the questionnaire. */
const trackRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(trackSchema);
  app.post<{ Body: TrackRequest }>('/', {
    config: { access: 'public', audit: { none: 'public-use' }, rateLimit: publicRateLimit },
    preValidation: rejectUnknownProperties(trackSchema.definitions.TrackRequest),
    schema: {
      summary: "An order's status and tracking by its MRN and the ZIP code it ships to; nothing personal",
      description: '404 for an unknown MRN and for a wrong ZIP code alike.',
      body: definitionRef(trackSchema, 'TrackRequest'),
      response: { 200: definitionRef(trackSchema, 'TrackReply'), ...errors(400, 404, 415, 429) },
    },
  }, async (request) => {
    const found = await trackOrder(app.db, app.fieldCipher, request.body, trackingSettings(app));
    if (!found) throw createError('NOT_FOUND', NOT_TRACKED, 404);
    return found;
  });
};

export default trackRoutes;
