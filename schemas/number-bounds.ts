/**
 * The range of every number a client may send, in one place. Route schemas written in TypeScript spread
 * these (`{ type: 'integer', ...PAGE_LIMIT }`); the JSON schema files repeat the figures, and
 * tests/server/number-bounds.test.ts checks that they agree. The database's CHECK constraints (migration
 * 0005) hold the stored quantities to the same ranges. The app refuses to start when a request schema has a
 * number field without a minimum and a maximum (server/validation/request-validator.ts).
 */

/** Rows per page of any list. */
export const PAGE_LIMIT = { minimum: 1, maximum: 100 } as const;
/** Rows skipped before a page: far beyond any table of the portal, small enough for every database. */
export const PAGE_OFFSET = { minimum: 0, maximum: 10_000_000 } as const;
/** A zero-based page number (size × page stays within PAGE_OFFSET). */
export const PAGE_NUMBER = { minimum: 0, maximum: 10_000 } as const;
/** Calendar years of orders and reports. */
export const YEAR = { minimum: 2000, maximum: 2100 } as const;
export const MONTH = { minimum: 1, maximum: 12 } as const;
/** Units of a facility's bulk order. */
export const BULK_ORDER_QUANTITY = { minimum: 1, maximum: 1_000_000 } as const;
/** Units a state's quota allows per month, as set through the API. */
export const QUOTA_QUANTITY = { minimum: 1, maximum: 100_000_000 } as const;
/** A stored quota may also be 0: the state is closed for the month (quota replies allow it). */
export const QUOTA_QUANTITY_STORED = { minimum: 0, maximum: QUOTA_QUANTITY.maximum } as const;
/** Kits of one consumer order (a filter may ask for 0). */
export const CONSUMER_ORDER_QUANTITY = { minimum: 1, maximum: 100 } as const;
/** The consumer-orders filter on quantity. */
export const CONSUMER_ORDER_QUANTITY_FILTER = { minimum: 0, maximum: 1000 } as const;
/** Units one consumer order takes from its state's quota (kits × units per kit). */
export const CONSUMER_ORDER_UNITS = { minimum: 1, maximum: 10_000 } as const;
/** Units of a state's month already taken: never more than a quota allows. */
export const QUOTA_USED_UNITS = { minimum: 0, maximum: QUOTA_QUANTITY.maximum } as const;
