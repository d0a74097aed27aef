import { describe, expect, it } from 'vitest';
import { BULK_ORDER_STATUSES, allowedStatuses, canTransition } from '#server/areas/bulk-orders/bulk-order-status.ts';

describe('bulk order status transitions', () => {
  it('lets an order be reviewed, then shipped in parts or at once', () => {
    expect(canTransition('created', 'open')).toBe(true);
    expect(canTransition('created', 'rejected')).toBe(true);
    expect(canTransition('open', 'partially shipped')).toBe(true);
    expect(canTransition('open', 'fully shipped')).toBe(true);
    expect(canTransition('partially shipped', 'fully shipped')).toBe(true);
  });

  it('never skips review, goes backwards or reopens a final order', () => {
    expect(canTransition('created', 'fully shipped')).toBe(false);
    expect(canTransition('partially shipped', 'open')).toBe(false);
    expect(canTransition('partially shipped', 'rejected')).toBe(false);
    for (const to of BULK_ORDER_STATUSES.filter((s) => s !== 'rejected')) expect(canTransition('rejected', to)).toBe(false);
    for (const to of BULK_ORDER_STATUSES.filter((s) => s !== 'fully shipped')) expect(canTransition('fully shipped', to)).toBe(false);
  });

  it('offers the current status first, then the next ones', () => {
    expect(allowedStatuses('open')).toEqual(['open', 'partially shipped', 'fully shipped', 'rejected']);
    expect(allowedStatuses('fully shipped')).toEqual(['fully shipped']);
  });
});
