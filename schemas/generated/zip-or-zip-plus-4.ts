/* eslint-disable */
/**
 * Generated from schemas/zip-or-zip-plus-4.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * A customer's (a facility's) ZIP code as staff keep it: 5 digits, or ZIP+4 (80202-1234) for the facility's mail. Every ZipCode is one, so a customer made from an approved application holds a valid one. engine/validators.ts isZipOrZipPlus4 reads this pattern.
 */
export type ZipOrZipPlus4 = string;
