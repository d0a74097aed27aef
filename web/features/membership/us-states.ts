import { US_STATES } from '#schemas/us-states.ts';

/** The states an applicant may pick (the 50 states and DC), as select options: the one list of schemas/us-states.ts. */
export const usStates: readonly { value: string; label: string }[] = US_STATES.map(({ code, name }) => ({ value: code, label: name }));
