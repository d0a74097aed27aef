import { describe, expect, it } from 'vitest';
import { filterFromUrl as bulkFilterFromUrl, toQuery as bulkQuery, EMPTY_FILTER as NO_BULK_FILTER } from '#web/features/bulk-orders/bulk-order-filter.ts';
import { filterFromUrl, toQuery, EMPTY_FILTER } from '#web/features/consumer-orders/consumer-order-filter.ts';

describe('consumer order filters', () => {
  it('reads only known, sensible values from the address', () => {
    expect(filterFromUrl({ state: 'ky', quantity: -4, orderDateFrom: 'yesterday', mrn: 'NX-1', reason: 'Lost' })).toEqual({
      ...EMPTY_FILTER, state: 'KY', quantity: '0', reason: 'Lost',
    });
    expect(filterFromUrl(null)).toEqual(EMPTY_FILTER);
  });

  it('asks the API for the local days picked, end of day included', () => {
    const query = toQuery({ ...EMPTY_FILTER, orderDateFrom: '2024-05-01', orderDateTo: '2024-05-31', quantity: '2' });
    expect(query.orderDateFrom).toBe(new Date(2024, 4, 1).toISOString());
    expect(query.orderDateTo).toBe(new Date(new Date(2024, 5, 1).getTime() - 1).toISOString());
    expect(query.quantity).toBe(2);
    expect(toQuery(EMPTY_FILTER)).toEqual({});
  });
});

describe('bulk order filters', () => {
  it('builds the query object of the bulk orders: equality, like and a created-date range, newest first', () => {
    const query = bulkQuery({ ...NO_BULK_FILTER, customerId: '100101', orderStatus: 'open', userEmail: '50%_off', createdFrom: '2024-05-01' }, { limit: 20, offset: 40 });
    expect(query).toEqual({
      limit: 20,
      offset: 40,
      order: [['createdAt', 'DESC']],
      where: {
        and: [
          { customerId: '100101' },
          { orderStatus: 'open' },
          { userEmail: { like: '%50\\%\\_off%' } },
          { createdAt: { between: [new Date(2024, 4, 1).toISOString(), '9999-12-31'] } },
        ],
      },
    });
    expect(bulkQuery(NO_BULK_FILTER, { limit: 10, offset: 0 })).toEqual({ limit: 10, offset: 0, order: [['createdAt', 'DESC']] });
  });

  it('drops an unknown status from the address', () => {
    expect(bulkFilterFromUrl({ orderStatus: 'lost in space' }).orderStatus).toBe('');
  });
});
