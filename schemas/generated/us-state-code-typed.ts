/* eslint-disable */
/**
 * Generated from schemas/us-state-code-typed.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * A state's two-letter code as a client sends it, in either case (co or CO): the server upper-cases it and looks it up in us-state-code.schema.json. Every request schema and route that takes a state code refers to this one pattern (schemas/us-states.ts STATE_CODE_TYPED_PATTERN for route schemas written in TypeScript).
 */
export type UsStateCodeTyped = string;
