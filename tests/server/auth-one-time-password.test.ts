import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from './test-db.ts';
import { createUser, injectSend, loginConfig, sessionCookie, signInAtProvider, startAuthorization, submitForm } from './auth-helpers.ts';
import { textAsSent } from './email-as-sent.ts';

const TEMP = 'Temp-Pass-42x!';
const CHOSEN = 'Bright-Meadow-58!';

describe.each(testDatabases())('one-time passwords on $name', (database) => {
  let app: FastifyInstance;
  let superCookie: string;

  beforeAll(async () => {
    app = await buildTestApp({ database });
    superCookie = await sessionCookie(app, await createUser(app.db, { email: 'root@example.org', role: 'superAdmin' }));
  });
  afterAll(() => app.close());

  const setTemp = (email: string, tempPassword = TEMP) =>
    app.inject({ method: 'POST', url: '/api/user/setOneTimePassword', headers: { origin: app.config.publicOrigin, cookie: superCookie }, payload: { email, tempPassword } });

  async function signInWithTemp(email: string) {
    const send = injectSend(app);
    const cfg = await loginConfig(app);
    const start = await startAuthorization(send, cfg);
    const page = await submitForm(send, start.jar, `${start.interactionUrl}/login`, { email, password: TEMP }, cfg.redirectUri);
    return { send, cfg, start, page };
  }

  it('forces a new password at the next sign-in, then signs in', async () => {
    const id = await createUser(app.db, { email: 'otp@example.org', role: 'admin', password: 'Old-Secret-77!' });
    const userCookie = await sessionCookie(app, id);
    expect((await setTemp('otp@example.org')).statusCode).toBe(200);
    // Existing sessions end with the reset.
    expect((await app.inject({ method: 'GET', url: '/api/user/ping', headers: { cookie: userCookie } })).statusCode).toBe(401);

    const { send, cfg, start, page } = await signInWithTemp('otp@example.org');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Change your password');
    expect(page.body).not.toContain('Verification code');
    const action = `${start.interactionUrl}/password`;
    const mismatch = await submitForm(send, start.jar, action, { newPassword: CHOSEN, confirmPassword: 'Other-Thing-1!' }, cfg.redirectUri);
    expect(mismatch.body).toContain('Password confirmation doesn&#39;t match');
    const common = await submitForm(send, start.jar, action, { newPassword: 'Password1!', confirmPassword: 'Password1!' }, cfg.redirectUri);
    expect(common.body).toContain('too common');
    const same = await submitForm(send, start.jar, action, { newPassword: TEMP, confirmPassword: TEMP }, cfg.redirectUri);
    expect(same.body).toContain('different from the temporary one');
    const done = await submitForm(send, start.jar, action, { newPassword: CHOSEN, confirmPassword: CHOSEN }, cfg.redirectUri);
    expect(done.location).toMatch(new RegExp(`^${cfg.redirectUri}\\?code=`));

    const row = await app.db.selectFrom('users').select(['must_change_password', 'password_expires_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ must_change_password: 0, password_expires_at: null });
    await expect(signInAtProvider(send, cfg, 'otp@example.org', TEMP)).rejects.toThrow(/401/);
    expect((await signInAtProvider(send, cfg, 'otp@example.org', CHOSEN)).code).toBeTruthy();
  });

  it('refuses an expired one-time password', async () => {
    await createUser(app.db, { email: 'late@example.org', role: 'admin' });
    await setTemp('late@example.org');
    await app.db.updateTable('users').set({ password_expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', 'late@example.org').execute();
    const { page } = await signInWithTemp('late@example.org');
    expect(page.status).toBe(401);
    expect(page.body).toContain('Your temporary password has expired.');
  });

  it('still asks an invited user for the code from the invite email', async () => {
    const invited = await app.inject({ method: 'POST', url: '/api/user', headers: { origin: app.config.publicOrigin, cookie: superCookie }, payload: { firstName: 'Ivy', lastName: 'Vite', email: 'ivy@example.org', claims: { role: 'admin' } } });
    expect(invited.statusCode).toBe(201);
    const mail = await app.db.selectFrom('outbox').select(['text_body', 'sealed_secrets']).where('to_address', '=', 'ivy@example.org').executeTakeFirstOrThrow();
    const code = /Verification code: ([A-Z0-9]+)/.exec(textAsSent(app, mail))![1]!;
    await setTemp('ivy@example.org');
    const { send, cfg, start, page } = await signInWithTemp('ivy@example.org');
    expect(page.body).toContain('<label for="code">Verification code</label>');
    const action = `${start.interactionUrl}/password`;
    const wrong = await submitForm(send, start.jar, action, { code: 'AAAAAAAAAA', newPassword: CHOSEN, confirmPassword: CHOSEN }, cfg.redirectUri);
    expect(wrong.body).toContain('This verification code is not valid.');
    const done = await submitForm(send, start.jar, action, { code, newPassword: CHOSEN, confirmPassword: CHOSEN }, cfg.redirectUri);
    expect(done.location).toMatch(/\?code=/);
    const row = await app.db.selectFrom('users').select('status').where('email', '=', 'ivy@example.org').executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('applies the password rules to a temporary password', async () => {
    await createUser(app.db, { email: 'weak@example.org', role: 'admin' });
    const res = await setTemp('weak@example.org', 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_RULES');
  });
});
