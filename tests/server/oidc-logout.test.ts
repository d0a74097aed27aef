import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '#server/auth/session-cookie.ts';
import { revokeUserSessions } from '#server/areas/users/sessions.repository.ts';
import { buildTestApp, testDatabases } from './test-db.ts';
import { cookieFrom, createUser, injectSend, loginConfig, signInAtProvider, startAuthorization, submitForm } from './auth-helpers.ts';

const PASSWORD = 'Quiet-Harbor-73!';

/** The hidden anti-forgery token of the provider's sign-out form. */
function xsrfOf(body: string): string {
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(body)?.[1];
  if (!xsrf) throw new Error(`no sign-out form in: ${body.slice(0, 300)}`);
  return xsrf;
}

describe.each(testDatabases())('logout ends the provider session without a second question on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ database });
    await createUser(app.db, { email: 'lee@example.org', role: 'admin', password: PASSWORD });
    await createUser(app.db, { email: 'kim@example.org', role: 'admin', password: PASSWORD });
  });
  afterAll(() => app.close());

  /** A browser signed in at the provider (its cookie jar) and at the portal (its session cookie). */
  async function signedInBrowser(email: string) {
    const exchange = await signInAtProvider(injectSend(app), await loginConfig(app), email, PASSWORD);
    const reply = await app.inject({ method: 'POST', url: '/api/user/login', payload: { code: exchange.code, codeVerifier: exchange.codeVerifier, nonce: exchange.nonce } });
    expect(reply.statusCode).toBe(200);
    return { jar: exchange.start.jar, portalCookie: cookieFrom(reply, sessionCookieName(app)) };
  }

  async function logoutUrl(portalCookie: string): Promise<URL> {
    const out = await app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie: portalCookie, origin: app.config.publicOrigin } });
    expect(out.statusCode).toBe(200);
    return new URL(out.json().endSessionUrl);
  }

  it('confirms the sign-out itself when the hint names this browser\'s provider session', async () => {
    const { jar, portalCookie } = await signedInBrowser('lee@example.org');
    const url = await logoutUrl(portalCookie);
    expect(url.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    const send = injectSend(app);
    const page = await send('GET', url.href, { headers: jar.header() });
    jar.store(page.headers['set-cookie']);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('Do you want to sign out');
    expect(page.body).toContain('<input type="hidden" form="op.logoutForm" name="logout" value="yes">');
    // The one inline script is allowed by its hash, and by nothing else.
    const script = /<script>([^<]*)<\/script>/.exec(page.body)?.[1] ?? '';
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).not.toMatch(/unsafe-inline/);

    // What the script submits: the provider ends its session and sends the person back to the portal.
    const done = await submitForm(send, jar, `${app.config.publicOrigin}/oidc/session/end/confirm`, { xsrf: xsrfOf(page.body), logout: 'yes' }, app.config.publicOrigin);
    expect(done.location).toBe(`${app.config.publicOrigin}/`);
    // Signed out at the provider: the next sign-in asks for the password again.
    const again = await startAuthorization(send, await loginConfig(app), jar);
    const login = await send('GET', again.interactionUrl, { headers: jar.header() });
    expect(login.body).toContain('<label for="password">Password</label>');
  });

  it('still asks when the hint belongs to another person or is missing', async () => {
    const lee = await signedInBrowser('lee@example.org');
    const kim = await signedInBrowser('kim@example.org');
    const send = injectSend(app);
    // Kim's hint in Lee's browser: not Lee's session, so Lee is asked.
    const foreign = await send('GET', (await logoutUrl(kim.portalCookie)).href, { headers: lee.jar.header() });
    expect(foreign.status).toBe(200);
    expect(foreign.body).toContain('Do you want to sign out of the Naloxone Portal?');
    expect(foreign.body).not.toMatch(/<script/i);
    expect(String(foreign.headers['content-security-policy'])).not.toMatch(/script-src/);
    // No hint at all (a link someone else made): asked as well.
    const bare = new URL(`${app.config.publicOrigin}/oidc/session/end`);
    const asked = await send('GET', bare.href, { headers: lee.jar.header() });
    expect(asked.body).toContain('Do you want to sign out of the Naloxone Portal?');
  });

  it('ends the provider session from an expired portal session too (the expiry dialog\'s Sign Out)', async () => {
    const { jar, portalCookie } = await signedInBrowser('lee@example.org');
    // The expiry dialog logs out after the portal session has ended: the server still finds the session's hint.
    const lee = await app.db.selectFrom('users').select('id').where('email', '=', 'lee@example.org').executeTakeFirstOrThrow();
    await revokeUserSessions(app.db, lee.id, new Date());
    // ... and its token has expired too (the tab was left alone): it still names the session.
    const [name, token = ''] = portalCookie.split('=');
    const { sid, sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string; sub: string };
    const expired = app.jwt.sign({ sid, sub, iat: Math.floor(Date.now() / 1000) - 3600 }, { expiresIn: 60 });
    const url = await logoutUrl(`${name}=${expired}`);
    expect(url.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    const page = await injectSend(app)('GET', url.href, { headers: jar.header() });
    expect(page.body).toContain('<input type="hidden" form="op.logoutForm" name="logout" value="yes">');
    expect(page.body).not.toContain('Do you want to sign out');
  });
});
