import type { UsState } from './generated/us-state.ts';
import type { UsStateCode } from './generated/us-state-code.ts';
import schema from './us-state-code.schema.json' with { type: 'json' };
import typedSchema from './us-state-code-typed.schema.json' with { type: 'json' };

/**
 * The 50 states and the District of Columbia, code and name (in English, and `nameEs` in Spanish), in the order of us-state-code.schema.json (the one
 * list: request schemas refer to it, the seed, the web form and the flow's choices are checked against it).
 */
export const US_STATES: readonly (UsState & { code: UsStateCode; nameEs: string })[] = schema.enum.map((code, index) => {
  const name = schema.definitions.UsStateName.enum[index];
  const nameEs = schema.definitions.UsStateNameEs.enum[index];
  if (name === undefined || nameEs === undefined) throw new Error(`us-state-code.schema.json: no name for ${code}`);
  return { code: code as UsStateCode, name, nameEs };
});

/** Two letters in either case: a state code as a client sends it (us-state-code-typed.schema.json), for route schemas written in TypeScript. */
export const STATE_CODE_TYPED_PATTERN: string = typedSchema.pattern;
