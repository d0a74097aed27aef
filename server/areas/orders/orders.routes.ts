import type { FastifyPluginAsync } from 'fastify';
import bulkOrderSchema from '#schemas/bulk-order.schema.json' with { type: 'json' };
import consumerOrderSchema from '#schemas/consumer-order.schema.json' with { type: 'json' };
import progressSchema from '#schemas/progress.schema.json' with { type: 'json' };
import expiringKitsSchema from '#schemas/expiring-kits.schema.json' with { type: 'json' };
import replacementOrdersSchema from '#schemas/replacement-orders.schema.json' with { type: 'json' };
import reversalsReportedSchema from '#schemas/reversals-reported.schema.json' with { type: 'json' };
import { hasRank } from '#schemas/roles.ts';
import { MONTH, YEAR } from '#schemas/number-bounds.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { errors, idParams, inline, pageOf, pageQuery, rejectUnknownQuery } from '#server/http/api-schema.ts';
import { findConsumerOrder, listConsumerOrders, shippedUnitsIn } from '#server/areas/consumer-orders/index.ts';
import { viewFor } from '#server/areas/bulk-orders/index.ts';
import { ordersOfGpoUser } from './gpo-user-orders.ts';
import { findProduct } from '#server/areas/products/index.ts';
import { orderParam, parseListOrder } from '#server/lists/list-order.ts';
import { PROGRESS_SORT_FIELDS, periodsOf, progressOf, trendOf, type ProgressSortField } from '#server/areas/progress/index.ts';
import { expiringKitsFrom } from './expiring-kits.ts';
import { replacementOrdersIn } from './replacement-orders.ts';
import { reversalsReportedIn } from './reversals-reported.ts';
import { findUsState, stateDate, stateMonth } from '#server/areas/us-states/index.ts';
import { requireUser } from '#server/auth/auth-user.ts';
import { createError } from '#server/errors/app-error.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { STATE_CODE_TYPED_PATTERN } from '#schemas/us-states.ts';

const consumerOrder = inline(consumerOrderSchema);
const page = { type: 'object', additionalProperties: false, properties: pageQuery } as const;
const progressQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['year'],
  properties: {
    year: { type: 'integer', ...YEAR },
    month: { type: 'integer', ...MONTH, description: 'left out: every month of the year' },
    state: { type: 'string', pattern: STATE_CODE_TYPED_PATTERN },
    order: orderParam(PROGRESS_SORT_FIELDS, 'by month, then state name'),
  },
};
/** The query of Progress's figures of a month or a year: replacement orders, reversals reported. */
const monthFiguresQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['year'],
  properties: {
    year: { type: 'integer', ...YEAR },
    month: { type: 'integer', ...MONTH, description: 'left out: every month of the year' },
    state: { type: 'string', pattern: STATE_CODE_TYPED_PATTERN },
  },
};
const trendQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    state: { type: 'string', pattern: STATE_CODE_TYPED_PATTERN },
    to: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'the last month of the trend, YYYY-MM (default: this month in the programme\'s time zone)' },
    months: { type: 'integer', minimum: 1, maximum: 24, default: 12 },
  },
};
type Page = { Querystring: { limit: number; offset: number } };

/** Progress against the quotas, and the lookups the order pages need. */
const ordersRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { year: number; month?: number; state?: string; order?: string } }>('/progress', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(progressQuery),
    schema: {
      summary: 'Units taken from the quota, shipped and remaining per state and month',
      querystring: progressQuery,
      response: { 200: inline(progressSchema), ...errors(400) },
    },
  }, async (request) => {
    const { year, month, state, order } = request.query;
    return progressOf(app.db, shippedUnitsIn, {
      year, ...(month ? { month } : {}), ...(state ? { state: state.toUpperCase() } : {}),
      ...(order ? { order: parseListOrder<ProgressSortField>(order, { field: 'month', direction: 'asc' }) } : {}),
    });
  });

  app.get<{ Querystring: { year: number; month?: number; state?: string } }>('/progress/replacements', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(monthFiguresQuery),
    schema: {
      summary: 'Replacement orders (expired, used, lost, damaged) per state and month',
      querystring: monthFiguresQuery,
      response: { 200: inline(replacementOrdersSchema), ...errors(400) },
    },
  }, async (request) => {
    const { year, month, state } = request.query;
    return replacementOrdersIn(app.db, periodsOf(year, month), state?.toUpperCase());
  });

  app.get<{ Querystring: { year: number; month?: number; state?: string } }>('/progress/reversals', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(monthFiguresQuery),
    schema: {
      summary: 'Overdose reversals reported on the reversal report, per state and month of the day they happened',
      querystring: monthFiguresQuery,
      response: { 200: inline(reversalsReportedSchema), ...errors(400) },
    },
  }, async (request) => {
    const { year, month, state } = request.query;
    return reversalsReportedIn(app.db, app.flows, periodsOf(year, month), state?.toUpperCase());
  });

  app.get('/progress/expiring-kits', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: {
      summary: 'Kits shipped that expire in the next 90 days per state, in 30-day bands, and how many will get the kit-expiry email',
      response: { 200: inline(expiringKitsSchema), ...errors() },
    },
  }, async () => expiringKitsFrom(app.db, stateDate(app.now(), app.config.programmeTimeZone)));

  app.get<{ Querystring: { state?: string; to?: string; months?: number } }>('/progress/trend', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(trendQuery),
    schema: {
      summary: 'Units taken from the quota and shipped against it per state, month by month, for the 12 months up to this one',
      querystring: trendQuery,
      response: { 200: inline(progressSchema), ...errors(400) },
    },
  }, async (request) => {
    const { state, to, months = 12 } = request.query;
    const endPeriod = to ?? stateMonth(app.now(), app.config.programmeTimeZone);
    // The trend's first month too lies within the years Progress reports on.
    const first = Number(endPeriod.slice(0, 4)) * 12 + Number(endPeriod.slice(5, 7)) - months;
    if (Math.floor(first / 12) < YEAR.minimum || Number(endPeriod.slice(0, 4)) > YEAR.maximum) {
      throw catalogued('BAD_REQUEST', `The trend covers months of the years ${YEAR.minimum} to ${YEAR.maximum}; ${months} months up to ${endPeriod} do not fit.`);
    }
    return trendOf(app.db, shippedUnitsIn, { endPeriod, months, ...(state ? { state: state.toUpperCase() } : {}) });
  });

  app.get<Page & { Params: { code: string } }>('/state/:code', {
    config: { access: 'admin', audit: { action: 'orders.by-state', entity: 'consumer_order' } },
    preValidation: rejectUnknownQuery(page),
    schema: { summary: 'Consumer orders of a state, newest first', params: idParams('code', STATE_CODE_TYPED_PATTERN), querystring: page, response: { 200: pageOf(consumerOrder), ...errors(400, 404) } },
  }, async (request) => {
    const code = request.params.code.toUpperCase();
    if (!(await findUsState(app.db, code))) throw createError('NOT_FOUND', `There is no US state with the code ${code}.`, 404);
    auditTrail(request).note({ entityId: code });
    return listConsumerOrders(app.db, { state: code }, request.query);
  });

  app.get<Page & { Params: { id: string } }>('/product/:id', {
    config: { access: 'admin', audit: { action: 'orders.by-product', entity: 'consumer_order', id: 'params.id' } },
    preValidation: rejectUnknownQuery(page),
    schema: { summary: 'Consumer orders of a product, newest first', params: idParams('id'), querystring: page, response: { 200: pageOf(consumerOrder), ...errors(400, 404) } },
  }, async (request) => {
    if (!(await findProduct(app.db, request.params.id))) throw createError('NOT_FOUND', 'There is no such product.', 404);
    return listConsumerOrders(app.db, { productId: request.params.id }, request.query);
  });

  app.get<{ Params: { id: string } }>('/id/:id', {
    config: { access: 'admin', audit: { action: 'orders.by-id', entity: 'consumer_order', id: 'params.id' } },
    schema: { summary: 'A consumer order by id', params: idParams('id'), response: { 200: consumerOrder, ...errors(404) } },
  }, async (request) => {
    const order = await findConsumerOrder(app.db, request.params.id);
    if (!order) throw createError('NOT_FOUND', 'There is no such order.', 404);
    return order;
  });

  app.get<Page & { Params: { id: string } }>('/gpo-user/:id', {
    config: { access: 'customer', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(page),
    schema: {
      summary: 'Bulk orders of a purchasing-group user\'s customers',
      description: 'A customer-role user may ask only about themself.',
      params: idParams('id'),
      querystring: page,
      response: { 200: pageOf(inline(bulkOrderSchema)), ...errors(400, 404) },
    },
  }, async (request) => {
    const user = requireUser(request);
    if (!hasRank(user.role, 'admin') && user.id !== request.params.id) throw createError('FORBIDDEN', 'You may only see your own orders.', 403);
    const result = await ordersOfGpoUser(app.db, request.params.id, request.query);
    if (!result) throw createError('NOT_FOUND', 'There is no such user.', 404);
    return { ...result, items: result.items.map((order) => viewFor(user, order)) };
  });
};

export default ordersRoutes;
