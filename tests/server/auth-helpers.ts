import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '#schemas/roles.ts';
import { hashPassword } from '#server/auth/password-hash.ts';
import { sessionCookieName } from '#server/auth/session-cookie.ts';
import { createSession } from '#server/areas/users/sessions.repository.ts';
import type { Db } from '#server/db/database.ts';

/** One HTTP exchange, whether through app.inject or the network. Redirects are never followed. */
export type Send = (method: 'GET' | 'POST', url: string, init?: { headers?: Record<string, string>; body?: string }) =>
  Promise<{ status: number; headers: Record<string, string | string[] | number | undefined>; body: string }>;

/** `from`: the client's address (request.ip), for tests of limits per address. */
export function injectSend(app: FastifyInstance, from?: { remoteAddress: string }): Send {
  return async (method, url, init = {}) => {
    const target = new URL(url, app.config.publicOrigin);
    const res = await app.inject({
      method, url: target.pathname + target.search, headers: init.headers ?? {}, ...(init.body !== undefined ? { payload: init.body } : {}), ...from,
    });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  };
}

export const fetchSend: Send = async (method, url, init = {}) => {
  const res = await fetch(url, { method, headers: init.headers ?? {}, body: init.body, redirect: 'manual' });
  const headers: Record<string, string | string[]> = {};
  res.headers.forEach((value, key) => { headers[key] = value; });
  headers['set-cookie'] = res.headers.getSetCookie();
  return { status: res.status, headers, body: await res.text() };
};

/** A browser's cookie jar, reduced to what the sign-in flow needs (every cookie sent to every path). */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(setCookie: string | string[] | number | undefined): void {
    for (const line of [setCookie ?? []].flat().map(String)) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || attributes.some((a) => /^\s*max-age=0/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationStart {
  interactionUrl: string;
  verifier: string;
  nonce: string;
  state: string;
  jar: CookieJar;
}

/** What /login does in the browser: state, nonce and PKCE, then the redirect to the provider. */
export async function startAuthorization(send: Send, config: { authorizationEndpoint: string; clientId: string; redirectUri: string; scope: string }, jar = new CookieJar()): Promise<AuthorizationStart> {
  const { verifier, challenge } = pkcePair();
  const nonce = randomBytes(16).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const url = new URL(config.authorizationEndpoint);
  for (const [k, v] of Object.entries({ client_id: config.clientId, redirect_uri: config.redirectUri, response_type: 'code', scope: config.scope, state, nonce, code_challenge: challenge, code_challenge_method: 'S256' })) {
    url.searchParams.set(k, v);
  }
  const res = await send('GET', url.href, { headers: jar.header() });
  jar.store(res.headers['set-cookie']);
  if (res.status !== 303 && res.status !== 302) throw new Error(`authorization answered ${res.status}: ${res.body}`);
  return { interactionUrl: new URL(String(res.headers.location), url).href, verifier, nonce, state, jar };
}

/** Submits a form of the provider's pages like a browser and follows redirects until one leaves the provider. */
export async function submitForm(send: Send, jar: CookieJar, action: string, fields: Record<string, string>, stopAt: string) {
  const headers = { ...jar.header(), origin: new URL(action).origin, 'content-type': 'application/x-www-form-urlencoded' };
  let res = await send('POST', action, { headers, body: new URLSearchParams(fields).toString() });
  jar.store(res.headers['set-cookie']);
  let current = action;
  while ((res.status === 302 || res.status === 303) && !String(res.headers.location).startsWith(stopAt)) {
    current = new URL(String(res.headers.location), current).href;
    res = await send('GET', current, { headers: jar.header() });
    jar.store(res.headers['set-cookie']);
  }
  return { ...res, location: res.headers.location ? new URL(String(res.headers.location), current).href : undefined };
}

/** The whole browser side of a sign-in: returns what /login would post to POST /api/user/login. */
export async function signInAtProvider(send: Send, config: { authorizationEndpoint: string; clientId: string; redirectUri: string; scope: string }, email: string, password: string) {
  const start = await startAuthorization(send, config);
  const page = await send('GET', start.interactionUrl, { headers: start.jar.header() });
  if (page.status !== 200) throw new Error(`login page answered ${page.status}`);
  const done = await submitForm(send, start.jar, `${start.interactionUrl}/login`, { email, password }, config.redirectUri);
  if (!done.location?.startsWith(config.redirectUri)) throw new Error(`sign-in did not come back (${done.status}): ${done.body.slice(0, 300)}`);
  const back = new URL(done.location);
  if (back.searchParams.get('state') !== start.state) throw new Error('state changed');
  return { code: back.searchParams.get('code') ?? '', codeVerifier: start.verifier, nonce: start.nonce, start };
}

export async function loginConfig(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/user/login-config' });
  return res.json() as { authorizationEndpoint: string; clientId: string; redirectUri: string; scope: string };
}

/** A user in the database, with a password when given. */
export async function createUser(db: Db, input: { email: string; role: Role; password?: string; customers?: string[]; status?: 'invited' | 'active' | 'disabled'; firstName?: string; lastName?: string }): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.insertInto('users').values({
    id, email: input.email, first_name: input.firstName ?? 'Test', last_name: input.lastName ?? input.role, role: input.role,
    status: input.status ?? 'active', password_hash: input.password ? await hashPassword(input.password) : null,
    password_expires_at: null, must_change_password: 0, must_enrol_second_factor: 0, oidc_issuer: null, oidc_subject: null, last_login_at: null,
    sub_quota_thresholds: 0, sub_weekly_orders: 0, sub_monthly_orders: 0, created_at: now, updated_at: now,
  }).execute();
  for (const customer of input.customers ?? []) await db.insertInto('user_customers').values({ user_id: id, customer_id: customer }).execute();
  return id;
}

export async function createCustomer(db: Db, id: string, name = `Customer ${id}`): Promise<void> {
  const now = new Date().toISOString();
  await db.insertInto('customers').values({ id, name, street: '1 Main St', city: 'Denver', state: 'CO', zip: '80202', phone: '3035550100', account_type: 'Non Profit Organization', created_at: now, updated_at: now }).execute();
}

/**
 * The headers a browser sends with a request from the portal's own pages: the cookie, and on a state-changing
 * method the page's `Origin` (PUBLIC_ORIGIN), which the server requires whenever the session cookie is present.
 */
export function browserHeaders(app: FastifyInstance, method: string, cookie?: string): Record<string, string> {
  const changes = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
  return { ...(cookie ? { cookie } : {}), ...(changes ? { origin: app.config.publicOrigin } : {}) };
}

/**
 * A session cookie for a user without going through the provider (for the authorization matrix). `amr`: how the
 * session was signed in (default a password only, ['pwd']; ['pwd', 'otp', 'mfa'] with an app code, decision 073).
 */
export async function sessionCookie(app: FastifyInstance, userId: string, options: { issuedAt?: Date; amr?: string[] } = {}): Promise<string> {
  const amr = options.amr ?? ['pwd'];
  const sid = await createSession(app.db, { userId, idTokenHint: null, providerRefreshTokenEnc: null, amr, acr: amr.includes('mfa') ? 'aal2' : 'aal1' }, new Date());
  const iat = Math.floor((options.issuedAt ?? new Date()).getTime() / 1000);
  const token = app.jwt.sign({ sid, sub: userId, iat }, { expiresIn: 900 });
  return `${sessionCookieName(app)}=${token}`;
}

/** The session cookie a reply set, as a request Cookie header. */
export function cookieFrom(reply: { cookies: { name: string; value: string }[] }, name: string): string {
  const cookie = reply.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie set`);
  return `${name}=${cookie.value}`;
}
