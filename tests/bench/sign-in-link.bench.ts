/**
 * Whether the time of `POST /api/account/sign-in-link` tells that an account exists for the address (decision 043).
 * A prober in a thread of its own (as a client elsewhere would be: the server's work after its reply does not hold up
 * the prober's reading) asks for addresses with an account and without one, in turns, and times each reply. Printed:
 * - the median reply of each kind, one request at a time, and how often the medians of 5 requests of each kind tell
 *   them apart (50 % is a coin toss);
 * - the median reply of a request for an unknown address sent right behind one of each kind: what is left of the
 *   difference, the work done after the reply holding up the request behind it.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { emailHash } from '#server/crypto/consumer-hashes.ts';
import { baseUrl, withPortal } from './http.bench.ts';
import type { Report } from './run.ts';
import { PROBE, median, toldApart } from './timing-tell.ts';

const PAIRS = Number(process.env.BENCH_SIGN_IN_LINK_PAIRS ?? 1_000);


/** The prober: plain JavaScript in a worker thread. Pauses 10 ms between rounds, so each round starts on a quiet server. */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, origin, pairs } = workerData;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function ask(email) {
  const started = process.hrtime.bigint();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email }) });
  await res.arrayBuffer();
  if (res.status !== 202) throw new Error('sign-in link: ' + res.status);
  return Number(process.hrtime.bigint() - started) / 1e6;
}
(async () => {
  const out = { holders: [], strangers: [], behindHolder: [], behindStranger: [] };
  for (let i = 0; i < 50; i++) { await ask('warm.' + i + '@example.org'); await sleep(2); }
  for (let i = 0; i < pairs; i++) {
    out.holders.push(await ask('holder.' + i + '@example.org')); await sleep(10);
    out.strangers.push(await ask('stranger.' + i + '@example.org')); await sleep(10);
    const first = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email: 'second.holder.' + i + '@example.org' }) });
    out.behindHolder.push(await ask('behind.a.' + i + '@example.org')); await first; await sleep(10);
    const other = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email: 'second.stranger.' + i + '@example.org' }) });
    out.behindStranger.push(await ask('behind.b.' + i + '@example.org')); await other; await sleep(10);
  }
  parentPort.postMessage(out);
})().catch((e) => { throw e; });
`;

async function addAccounts(app: FastifyInstance, emails: readonly string[]): Promise<void> {
  const at = new Date().toISOString();
  for (let i = 0; i < emails.length; i += 500) {
    await app.db.insertInto('consumer_accounts').values(emails.slice(i, i + 500).map((email, k) => ({
      id: `bench-${i + k}`, email_hash: emailHash(app.keyedHasher, email), email_enc: app.fieldCipher.encrypt(email), language: 'en', created_at: at, last_sign_in_at: null,
    }))).execute();
  }
}

type Timings = Record<'holders' | 'strangers' | 'behindHolder' | 'behindStranger', number[]>;

export default async function bench(report: Report): Promise<void> {
  const t = await withPortal(async (app) => {
    await addAccounts(app, Array.from({ length: PAIRS }, (_, i) => [`holder.${i}@example.org`, `second.holder.${i}@example.org`]).flat());
    const url = `${await baseUrl(app)}/api/account/sign-in-link`;
    const worker = new Worker(PROBER, { eval: true, workerData: { url, origin: app.config.publicOrigin, pairs: PAIRS } });
    const timings = await new Promise<Timings>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    await app.afterRepliesSettled();
    return timings;
  }, { PORTAL_ENV: 'dev', SEED_DEMO: 'false' });
  report('reply with an account, median', median(t.holders), 'ms');
  report('reply without an account, median', median(t.strangers), 'ms');
  report(`${PROBE} requests of each tell them apart`, toldApart(t.holders, t.strangers), '% of probes', '≈ 50');
  report('reply right behind one with an account, median', median(t.behindHolder), 'ms');
  report('reply right behind one without an account, median', median(t.behindStranger), 'ms');
}
