/* eslint-disable */
/**
 * Generated from schemas/us-state.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

export interface UsState {
  code: string;
  name: string;
}
