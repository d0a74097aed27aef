import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDelayMs, describeWait, SIGN_IN_LIMITS } from '#server/areas/sign-in/sign-in-throttle.ts';
import { buildTestApp, testDatabases } from './test-db.ts';
import { createUser, injectSend, loginConfig, startAuthorization, submitForm, type AuthorizationStart } from './auth-helpers.ts';

const PASSWORD = 'Quiet-Harbor-73!';
/** The accounts one address sprays with a password: as many as the address may name; the last has no account. */
const SPRAYED_ACCOUNTS = Array.from({ length: SIGN_IN_LIMITS.ipMaxAccounts }, (_, i) => `person${i}@example.org`);
/** The accounts one address guesses at, each below its own limit, until the address's own limit. */
const GUESSES_PER_ACCOUNT = SIGN_IN_LIMITS.accountFreeFailures - 1;
const GUESSED_ACCOUNTS = Array.from({ length: Math.ceil(SIGN_IN_LIMITS.ipMaxFailures / GUESSES_PER_ACCOUNT) }, (_, i) => `staff${i}@example.org`);

describe('the back-off of one account', () => {
  it('lets a few failures pass, then doubles the wait up to its cap', () => {
    const free = SIGN_IN_LIMITS.accountFreeFailures;
    expect(accountDelayMs(free - 1)).toBe(0);
    expect(accountDelayMs(free)).toBe(30_000);
    expect(accountDelayMs(free + 1)).toBe(60_000);
    expect(accountDelayMs(free + 4)).toBe(480_000);
    expect(accountDelayMs(free + 5)).toBe(SIGN_IN_LIMITS.accountMaxDelayMs);
    expect(accountDelayMs(10_000)).toBe(SIGN_IN_LIMITS.accountMaxDelayMs);
    expect(describeWait(30)).toBe('30 seconds');
    expect(describeWait(900)).toBe('15 minutes');
  });
});

describe.each(testDatabases())('password guessing at the embedded provider on $name', (database) => {
  let app: FastifyInstance;
  let clock: Date;
  const advance = (ms: number) => { clock = new Date(clock.getTime() + ms); };

  beforeAll(async () => {
    clock = new Date('2026-03-02T10:00:00.000Z');
    app = await buildTestApp({ database, now: () => clock });
    await createUser(app.db, { email: 'victim@example.org', role: 'admin', password: PASSWORD });
    await createUser(app.db, { email: 'sprayed@example.org', role: 'admin', password: PASSWORD });
    // The accounts the address-wide limits are tried on. A failure naming an account that does not exist costs a whole
    // password check at the portal's cost, there being no stored hash to check against (server/auth/password-hash.ts):
    // the spraying test names one such address among its accounts, the rest have a cheap stored hash (decision 076).
    for (const email of [...SPRAYED_ACCOUNTS.slice(0, -1), ...GUESSED_ACCOUNTS]) await createUser(app.db, { email, role: 'admin', password: PASSWORD });
  });
  afterAll(() => app.close());

  /** A browser at an address with the provider's sign-in page open. */
  async function browserAt(ip: string) {
    const send = injectSend(app, { remoteAddress: ip });
    const config = await loginConfig(app);
    let start: AuthorizationStart = await startAuthorization(send, config);
    return {
      async signIn(email: string, password: string) {
        const res = await submitForm(send, start.jar, `${start.interactionUrl}/login`, { email, password }, config.redirectUri);
        const signedIn = res.location?.startsWith(config.redirectUri) === true;
        // A finished interaction cannot be used again: the next try opens a new one, as the portal would.
        if (signedIn) start = await startAuthorization(send, config);
        return { status: signedIn ? 'signed in' : res.status, retryAfter: res.headers['retry-after'], body: res.body };
      },
    };
  }

  const failuresOf = async () => Number((await app.db.selectFrom('sign_in_failures')
    .select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);

  it('slows guesses at one account from every address, without locking its owner out for longer than the wait', async () => {
    const attacker = await browserAt('203.0.113.7');
    for (let i = 0; i < SIGN_IN_LIMITS.accountFreeFailures; i++) {
      expect((await attacker.signIn('victim@example.org', `wrong-${i}`)).status).toBe(401);
      advance(1_000);
    }
    // Locked for 30 s after the last failure: even the right password is not checked, so the wait reveals nothing.
    const locked = await attacker.signIn('victim@example.org', PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBe(29);
    expect(locked.body).toContain('Too many failed sign-in attempts');
    expect(locked.body).toContain('29 seconds');
    const counted = await failuresOf();
    expect((await attacker.signIn('victim@example.org', 'wrong-again')).status).toBe(429);
    expect(await failuresOf()).toBe(counted); // refused attempts do not lengthen the wait

    // The owner, on another network, meets the same wait, and no more.
    const owner = await browserAt('198.51.100.20');
    const early = await owner.signIn('victim@example.org', PASSWORD);
    expect(early.status).toBe(429);
    expect(Number(early.retryAfter)).toBeLessThanOrEqual(30);
    advance(29_000);

    // One more wrong guess after the wait doubles the next one.
    expect((await attacker.signIn('VICTIM@example.org ', 'wrong-6')).status).toBe(401);
    const longer = await attacker.signIn('victim@example.org', 'wrong-7');
    expect(longer.status).toBe(429);
    expect(Number(longer.retryAfter)).toBe(60);
    advance(60_000);

    expect((await owner.signIn('victim@example.org', PASSWORD)).status).toBe('signed in');
    // The right password starts the account's count again.
    expect((await attacker.signIn('victim@example.org', 'wrong-8')).status).toBe(401);
  });

  it('stops one address trying many accounts (password spraying), and only that address', async () => {
    advance(60 * 60_000);
    const sprayer = await browserAt('192.0.2.66');
    for (const email of SPRAYED_ACCOUNTS) {
      expect((await sprayer.signIn(email, 'Summer2026!')).status).toBe(401);
      advance(10_000);
    }
    const refused = await sprayer.signIn('sprayed@example.org', PASSWORD);
    expect(refused.status).toBe(429);
    // The address is free when its oldest failure leaves the 15-minute window.
    expect(Number(refused.retryAfter)).toBe(SIGN_IN_LIMITS.ipWindowMs / 1000 - SIGN_IN_LIMITS.ipMaxAccounts * 10);
    expect((await (await browserAt('192.0.2.67')).signIn('sprayed@example.org', PASSWORD)).status).toBe('signed in');
    advance(Number(refused.retryAfter) * 1000);
    expect((await sprayer.signIn('sprayed@example.org', PASSWORD)).status).toBe('signed in');
  });

  it('stops one address sending many failures, even spread below each account\'s own limit', async () => {
    advance(60 * 60_000);
    const guesser = await browserAt('192.0.2.99');
    let sent = 0;
    for (const email of GUESSED_ACCOUNTS) {
      for (let i = 0; i < GUESSES_PER_ACCOUNT && sent < SIGN_IN_LIMITS.ipMaxFailures; i++, sent++) {
        expect((await guesser.signIn(email, `guess-${i}`)).status).toBe(401);
      }
    }
    expect(sent).toBe(SIGN_IN_LIMITS.ipMaxFailures);
    const refused = await guesser.signIn(GUESSED_ACCOUNTS[0]!, 'guess-x');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBe(SIGN_IN_LIMITS.ipWindowMs / 1000);
  });

  it('forgets failures after a day', async () => {
    advance(SIGN_IN_LIMITS.accountWindowMs + 1);
    await (await browserAt('192.0.2.1')).signIn('someone@example.org', 'wrong');
    expect(await failuresOf()).toBe(1);
  });
});
