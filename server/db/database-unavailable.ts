/** What a person (and the balancer's health check) is told while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The portal cannot reach its database just now. Please try again in a moment.';

/** PostgreSQL's connection exceptions (class 08) and its server going away: shut down, crashed, still starting. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
/** The network's refusals, resets and timeouts on the way to the database (Node's system error codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * The PostgreSQL driver's own errors carry no code, only these messages: a connection that ended under a query, a
 * client left unusable by it, no connection within the pool's time limit.
 */
const DRIVER_MESSAGES = /^(Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)/;

/**
 * True when an error says the database could not be reached or the connection was lost (PostgreSQL restarted, the
 * network cut), rather than that the request itself was wrong: such a request may succeed when tried again, and is
 * answered 503, not 500 (decision 045). isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })) === true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  // A connection tried on several addresses (localhost: ::1, then 127.0.0.1) fails with each address's error.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}
