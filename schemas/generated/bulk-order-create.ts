/* eslint-disable */
/**
 * Generated from schemas/bulk-order-create.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

import type { Email } from './email.ts';

/**
 * Body of POST /api/bulk-orders (customerId, productId, email, quantity). email: who to contact about the order; the signed-in user's address when left out.
 */
export interface BulkOrderCreate {
  customerId: string;
  productId: string;
  email?: Email;
  quantity: number;
}
