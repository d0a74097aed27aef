import type { FastifyPluginAsync } from 'fastify';
import { PAGE_NUMBER } from '#schemas/number-bounds.ts';
import usStateSchema from '#schemas/us-state.schema.json' with { type: 'json' };
import { errors, idParams, inline, listOf, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { findUsState, listUsStates, searchUsStates } from './us-states.repository.ts';
import { createError } from '#server/errors/app-error.ts';
import { STATE_CODE_TYPED_PATTERN } from '#schemas/us-states.ts';

const usState = inline(usStateSchema);
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    size: { type: 'integer', minimum: 1, maximum: 999, default: 20 },
    page: { type: 'integer', ...PAGE_NUMBER, default: 0, description: 'zero-based' },
  },
};

/** The US states; the client asks for all of them with size=999. */
const usStatesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { size: number; page: number } }>('/', {
    config: { access: 'customer', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(listQuery),
    schema: {
      summary: 'US states by name, a page at a time',
      querystring: listQuery,
      response: { 200: listOf(usState), ...errors(400) },
    },
  }, async (request) => listUsStates(app.db, request.query.size, request.query.page * request.query.size));

  app.get<{ Params: { name: string } }>('/search/:name', {
    config: { access: 'customer', audit: { none: 'no-personal-data' } },
    schema: { summary: 'States whose name contains the text', params: idParams('name'), response: { 200: listOf(usState), ...errors(400) } },
  }, async (request) => searchUsStates(app.db, request.params.name));

  app.get<{ Params: { code: string } }>('/id/:code', {
    config: { access: 'customer', audit: { none: 'no-personal-data' } },
    schema: { summary: 'A state by its two-letter code', params: idParams('code', STATE_CODE_TYPED_PATTERN), response: { 200: usState, ...errors(404) } },
  }, async (request) => {
    const found = await findUsState(app.db, request.params.code);
    if (!found) throw createError('NOT_FOUND', `There is no US state with the code ${request.params.code.toUpperCase()}.`, 404);
    return found;
  });
};

export default usStatesRoutes;
