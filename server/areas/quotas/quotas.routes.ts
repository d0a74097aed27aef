import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import quotaSchema from '#schemas/quota.schema.json' with { type: 'json' };
import quotaCreateSchema from '#schemas/quota-create.schema.json' with { type: 'json' };
import quotaUpdateSchema from '#schemas/quota-update.schema.json' with { type: 'json' };
import type { QuotaCreate } from '#schemas/generated/quota-create.ts';
import type { QuotaUpdate } from '#schemas/generated/quota-update.ts';
import { errors, idParams, inline, listOf, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { orderParam, parseListOrder } from '#server/lists/list-order.ts';
import { findProduct } from '#server/areas/products/index.ts';
import {
  DEFAULT_QUOTA_SORT, QUOTA_SORT_COLUMN, findQuotaById, findQuotaByState, listQuotas, type QuotaSortField,
} from './quotas.repository.ts';
import { changeQuota, createQuota, removeQuota, type QuotaActor } from './quotas.service.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { createError } from '#server/errors/app-error.ts';
import { STATE_CODE_TYPED_PATTERN } from '#schemas/us-states.ts';

const quota = inline(quotaSchema);
const stateParams = idParams('state', STATE_CODE_TYPED_PATTERN);
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { order: orderParam(Object.keys(QUOTA_SORT_COLUMN), 'state ASC') },
};

/** Monthly quotas per state (docs/product.md#quotas-and-progress), admin and up. */
const quotasRoutes: FastifyPluginAsync = async (app) => {
  const actorOf = (request: FastifyRequest): QuotaActor => ({ audit: auditTrail(request), now: app.now() });

  app.get<{ Querystring: { order?: string } }>('/', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(listQuery),
    schema: { summary: 'Every quota, by state unless sorted otherwise', querystring: listQuery, response: { 200: listOf(quota), ...errors(400) } },
  }, async (request) => listQuotas(app.db, parseListOrder<QuotaSortField>(request.query.order, DEFAULT_QUOTA_SORT)));

  app.post<{ Body: QuotaCreate }>('/', {
    config: { access: 'admin', audit: { action: 'quotas.create', entity: 'quota', id: 'body.state' } },
    schema: { summary: 'Add a state\'s quota', body: inline(quotaCreateSchema), response: { 201: quota, ...errors(400, 409) } },
  }, async (request, reply) => reply.status(201).send(await createQuota(app.db, actorOf(request), request.body)));

  app.patch<{ Params: { state: string }; Body: QuotaUpdate }>('/:state', {
    config: { access: 'admin', audit: { action: 'quotas.change', entity: 'quota', id: 'params.state' } },
    schema: { summary: 'Change a state\'s monthly quantity', params: stateParams, body: inline(quotaUpdateSchema), response: { 200: quota, ...errors(400, 404) } },
  }, async (request) => changeQuota(app.db, actorOf(request), request.params.state, request.body));

  app.delete<{ Params: { id: string } }>('/:id', {
    config: { access: 'admin', audit: { action: 'quotas.delete', entity: 'quota' } },
    schema: { summary: 'Delete a quota', params: idParams('id'), response: { 204: { type: 'null' }, ...errors(404) } },
  }, async (request, reply) => {
    await removeQuota(app.db, actorOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.get<{ Params: { code: string } }>('/state/:code', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'The quota of a state', params: idParams('code', STATE_CODE_TYPED_PATTERN), response: { 200: quota, ...errors(404) } },
  }, async (request) => {
    const found = await findQuotaByState(app.db, request.params.code.toUpperCase());
    if (!found) throw createError('NOT_FOUND', `There is no quota for ${request.params.code.toUpperCase()}.`, 404);
    return found;
  });

  app.get<{ Params: { id: string } }>('/product/:id', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: {
      summary: 'The quotas that limit a product',
      description: 'Quotas count units of every product together, so each state\'s quota applies to every product.',
      params: idParams('id'),
      response: { 200: listOf(quota), ...errors(404) },
    },
  }, async (request) => {
    if (!(await findProduct(app.db, request.params.id))) throw createError('NOT_FOUND', 'There is no such product.', 404);
    return listQuotas(app.db);
  });

  app.get<{ Params: { id: string } }>('/id/:id', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'A quota by id', params: idParams('id'), response: { 200: quota, ...errors(404) } },
  }, async (request) => {
    const found = await findQuotaById(app.db, request.params.id);
    if (!found) throw createError('NOT_FOUND', 'There is no such quota.', 404);
    return found;
  });
};

export default quotasRoutes;
