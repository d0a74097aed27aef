import { localProductName, type ConfirmationFacts } from '#engine/order-confirmation.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import { consumerRelation } from '#server/areas/consumers/index.ts';
import { productRelation } from '#server/areas/products/index.ts';
import type { Db } from '#server/db/database.ts';

/**
 * The facts of a placed order that its confirmation shows (the END step and the email say the same things): read
 * from the order, its product and its consumer, as the email reads them; the product named as the questionnaire
 * named it when the run is read in another language. Undefined when there is no such order.
 */
export async function confirmationOf(
  db: Db, cipher: FieldCipher, orderId: string, reading: { flow: Flow; locale: string | undefined },
): Promise<ConfirmationFacts | undefined> {
  const row = await db
    .selectFrom('consumer_orders')
    .innerJoin(productRelation(db).as('products'), 'products.id', 'consumer_orders.product_id')
    .innerJoin(consumerRelation(db).as('consumers'), 'consumers.id', 'consumer_orders.consumer_id')
    .select(['consumer_orders.mrn', 'consumer_orders.quantity', 'products.name', 'products.ndc', 'consumers.ship_city_enc', 'consumers.ship_state', 'consumers.ship_zip_enc'])
    .where('consumer_orders.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    mrn: row.mrn,
    productName: localProductName(reading.flow, row.ndc, reading.locale) ?? row.name,
    kits: Number(row.quantity),
    shipTo: { city: cipher.decrypt(row.ship_city_enc), state: row.ship_state, zip: cipher.decrypt(row.ship_zip_enc) },
  };
}
