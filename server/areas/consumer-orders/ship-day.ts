import { stateDate, type StateInfo } from '#server/areas/us-states/index.ts';

/**
 * The latest day an order to `state` can have been handed to the carrier: today where it ships to. A ship day after it
 * is refused (a status change, a tracking file), and the staff form offers it as its default and its latest day, so
 * a staff member whose own day is already tomorrow is never offered a day the server refuses.
 */
export function latestShipDay(now: Date, states: ReadonlyMap<string, StateInfo>, state: string): string {
  return stateDate(now, states.get(state)?.timeZone);
}
