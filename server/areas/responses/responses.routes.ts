import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import responsesSchema from '#schemas/flow-responses.schema.json' with { type: 'json' };
import type { ResponsesExportQuery, ResponsesQuery, ResponsesSummaryQuery } from '#schemas/generated/flow-responses.ts';
import { browserDatePreference, firstLanguage } from '#schemas/date-preference.ts';
import { flowParams } from '#server/areas/flows/index.ts';
import { chosenDatePreference } from '#server/areas/users/index.ts';
import { requireUser } from '#server/auth/auth-user.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { definitionRef, errors, pageOf, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { dayRange } from '#server/lists/day-range.ts';
import { spreadsheetDateTimeFormat } from '#server/lists/spreadsheet-date-format.ts';
import { XLSX_TYPE } from '#server/lists/xlsx-stream.ts';
import type { ResponseFilters } from './responses.repository.ts';
import {
  exportResponsesCsv, exportResponsesXlsx, responseDetail, responsesPage, responsesSummary, type ResponsesDeps,
} from './responses.service.ts';

type FlowParams = { flowId: string };
const defs = responsesSchema.definitions;
const responseParams = {
  type: 'object', required: ['flowId', 'responseId'],
  properties: { ...flowParams.properties, responseId: { type: 'string', pattern: '^[0-9a-f-]{36}$' } },
} as const;

/** The filters of a query; a bad date is refused here, before a reply (or a spreadsheet) has started. */
const filtersOf = (flowId: string, query: { from?: string; to?: string; version?: number }): ResponseFilters => ({
  flowId, version: query.version, range: dayRange(query.from || undefined, query.to || undefined, 'recorded'),
});

/**
 * A questionnaire's responses for staff (docs/product.md#questionnaires-of-their-own): the list, the summary and the
 * export hold no personal answer; one response's own page deciphers them, and that read is audited (decision 041).
 */
const responsesRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(responsesSchema);
  const deps: ResponsesDeps = { db: app.db, cipher: app.fieldCipher, flows: app.flows };

  app.get<{ Params: FlowParams; Querystring: ResponsesQuery }>('/:flowId/responses', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(defs.ResponsesQuery),
    schema: {
      summary: 'A questionnaire\'s responses, newest first, filtered by recorded day and version, each with its first answers that identify nobody',
      params: flowParams, querystring: defs.ResponsesQuery, response: { 200: pageOf(definitionRef(responsesSchema, 'ResponseListItem')), ...errors(400, 404) },
    },
  }, async (request) => responsesPage(deps, filtersOf(request.params.flowId, request.query), { limit: request.query.limit ?? 10, offset: request.query.offset ?? 0 }));

  app.get<{ Params: FlowParams; Querystring: ResponsesSummaryQuery }>('/:flowId/responses/summary', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(defs.ResponsesSummaryQuery),
    schema: {
      summary: 'Per question: how many answered, and for a choice question how many chose each choice (personal questions left out)',
      params: flowParams, querystring: defs.ResponsesSummaryQuery, response: { 200: definitionRef(responsesSchema, 'ResponsesSummary'), ...errors(400, 404) },
    },
  }, async (request) => responsesSummary(deps, filtersOf(request.params.flowId, request.query)));

  app.get<{ Params: FlowParams; Querystring: ResponsesExportQuery }>('/:flowId/responses/export', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(defs.ResponsesExportQuery),
    schema: {
      summary: 'Every matching response as a spreadsheet (XLSX, streamed) or CSV, without personal answers',
      params: flowParams, querystring: defs.ResponsesExportQuery, produces: [XLSX_TYPE, 'text/csv'],
      response: { 200: { type: 'string', format: 'binary', description: 'an XLSX workbook or CSV text' }, ...errors(400, 404) },
    },
  }, async (request, reply) => {
    const { flowId } = request.params;
    const filters = filtersOf(flowId, request.query);
    const day = app.now().toISOString().slice(0, 10);
    reply.header('cache-control', 'no-store');
    if (request.query.format === 'csv') {
      const csv = await exportResponsesCsv(deps, filters);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${flowId}-responses-${day}.csv"`).send(csv.text);
    }
    const preference = (await chosenDatePreference(app.db, requireUser(request).id)) ?? browserDatePreference(firstLanguage(request.headers['accept-language']));
    const body = new PassThrough();
    // The questionnaire is found (or the request refused) before the reply starts.
    const writing = exportResponsesXlsx(deps, filters, body, spreadsheetDateTimeFormat(preference));
    writing.then(
      (rows) => request.log.info({ rows }, 'responses exported'),
      (error: unknown) => {
        request.log.warn({ err: error }, 'responses export stopped');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${flowId}-responses-${day}.xlsx"`).send(body);
  });

  app.get<{ Params: FlowParams & { responseId: string } }>('/:flowId/responses/:responseId', {
    config: { access: 'admin', audit: { action: 'responses.read', entity: 'flow_response', id: 'params.responseId' } },
    schema: {
      summary: 'One response with every answer, the personal ones deciphered (the read is audited)',
      params: responseParams, response: { 200: definitionRef(responsesSchema, 'ResponseDetail'), ...errors(400, 404) },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const detail = await responseDetail(deps, request.params.flowId, request.params.responseId);
    auditTrail(request).note({ detail: { flowId: detail.flowId, personal: detail.answers.some((a) => a.personal && a.answer !== null) } });
    return detail;
  });
};

export default responsesRoutes;
