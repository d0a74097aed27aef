/* eslint-disable */
/**
 * Generated from schemas/email.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * An email address: no spaces, one @, and a domain of dot-separated non-empty labels with at least one dot (so not a@localhost, a@b..org or a@.org). The format is the one rule of engine/validators.ts (isEmail), which the server's validator uses for format email.
 */
export type Email = string;
