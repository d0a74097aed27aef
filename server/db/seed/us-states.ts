import { US_STATES } from '#schemas/us-states.ts';

/** The time zone the programme counts quota months in, for the states it serves (docs/product.md#rules-of-an-order). */
const PROGRAMME_TIME_ZONES: Record<string, string> = { CO: 'America/Denver', KY: 'America/New_York' };

/** The 50 states and the District of Columbia (schemas/us-states.ts), each with its quota time zone or null. */
export const usStates: { code: string; name: string; timeZone: string | null }[] = US_STATES.map(({ code, name }) => ({
  code,
  name,
  timeZone: PROGRAMME_TIME_ZONES[code] ?? null,
}));
