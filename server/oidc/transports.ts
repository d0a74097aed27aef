import type { FastifyInstance } from 'fastify';
import type { OidcTransport } from './oidc-client.ts';

const TIMEOUT_MS = 10_000;

/** An external provider over the network. Redirects are not followed: a provider endpoint never redirects. */
export const fetchTransport: OidcTransport = async (url, init) => {
  const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: res.status, json: () => res.json() as Promise<unknown> };
};

/**
 * The embedded provider through the app itself: the same HTTP exchange as with an external provider, without a
 * network hop (and without the server needing to reach its own public address). Only our own origin is allowed.
 */
export function injectTransport(app: FastifyInstance, publicOrigin: string): OidcTransport {
  const origin = new URL(publicOrigin);
  return async (url, init) => {
    const target = new URL(url);
    if (target.origin !== origin.origin) throw new Error(`refusing to call ${target.origin} through the embedded transport`);
    const res = await app.inject({
      method: init.method,
      url: `${target.pathname}${target.search}`,
      headers: { ...init.headers, host: origin.host },
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    return { status: res.statusCode, json: async () => res.json() as unknown };
  };
}
