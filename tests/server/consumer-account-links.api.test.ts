import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LINKS_PER_HOUR } from '#server/areas/consumer-accounts/consumer-accounts.service.ts';
import { emailHash } from '#server/crypto/consumer-hashes.ts';
import { browserHeaders } from './auth-helpers.ts';
import { buildFlowApp } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/*
 * Asking for a sign-in link (decision 043): the throttles count the account the address reaches (no +tag, any case),
 * links nobody used are deleted once expired, and the reply comes before the portal looks for the account.
 */
describe.each(testDatabases())('sign-in links on $name', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database, { env: { RATE_LIMIT_MAX: '100000' } }));
  });
  afterAll(() => app.close());

  /** An account for the address, as the order confirmation's link makes one. */
  async function account(email: string): Promise<string> {
    const hash = emailHash(app.keyedHasher, email);
    await app.db.insertInto('consumer_accounts').values({
      id: randomUUID(), email_hash: hash, email_enc: app.fieldCipher.encrypt(email), language: 'en', created_at: clock.at.toISOString(), last_sign_in_at: null,
    }).execute();
    return hash;
  }
  const ask = (email: string, from = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/api/account/sign-in-link', headers: browserHeaders(app, 'POST'), payload: { email }, remoteAddress: from });
  const emailsTo = async (to: string) => (await app.db.selectFrom('outbox').select('to_address').where('kind', '=', 'account-sign-in').execute())
    .filter((m) => app.fieldCipher.decrypt(m.to_address) === to).length;
  const linksOf = async (hash: string) => app.db.selectFrom('consumer_account_links').select(['expires_at', 'used_at']).where('email_hash', '=', hash).execute();

  it('counts every +tag and case of one address as its one account, from one address or many', async () => {
    await account('someone@example.org');
    // From one network address: the per-minute limit (20) counts the account, not the text typed.
    const fromOne = [];
    for (let n = 0; n < 30; n++) fromOne.push((await ask(`Someone+${n}@Example.org`)).statusCode);
    expect(fromOne.filter((s) => s === 202)).toHaveLength(20);
    expect(fromOne.slice(20)).toEqual(Array(10).fill(429));
    // From 30 addresses at once: the account's own count in the database holds.
    await Promise.all(Array.from({ length: 30 }, (_, n) => ask(`someone+${n}@example.org`, `198.51.100.${n + 1}`)));
    await app.afterRepliesSettled();
    expect(await emailsTo('someone@example.org')).toBe(SIGN_IN_LINKS_PER_HOUR);
    // An hour on, the mailbox may get one again.
    clock.at = new Date(clock.at.getTime() + 61 * 60_000);
    await ask('someone@example.org', '192.0.2.1');
    await app.afterRepliesSettled();
    expect(await emailsTo('someone@example.org')).toBe(SIGN_IN_LINKS_PER_HOUR + 1);
  });

  it('deletes the links nobody used once they expire, when the account asks again', async () => {
    const hash = await account('forgetful@example.org');
    await ask('forgetful@example.org', '192.0.2.2');
    await ask('forgetful@example.org', '192.0.2.2');
    await app.afterRepliesSettled();
    expect(await linksOf(hash)).toHaveLength(2);
    clock.at = new Date(clock.at.getTime() + 61 * 60_000);
    await ask('forgetful@example.org', '192.0.2.2');
    await app.afterRepliesSettled();
    const left = await linksOf(hash);
    expect(left).toHaveLength(1);
    expect(left[0]!.expires_at > clock.at.toISOString()).toBe(true);
  });

  it('answers alike with and without an account, even when emailing the link fails', async () => {
    const hash = await account('broken@example.org');
    // An address the portal cannot read back (altered row, another key): the link cannot be sent.
    await app.db.updateTable('consumer_accounts').set({ email_enc: 'not-a-ciphertext' }).where('email_hash', '=', hash).execute();
    const withAccount = await ask('broken@example.org', '192.0.2.3');
    const without = await ask('nobody.at.all@example.org', '192.0.2.3');
    await app.afterRepliesSettled();
    for (const reply of [withAccount, without]) expect(reply.statusCode).toBe(202);
    expect(withAccount.body).toBe(without.body);
    const shape = (headers: Record<string, unknown>) => Object.keys(headers).filter((k) => !['date', 'x-request-id'].includes(k)).sort();
    expect(shape(withAccount.headers)).toEqual(shape(without.headers));
    expect(await linksOf(hash)).toHaveLength(0);
  });

  it.runIf(database.name === 'postgres')('replies before it looks for the account', async () => {
    await account('patient@example.org');
    const db = await database.connect();
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => { locked = resolve; });
    // Another transaction holds the accounts table: nobody can read it until it ends.
    const holder = db.transaction().execute(async (trx) => {
      await sql`lock table consumer_accounts in access exclusive mode`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    const reply = await ask('patient@example.org', '192.0.2.4');
    expect(reply.statusCode).toBe(202);
    expect(await emailsTo('patient@example.org')).toBe(0);
    release();
    await holder;
    await app.afterRepliesSettled();
    expect(await emailsTo('patient@example.org')).toBe(1);
  });
});
