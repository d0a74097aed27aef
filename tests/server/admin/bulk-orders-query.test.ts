import { describe, expect, it } from 'vitest';
import { parseBulkOrderQuery } from '#server/areas/bulk-orders/bulk-orders-query.ts';
import { AppError } from '#server/errors/app-error.ts';

function problem(query: unknown): AppError {
  try {
    parseBulkOrderQuery(query);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('the bulk-orders query object', () => {
  it('defaults to the first 10 orders, newest first', () => {
    expect(parseBulkOrderQuery(undefined)).toEqual({
      limit: 10, offset: 0, order: [{ field: 'createdAt', direction: 'desc' }], conditions: [],
    });
  });

  it('reads equality, like and day ranges from the and-list', () => {
    const criteria = parseBulkOrderQuery({
      limit: 20,
      offset: 40,
      order: [['quantity', 'ASC']],
      where: { and: [{ customerId: '100103' }, { quantity: 12 }, { userEmail: { like: '%@clinic.org' } }, { createdAt: { between: ['2024-05-01', '2024-05-31'] } }] },
    });
    expect(criteria.limit).toBe(20);
    expect(criteria.offset).toBe(40);
    expect(criteria.order).toEqual([{ field: 'quantity', direction: 'asc' }]);
    expect(criteria.conditions).toEqual([
      { kind: 'eq', field: 'customerId', value: '100103' },
      { kind: 'eq', field: 'quantity', value: 12 },
      { kind: 'like', field: 'userEmail', pattern: '%@clinic.org' },
      // a day range includes the whole last day: up to, not including, the next midnight
      { kind: 'range', field: 'createdAt', from: '2024-05-01T00:00:00.000Z', to: '2024-06-01T00:00:00.000Z', toInclusive: false },
    ]);
  });

  it('takes exact instants for the browser\'s local days, the end inclusive', () => {
    const [range] = parseBulkOrderQuery({ where: { and: [{ createdAt: { between: ['2024-05-01T06:00:00.000Z', '2024-05-02T05:59:59.999Z'] } }] } }).conditions;
    expect(range).toEqual({ kind: 'range', field: 'createdAt', from: '2024-05-01T06:00:00.000Z', to: '2024-05-02T05:59:59.999Z', toInclusive: true });
  });

  it('accepts the order as a string too', () => {
    expect(parseBulkOrderQuery({ order: 'orderStatus DESC, createdAt asc' }).order).toEqual([
      { field: 'orderStatus', direction: 'desc' },
      { field: 'createdAt', direction: 'asc' },
    ]);
  });

  it.each([
    [{ where: { and: [{ password_hash: 'x' }] } }, /Unknown field "password_hash"/],
    [{ where: { and: [{ 'b.id; drop table bulk_orders': 'x' }] } }, /Unknown field/],
    [{ order: [['user_email', 'DESC']] }, /Unknown field "user_email"/],
    [{ order: [['createdAt', 'SIDEWAYS']] }, /ASC or DESC/],
    [{ order: [['id', 'ASC']] }, /Cannot sort on id/],
    [{ limit: 0 }, /limit must be a whole number from 1 to 100/],
    [{ limit: 101 }, /limit/],
    [{ offset: -1 }, /offset/],
    [{ where: { and: [{ quantity: 'many' }] } }, /quantity must be a whole number/],
    [{ where: { and: [{ customerId: 7 }] } }, /customerId must be text/],
    [{ where: { and: [{ quantity: { like: '1%' } }] } }, /like takes a non-empty text pattern/],
    [{ where: { and: [{ createdAt: '2024-05-01' }] } }, /between/],
    [{ where: { and: [{ createdAt: { between: ['2024-05-31', '2024-05-01'] } }] } }, /starts after it ends/],
    [{ where: { and: [{ createdAt: { between: ['yesterday', '2024-05-01'] } }] } }, /is not a date/],
    [{ where: { and: [{ customerId: 'a', productId: 'b' }] } }, /exactly one field/],
    [{ where: { or: [] } }, /where takes/],
    [{ skip: 10 }, /Unknown query key "skip"/],
    [[], /JSON object/],
  ])('refuses %j with a 400 that says why', (query, message) => {
    const error = problem(query);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('BAD_QUERY');
    expect(error.message).toMatch(message);
  });
});
