import type { FastifyPluginAsync } from 'fastify';
import quotaRemainingSchema from '#schemas/quota-remaining.schema.json' with { type: 'json' };
import { inline } from '#server/http/api-schema.ts';
import { remainingUnits } from './quota-usage.repository.ts';
import { stateMonth, statesOf } from '#server/areas/us-states/index.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';
import { STATE_CODE_TYPED_PATTERN } from '#schemas/us-states.ts';

/**
 * GET /api/quotas/remaining (the units left, read at step 2 of the questionnaire): public, beside the admin quota routes of the same
 * prefix (their paths are /, /:state, /:id and /state|product|id/..., so /remaining does not collide).
 */
const quotaRemainingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { state?: string } }>('/remaining', {
    config: { access: 'public', audit: { none: 'public-use' }, rateLimit: publicRateLimit },
    schema: {
      summary: "Remaining units of a state's quota this month (the state's month, named in the reply); every state with a quota without ?state",
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { state: { type: 'string', pattern: STATE_CODE_TYPED_PATTERN } },
      },
      response: { 200: { type: 'array', items: inline(quotaRemainingSchema) }, 400: errorReplyRef, 404: errorReplyRef, 429: errorReplyRef },
    },
  }, async (request) => {
    const states = await statesOf(app.db);
    const now = app.now();
    let codes: string[];
    if (request.query.state) {
      const code = request.query.state.toUpperCase();
      if (!states.has(code)) throw catalogued('NOT_FOUND', `There is no US state ${code}.`);
      codes = [code];
    } else {
      codes = (await app.db.selectFrom('quotas').select('state').orderBy('state').execute()).map((r) => r.state);
    }
    const months = codes.map((state) => ({ state, period: stateMonth(now, states.get(state)?.timeZone) }));
    const remaining = await remainingUnits(app.db, months);
    return remaining.map((r, i) => ({ state: r.state, month: months[i]!.period, remaining: r.remaining }));
  });
};

export default quotaRemainingRoutes;
