import type { FastifyPluginAsync } from 'fastify';
import { addDays } from '#engine/dates.ts';
import funnelSchema from '#schemas/funnel.schema.json' with { type: 'json' };
import type { FunnelQuery } from '#schemas/generated/funnel.ts';
import { flowParams } from '#server/areas/flows/index.ts';
import { stateDate } from '#server/areas/us-states/index.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { definitionRef, errors, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { funnelReport } from './funnel-report.ts';

/** The longest period one funnel counts: a year and a day, so a leap year fits. */
const MAX_DAYS = 366;

const query = funnelSchema.definitions.FunnelQuery;

/** Where people give up in the questionnaire (decision 029): GET /api/flows/{flowId}/funnel. */
const funnelRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(funnelSchema);

  app.get<{ Params: { flowId: string }; Querystring: FunnelQuery }>('/:flowId/funnel', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(query),
    schema: {
      summary: 'Per step of a version: runs reaching it, completing it, leaving there, the median time spent; and how the runs ended, by reason',
      params: flowParams,
      querystring: query,
      response: { 200: definitionRef(funnelSchema, 'FunnelReport'), ...errors(400, 404) },
    },
  }, async (request) => {
    const { flowId } = request.params;
    const live = app.flows.latest(flowId);
    if (!live) throw catalogued('NOT_FOUND', `There is no questionnaire '${flowId}'.`);
    const version = request.query.version ?? live.version;
    const flow = app.flows.get(flowId, version);
    if (!flow) throw catalogued('NOT_FOUND', `'${flowId}' has no version ${version} that people could answer.`);
    const timeZone = app.config.programmeTimeZone;
    // The schema lets only real dates through (format "date").
    const to = request.query.to ?? stateDate(app.now(), timeZone);
    const from = request.query.from ?? addDays(to, -29)!;
    if (from > to) throw catalogued('BAD_REQUEST', `The period starts (${from}) after it ends (${to}).`);
    if (addDays(from, MAX_DAYS - 1)! < to) throw catalogued('BAD_REQUEST', `A funnel counts at most ${MAX_DAYS} days; ${from} to ${to} is longer.`);
    return funnelReport(app.db, flow, { flowId, version, from, to }, timeZone);
  });
};

export default funnelRoutes;
