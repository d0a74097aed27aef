/* eslint-disable */
/**
 * Generated from schemas/mrn.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * An order number (MRN) as the portal makes it: NX- and 8 characters of the readable alphabet (schemas/mrn.ts MRN_ALPHABET: no 0/O, 1/I/L). mrn.ts refuses to load when this pattern is not built from that alphabet.
 */
export type Mrn = string;
