import type { FastifyPluginAsync } from 'fastify';
import bulkOrderSchema from '#schemas/bulk-order.schema.json' with { type: 'json' };
import bulkOrderCreateSchema from '#schemas/bulk-order-create.schema.json' with { type: 'json' };
import bulkOrderUpdateSchema from '#schemas/bulk-order-update.schema.json' with { type: 'json' };
import type { BulkOrderCreate } from '#schemas/generated/bulk-order-create.ts';
import type { BulkOrderUpdate } from '#schemas/generated/bulk-order-update.ts';
import { errors, inline, pageOf, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { parseBulkOrderQuery } from './bulk-orders-query.ts';
import { listBulkOrders } from './bulk-orders.repository.ts';
import { changeBulkOrder, createBulkOrder, viewFor } from './bulk-orders.service.ts';
import { customerScope, requireUser } from '#server/auth/auth-user.ts';
import { createError } from '#server/errors/app-error.ts';
import { auditTrail } from '#server/http/audit-trail.ts';

const bulkOrder = inline(bulkOrderSchema);
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { filter: { type: 'string', maxLength: 4000, description: 'the query object (schemas/bulk-orders-query.schema.json) as JSON' } },
};

function parseFilter(raw: string | undefined): unknown {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw createError('BAD_QUERY', 'The filter parameter is not valid JSON.', 400);
  }
}

/** Facilities' bulk orders (docs/product.md#bulk-orders-customers-and-products). Customer-role users see and place orders only for their own customers. */
const bulkOrdersRoutes: FastifyPluginAsync = async (app) => {
  // A bulk order names the facility's buyer who placed it (their email): the author of the record, not a read of a person.
  app.get<{ Querystring: { filter?: string } }>('/', {
    config: { access: 'customer', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(listQuery),
    schema: {
      summary: 'Bulk orders matching a query object (default: 10 newest)',
      description: 'filter holds the query object as JSON: {"limit":10,"offset":0,"order":[["createdAt","DESC"]],'
        + '"where":{"and":[{"orderStatus":"open"},{"createdAt":{"between":["2024-05-01","2024-05-31"]}},{"userEmail":{"like":"%@clinic.org"}}]}}',
      querystring: listQuery,
      response: { 200: pageOf(bulkOrder), ...errors(400) },
    },
  }, async (request) => {
    const criteria = parseBulkOrderQuery(parseFilter(request.query.filter));
    const page = await listBulkOrders(app.db, criteria, customerScope(request) ?? undefined);
    const user = requireUser(request);
    return { ...page, items: page.items.map((order) => viewFor(user, order)) };
  });

  app.post<{ Body: BulkOrderCreate }>('/', {
    config: { access: 'customer', audit: { action: 'bulk-orders.create', entity: 'bulk_order', id: 'reply.id' } },
    schema: { summary: 'Place a bulk order', body: inline(bulkOrderCreateSchema), response: { 201: bulkOrder, ...errors(400, 412) } },
  }, async (request, reply) => reply.status(201).send(await createBulkOrder(app.db, requireUser(request), auditTrail(request), request.body)));

  app.patch<{ Body: BulkOrderUpdate }>('/', {
    config: { access: 'customer', audit: { action: ['bulk-orders.change', 'bulk-orders.status'], entity: 'bulk_order', id: 'body.id' } },
    schema: {
      summary: 'Change a bulk order (the id is in the body)',
      description: 'Statuses move created → open | rejected, open → partially shipped | fully shipped | rejected, '
        + 'partially shipped → fully shipped; anything else is 409.',
      body: inline(bulkOrderUpdateSchema),
      response: { 200: bulkOrder, ...errors(400, 404, 409, 412) },
    },
  }, async (request) => changeBulkOrder(app.db, requireUser(request), auditTrail(request), request.body));
};

export default bulkOrdersRoutes;
