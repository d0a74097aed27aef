import type { FastifyPluginAsync } from 'fastify';
import { trackQuestionProblems } from '#engine/track-question.ts';
import { looksLikeMrn } from '#schemas/mrn.ts';
import type { TrackPageState } from '#schemas/server-page-state.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';
import { trackOrder, trackingSettings } from './track-order.ts';

/** One field of a posted form: its text when sent once, else '' (a field sent twice is no answer). Bounded by the form's limit. */
const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 40) : '';
};

/**
 * /track as a page (decision 084): the page rendered on the server, with the order number of the link that opened it
 * (`?mrn=`), and its question answered when posted without a script — the same look-up as POST /api/track, rate
 * limited the same way. The answer is the page itself (200), not a redirect: a look-up changes nothing, and the ZIP
 * code stays out of the address.
 */
const trackPageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { mrn?: unknown } }>('/track', async (request, reply) => {
    const given = typeof request.query.mrn === 'string' ? request.query.mrn.trim() : '';
    return reply.sendPage({ page: 'track', mrn: looksLikeMrn(given) ? given : '' });
  });

  app.post('/track', { config: { rateLimit: publicRateLimit } }, async (request, reply) => {
    const mrn = field(request.body, 'mrn').trim();
    const zip = field(request.body, 'zip').trim();
    const invalid = trackQuestionProblems(mrn, zip);
    if (invalid.length) return reply.sendPage({ page: 'track', mrn, zip, invalid } satisfies TrackPageState, 422);
    const found = await trackOrder(app.db, app.fieldCipher, { mrn, zip }, trackingSettings(app));
    return reply.sendPage(found ? { page: 'track', mrn, zip, found } : { page: 'track', mrn, zip, notFound: true });
  });
};

export default trackPageRoutes;
