/**
 * A staff account's email as it is stored and looked up: trimmed and lower-cased. Used by the users area, sign-in,
 * the sign-in throttle and the rate limit's account key, so "Alex@Example.org " is one account everywhere.
 * normaliseEmail(' Alex@Example.org ') === 'alex@example.org'
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
