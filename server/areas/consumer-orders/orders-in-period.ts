import type { Db } from '#server/db/database.ts';
import { productRelation } from '#server/areas/products/index.ts';

/** Orders, kits and units of one group of a report (not cancelled: a cancelled order's units went back). */
export interface OrderCounts {
  orders: number;
  kits: number;
  units: number;
}

export interface OrderGroupRow extends OrderCounts {
  state: string;
  productName: string;
  reason: string;
}

/** The orders placed in [from, to), counted by state, product and reason, in one round trip. */
export async function countOrders(db: Db, span: { from: Date; to: Date }): Promise<OrderGroupRow[]> {
  const rows = await db
    .selectFrom('consumer_orders as o')
    .innerJoin(productRelation(db).as('p'), 'p.id', 'o.product_id')
    .select((eb) => [
      'o.state', 'p.name as productName', 'o.reason',
      eb.fn.countAll<string | number>().as('orders'),
      eb.fn.sum<string | number>('o.quantity').as('kits'),
      eb.fn.sum<string | number>('o.units').as('units'),
    ])
    .where('o.order_date', '>=', span.from.toISOString())
    .where('o.order_date', '<', span.to.toISOString())
    .where('o.status', '<>', 'cancelled')
    .groupBy(['o.state', 'p.name', 'o.reason'])
    .execute();
  return rows.map((r) => ({ state: r.state, productName: r.productName, reason: r.reason, orders: Number(r.orders), kits: Number(r.kits), units: Number(r.units) }));
}

/** The period's orders for the spreadsheet, oldest first, in batches; nothing that names or locates a person. */
export async function* orderRows(db: Db, span: { from: Date; to: Date }, batchSize = 1000): AsyncGenerator<OrderSheetRow[]> {
  let after: { date: string; id: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('consumer_orders as o')
      .innerJoin(productRelation(db).as('p'), 'p.id', 'o.product_id')
      .select(['o.id', 'o.order_date', 'o.state', 'p.name as productName', 'p.ndc', 'o.quantity', 'o.units', 'o.reason', 'o.status'])
      .where('o.order_date', '>=', span.from.toISOString())
      .where('o.order_date', '<', span.to.toISOString())
      .orderBy('o.order_date')
      .orderBy('o.id')
      .limit(batchSize);
    if (after) {
      const { date, id } = after;
      query = query.where((eb) => eb.or([eb('o.order_date', '>', date), eb.and([eb('o.order_date', '=', date), eb('o.id', '>', id)])]));
    }
    const rows = await query.execute();
    if (rows.length === 0) return;
    yield rows.map((r) => ({ orderDate: r.order_date, state: r.state, productName: r.productName, ndc: r.ndc, kits: r.quantity, units: r.units, reason: r.reason, status: r.status }));
    const last = rows.at(-1)!;
    after = { date: last.order_date, id: last.id };
    if (rows.length < batchSize) return;
  }
}

export interface OrderSheetRow {
  orderDate: string;
  state: string;
  productName: string;
  ndc: string;
  kits: number;
  units: number;
  reason: string;
  status: string;
}
