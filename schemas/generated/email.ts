/* eslint-disable */
/**
 * Generated from schemas/email.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * An email address: no spaces, one @, and a domain of dot-separated non-empty labels with at least one dot (so not a@localhost, a@b..org or a@.org); at most 254 characters. The one definition: engine/validators.ts checkEmail applies this pattern to the trimmed text.
 */
export type Email = string;
