/* eslint-disable */
/**
 * Generated from schemas/bulk-order-create.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * An email address: no spaces, one @, and a domain of dot-separated non-empty labels with at least one dot (so not a@localhost, a@b..org or a@.org). The format is the one rule of engine/validators.ts (isEmail), which the server's validator uses for format email.
 */
export type Email = string;

/**
 * Body of POST /api/bulk-orders (spec §7: customerId, productId, email, quantity). email: who to contact about the order; the signed-in user's address when left out.
 */
export interface BulkOrderCreate {
  customerId: string;
  productId: string;
  email?: Email;
  quantity: number;
}
