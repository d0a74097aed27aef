import { portalPaths } from './portal-paths.ts';

/*
 * What a questionnaire's public address may be (docs/decisions/077-questionnaires-of-their-own.md): the flow check,
 * the studio's service and its New questionnaire dialog apply the same rule. Apart from portal-paths.ts, so the
 * pages that only link carry none of it.
 */

/** What the server serves below the pages: the API, the sign-in provider, the questionnaires' media, the built files. */
const SERVED_PREFIXES = ['api', 'oidc', 'media', 'assets'] as const;

/** A questionnaire's address: lower-case letters, digits and dashes, neither first nor last a dash, 60 at most. */
export const ADDRESS_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/**
 * The first segments of every path the portal itself answers: no questionnaire may take one as its address. A function,
 * so the pages that only link through `portalPaths` carry none of it.
 */
export function reservedAddresses(): ReadonlySet<string> {
  return new Set([
    ...Object.values(portalPaths).map((path) => path.split('/')[1] ?? '').filter((segment) => segment !== ''),
    ...SERVED_PREFIXES,
  ]);
}

/**
 * addressProblem('track') → 'is one of the portal's own pages'; null when a questionnaire may take the address
 * (whether another questionnaire holds it is the studio's to say).
 */
export function addressProblem(address: string): string | null {
  if (!ADDRESS_PATTERN.test(address)) return 'may hold only lower-case letters, digits and dashes (not first or last), 60 at most';
  if (reservedAddresses().has(address)) return 'is one of the portal\'s own pages';
  return null;
}

/** An address as people see and type it: '/follow-up'. */
export const addressPath = (address: string) => `/${address}`;
