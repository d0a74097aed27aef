import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import consumerOrderSchema from '#schemas/consumer-order.schema.json' with { type: 'json' };
import consumerOrdersQuerySchema from '#schemas/consumer-orders-query.schema.json' with { type: 'json' };
import type { ConsumerOrdersQuery } from '#schemas/generated/consumer-orders-query.ts';
import { errors, inline, pageOf, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { recordStaffRead, usedFilterNames } from '#server/areas/audit/index.ts';
import { exportConsumerOrders } from './consumer-orders-export.ts';
import {
  DEFAULT_CONSUMER_ORDER_SORT, listConsumerOrders, type ConsumerOrderFilters, type ConsumerOrderSortField,
} from './consumer-orders.repository.ts';
import { dayRange } from '#server/lists/day-range.ts';
import { parseListOrder } from '#server/lists/list-order.ts';
import { requireUser } from '#server/auth/auth-user.ts';

const querystring = inline(consumerOrdersQuerySchema);
const preValidation = rejectUnknownQuery(querystring);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function filtersOf(query: ConsumerOrdersQuery): ConsumerOrderFilters {
  const { order: _order, limit: _limit, offset: _offset, ...filters } = query;
  // Bad dates are refused here, before a reply (or a spreadsheet) has started.
  dayRange(filters.orderDateFrom || undefined, filters.orderDateTo || undefined, 'orderDate');
  return filters;
}

const orderOf = (query: ConsumerOrdersQuery) => parseListOrder<ConsumerOrderSortField>(query.order, DEFAULT_CONSUMER_ORDER_SORT);
// The export walks by order date (a keyset over the (order_date, id) index); only its direction follows the list.
const directionOf = (query: ConsumerOrdersQuery) => (query.order === 'orderDate ASC' ? 'asc' : 'desc');

/** Consumer orders for staff (spec §7): the list and its spreadsheet. Every read is audited. */
const consumerOrdersRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ConsumerOrdersQuery }>('/', {
    config: { access: 'admin' },
    preValidation,
    schema: { summary: 'Consumer orders, filtered and paged (default newest first)', querystring, response: { 200: pageOf(inline(consumerOrderSchema)), ...errors(400) } },
  }, async (request) => {
    const filters = filtersOf(request.query);
    const result = await listConsumerOrders(app.db, filters, { limit: request.query.limit ?? 10, offset: request.query.offset ?? 0, order: orderOf(request.query) });
    await recordStaffRead(app.db, {
      actorUserId: requireUser(request).id, action: 'consumer-orders.list', entity: 'consumer_order',
      detail: { filters: usedFilterNames({ ...filters }), rows: result.items.length, total: result.total },
    });
    return result;
  });

  app.get<{ Querystring: ConsumerOrdersQuery }>('/export', {
    config: { access: 'admin' },
    preValidation,
    schema: {
      summary: 'Every matching consumer order as a spreadsheet (XLSX), streamed',
      querystring,
      produces: [XLSX_TYPE],
      response: { 200: { type: 'string', format: 'binary', description: 'an XLSX workbook' }, ...errors(400) },
    },
  }, async (request, reply) => {
    const filters = filtersOf(request.query);
    // Audited before the first row leaves: a download cut short has still shown data.
    await recordStaffRead(app.db, {
      actorUserId: requireUser(request).id, action: 'consumer-orders.export', entity: 'consumer_order',
      detail: { filters: usedFilterNames({ ...filters }) },
    });
    const body = new PassThrough();
    exportConsumerOrders(app.db, filters, directionOf(request.query), body).then(
      (rows) => request.log.info({ rows }, 'consumer orders exported'),
      (error: unknown) => {
        request.log.warn({ err: error }, 'consumer orders export stopped');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="consumer-orders-${day}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
};

export default consumerOrdersRoutes;
