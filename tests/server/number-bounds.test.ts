import { describe, expect, it } from 'vitest';
import bulkOrderCreate from '#schemas/bulk-order-create.schema.json' with { type: 'json' };
import bulkOrderUpdate from '#schemas/bulk-order-update.schema.json' with { type: 'json' };
import bulkOrdersQuery from '#schemas/bulk-orders-query.schema.json' with { type: 'json' };
import consumerOrderSubmission from '#schemas/consumer-order-submission.schema.json' with { type: 'json' };
import consumerOrdersQuery from '#schemas/consumer-orders-query.schema.json' with { type: 'json' };
import quotaCreate from '#schemas/quota-create.schema.json' with { type: 'json' };
import quotaUpdate from '#schemas/quota-update.schema.json' with { type: 'json' };
import userApi from '#schemas/user-api.schema.json' with { type: 'json' };
import * as bounds from '#schemas/number-bounds.ts';
import { rangeChecks } from '#server/db/migrations/0005-number-checks.ts';
import { unboundedNumbers } from '#server/validation/input-schema.ts';

const range = (field: { minimum?: number; maximum?: number }) => ({ minimum: field.minimum, maximum: field.maximum });

/* schemas/number-bounds.ts is the one place of the ranges: the JSON schema files and the database checks agree with it. */
describe('number bounds', () => {
  it.each([
    ['bulk-order-create quantity', bulkOrderCreate.properties.quantity, bounds.BULK_ORDER_QUANTITY],
    ['bulk-order-update quantity', bulkOrderUpdate.properties.quantity, bounds.BULK_ORDER_QUANTITY],
    ['quota-create quantity', quotaCreate.properties.quantity, bounds.QUOTA_QUANTITY],
    ['quota-update quantity', quotaUpdate.properties.quantity, bounds.QUOTA_QUANTITY],
    ['consumer-order-submission qty', consumerOrderSubmission.properties.qty, bounds.CONSUMER_ORDER_QUANTITY],
    ['consumer-orders-query quantity', consumerOrdersQuery.properties.quantity, bounds.CONSUMER_ORDER_QUANTITY_FILTER],
    ['consumer-orders-query limit', consumerOrdersQuery.properties.limit, bounds.PAGE_LIMIT],
    ['consumer-orders-query offset', consumerOrdersQuery.properties.offset, bounds.PAGE_OFFSET],
    ['bulk-orders-query limit', bulkOrdersQuery.properties.limit, bounds.PAGE_LIMIT],
    ['bulk-orders-query offset', bulkOrdersQuery.properties.offset, bounds.PAGE_OFFSET],
    ['user-api list offset', userApi.definitions.UserListQuery.properties.offset, bounds.PAGE_OFFSET],
  ])('%s is the range of number-bounds.ts', (_name, field, expected) => {
    expect(range(field)).toEqual({ ...expected });
  });

  it.each([
    ['quotas', 'quantity', bounds.QUOTA_QUANTITY_STORED],
    ['quota_usage', 'used_units', bounds.QUOTA_USED_UNITS],
    ['bulk_orders', 'quantity', bounds.BULK_ORDER_QUANTITY],
    ['consumer_orders', 'quantity', bounds.CONSUMER_ORDER_QUANTITY],
    ['consumer_orders', 'units', bounds.CONSUMER_ORDER_UNITS],
  ])('the database check of %s.%s holds the same range', (table, column, expected) => {
    const check = rangeChecks.find(([t, , c]) => t === table && c === column);
    expect(check && { minimum: check[3], maximum: check[4] }).toEqual({ ...expected });
  });

  it('finds number fields without bounds, through $refs, so that the app refuses to start with one', () => {
    const shared = { 'x.json': { definitions: { N: { type: 'integer', minimum: 0 } } } };
    expect(unboundedNumbers({ type: 'object', properties: { a: { type: 'integer', minimum: 1, maximum: 2 }, b: { type: 'number' }, c: { $ref: 'x.json#/definitions/N' }, d: { type: 'integer', enum: [1, 2] } } }, shared))
      .toEqual(['/b', '/c']);
    expect(unboundedNumbers({ type: 'array', items: { type: ['integer', 'null'], maximum: 3 } })).toEqual(['/[]']);
  });
});
