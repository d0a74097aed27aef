/* eslint-disable */
/**
 * Generated from schemas/carrier.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * A carrier that delivers consumers' kits: the one list (schemas/carriers.ts builds each one's tracking link).
 */
export type Carrier = 'USPS' | 'UPS' | 'FedEx';
