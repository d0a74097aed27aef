import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import consumerOrderSchema from '#schemas/consumer-order.schema.json' with { type: 'json' };
import consumerOrdersQuerySchema from '#schemas/consumer-orders-query.schema.json' with { type: 'json' };
import detailSchema from '#schemas/consumer-order-detail.schema.json' with { type: 'json' };
import type { ConsumerOrderStatusChange } from '#schemas/generated/consumer-order-detail.ts';
import type { ConsumerOrdersQuery } from '#schemas/generated/consumer-orders-query.ts';
import { definitionRef, errors, idParams, inline, pageOf, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { rejectUnknownProperties } from '#server/http/reject-unknown-properties.ts';
import { personMatches } from '#server/areas/consumers/index.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import { chosenDatePreference } from '#server/areas/users/index.ts';
import { browserDatePreference, firstLanguage } from '#schemas/date-preference.ts';
import { requireUser } from '#server/auth/auth-user.ts';
import { spreadsheetDateTimeFormat } from '#server/lists/spreadsheet-date-format.ts';
import type { KeyedHasher } from '#server/crypto/keyed-hash.ts';
import { createError } from '#server/errors/app-error.ts';
import { consumerOrderDetail } from './consumer-order-detail.ts';
import { changeConsumerOrderStatus } from './consumer-order-status.service.ts';
import { exportConsumerOrders } from './consumer-orders-export.ts';
import {
  DEFAULT_CONSUMER_ORDER_SORT, listConsumerOrders, type ConsumerOrderFilters, type ConsumerOrderSortField,
} from './consumer-orders.repository.ts';
import { dayRange } from '#server/lists/day-range.ts';
import { parseListOrder } from '#server/lists/list-order.ts';
import { XLSX_TYPE } from '#server/lists/xlsx-stream.ts';
import { auditTrail } from '#server/http/audit-trail.ts';

const querystring = inline(consumerOrdersQuerySchema);
const preValidation = rejectUnknownQuery(querystring);

/**
 * The list's filters; the person's email, phone, name and birth date become the keyed hashes to match (nothing is
 * decrypted to search). Bad dates and values are refused here, before a reply (or a spreadsheet) has started.
 */
function filtersOf(query: ConsumerOrdersQuery, hasher: KeyedHasher, now: Date): ConsumerOrderFilters {
  const { order: _order, limit: _limit, offset: _offset, email, phone, name, dob, ...filters } = query;
  dayRange(filters.orderDateFrom || undefined, filters.orderDateTo || undefined, 'orderDate');
  const persons = personMatches(hasher, { email, phone, name, dob }, now.toISOString().slice(0, 10));
  return persons.length ? { ...filters, persons } : filters;
}

const MRN_PARAM = idParams('mrn', '^[Nn][Xx]-[A-Za-z0-9]{8}$');
const detailRef = definitionRef(detailSchema, 'ConsumerOrderDetail');
const statusChange = definitionRef(detailSchema, 'ConsumerOrderStatusChange');

const orderOf = (query: ConsumerOrdersQuery) => parseListOrder<ConsumerOrderSortField>(query.order, DEFAULT_CONSUMER_ORDER_SORT);
// The export walks by order date (a keyset over the (order_date, id) index); only its direction follows the list.
const directionOf = (query: ConsumerOrdersQuery) => (query.order === 'orderDate ASC' ? 'asc' : 'desc');

/**
 * Consumer orders for staff (decision 025): the list and its spreadsheet. Every read is audited (config.audit): by the
 * names of the filters used, the person's among them, never a value, and the rows shown.
 */
const consumerOrdersRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(detailSchema);

  app.get<{ Querystring: ConsumerOrdersQuery }>('/', {
    config: { access: 'admin', audit: { action: 'consumer-orders.list', entity: 'consumer_order' } },
    preValidation,
    schema: { summary: 'Consumer orders, filtered and paged (default newest first)', querystring, response: { 200: pageOf(inline(consumerOrderSchema)), ...errors(400) } },
  }, async (request) => {
    const filters = filtersOf(request.query, app.keyedHasher, app.now());
    return listConsumerOrders(app.db, filters, { limit: request.query.limit ?? 10, offset: request.query.offset ?? 0, order: orderOf(request.query) });
  });

  // Audited before the first row leaves (the entry is written as the reply starts): a download cut short has still shown data.
  app.get<{ Querystring: ConsumerOrdersQuery }>('/export', {
    config: { access: 'admin', audit: { action: 'consumer-orders.export', entity: 'consumer_order' } },
    preValidation,
    schema: {
      summary: 'Every matching consumer order as a spreadsheet (XLSX), streamed',
      querystring,
      produces: [XLSX_TYPE],
      response: { 200: { type: 'string', format: 'binary', description: 'an XLSX workbook' }, ...errors(400) },
    },
  }, async (request, reply) => {
    const filters = filtersOf(request.query, app.keyedHasher, app.now());
    const body = new PassThrough();
    const preference = (await chosenDatePreference(app.db, requireUser(request).id)) ?? browserDatePreference(firstLanguage(request.headers['accept-language']));
    exportConsumerOrders(app.db, filters, directionOf(request.query), body, spreadsheetDateTimeFormat(preference)).then(
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

  app.get<{ Params: { mrn: string } }>('/:mrn', {
    config: { access: 'admin', audit: { action: 'consumer-orders.read', entity: 'consumer_order', id: 'reply.id' } },
    schema: {
      summary: "One consumer order by its MRN: the person's contact and ship-to (decrypted; the read is audited), the status history and the emails sent about it",
      params: MRN_PARAM,
      response: { 200: detailRef, ...errors(400, 404) },
    },
  }, async (request) => {
    const detail = await consumerOrderDetail(app.db, { cipher: app.fieldCipher, now: app.now(), states: await statesOf(app.db) }, request.params.mrn);
    if (!detail) throw createError('NOT_FOUND', 'There is no order with this MRN.', 404);
    auditTrail(request).note({ detail: { person: detail.person !== null } });
    return detail;
  });

  // The change's entry (in its transaction) stands for the detail the reply shows too: the order the staff member moved.
  app.post<{ Params: { mrn: string }; Body: ConsumerOrderStatusChange }>('/:mrn/status', {
    config: { access: 'admin', audit: { action: 'consumer-orders.status', entity: 'consumer_order', id: 'reply.id' } },
    preValidation: rejectUnknownProperties(detailSchema.definitions.ConsumerOrderStatusChange),
    schema: {
      summary: 'Moves the order to another status (schemas/consumer-order-status.ts): approve, review, cancel (the units go back to the quota), ship (the consumer is emailed the tracking link), deliver',
      description: '409 ILLEGAL_STATUS_TRANSITION for a move the order cannot make, ORDER_CHANGED when `from` is no longer its status, TRACKING_NUMBER_USED when the number is on another order.',
      params: MRN_PARAM,
      body: statusChange,
      response: { 200: detailRef, ...errors(400, 404, 409) },
    },
  }, async (request) => {
    const ctx = { cipher: app.fieldCipher, now: app.now(), states: await statesOf(app.db) };
    await changeConsumerOrderStatus(app.db, { ...ctx, publicOrigin: app.config.publicOrigin }, auditTrail(request), request.params.mrn, request.body);
    return (await consumerOrderDetail(app.db, ctx, request.params.mrn))!;
  });
};

export default consumerOrdersRoutes;
