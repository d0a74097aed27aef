import { listBulkOrders, type BulkOrderRow } from '#server/areas/bulk-orders/index.ts';
import { customerIdsOf, findUserById } from '#server/areas/users/index.ts';
import type { Db } from '#server/db/database.ts';

/**
 * The bulk orders of a purchasing-group (customer-role) user: every order of the customers the user acts for.
 * Undefined when there is no such user.
 */
export async function ordersOfGpoUser(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: BulkOrderRow[]; total: number; totalCapped: boolean } | undefined> {
  if (!(await findUserById(db, userId))) return undefined;
  const customerIds = await customerIdsOf(db, userId);
  return listBulkOrders(db, { limit: page.limit, offset: page.offset, order: [{ field: 'createdAt', direction: 'desc' }], conditions: [] }, customerIds);
}
