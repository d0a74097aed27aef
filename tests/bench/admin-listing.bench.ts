/**
 * Listing speed of the admin lists on the bench volume (BENCH_ORDERS consumer orders, default 1,000,000,
 * and a tenth as many bulk orders): every single filter, each on the first page and deeper pages, timed at
 * the server (app.inject: routing, session check, validation, both queries, serialisation, audit write).
 */
import type { Report } from './run.ts';
import { emailHash, phoneHash } from '#server/crypto/consumer-hashes.ts';
import { benchApp, benchDatabases, ensureSeeded, percentile } from './admin-bench-db.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const OFFSETS = [0, 10, 100, 1000];

/** The bench consumer the person filters find: its hashes are made with the bench app's key before timing. */
const BENCH_PERSON = { id: 'bench-consumer-7', email: 'bench.person@example.org', phone: '303-555-0107' };

const consumerFilters: Record<string, string> = {
  'no filter': '',
  'product (NDC)': 'ndc=0093-2165-68',
  'state CO (48 %)': 'state=CO',
  'state AZ (0.4 %)': 'state=AZ',
  quantity: 'quantity=3',
  reason: 'reason=Damaged',
  'tracking number': 'trackingNumber=9400100000012345',
  'order date (one month)': 'orderDateFrom=2024-03-01&orderDateTo=2024-03-31',
  'order date (one year)': 'orderDateFrom=2024-01-01&orderDateTo=2024-12-31',
  // Decision 025: the order's MRN, its status and flag, and a person through the keyed hashes (one bench consumer's orders).
  MRN: 'mrn=NX-B123456',
  'status needs review (0.25 %)': 'status=needs%20review',
  'status approved (10 %)': 'status=approved',
  'flagged (0.5 %)': 'flagged=true',
  'email (a person)': `email=${encodeURIComponent(BENCH_PERSON.email)}`,
  'phone (a person)': `phone=${encodeURIComponent(BENCH_PERSON.phone)}`,
};


const bulkFilters: Record<string, object | undefined> = {
  'no filter': undefined,
  customer: { customerId: 'B00042' },
  product: { productId: 'narcan-4mg-nasal-spray' },
  status: { orderStatus: 'open' },
  'email contains': { userEmail: { like: '%buyer42@%' } },
  quantity: { quantity: 7 },
  'created (one month)': { createdAt: { between: ['2024-03-01', '2024-03-31'] } },
};

export default async function bench(report: Report): Promise<void> {
  for (const database of benchDatabases()) {
    await ensureSeeded(database, (line) => console.log(`  ${line}`));
    const { app, cookie } = await benchApp(database.url);
    await app.db.updateTable('consumers').set({ email_hash: emailHash(app.keyedHasher, BENCH_PERSON.email), phone_hash: phoneHash(app.keyedHasher, BENCH_PERSON.phone) })
      .where('id', '=', BENCH_PERSON.id).execute();
    const time = async (url: string): Promise<number> => {
      const started = performance.now();
      const reply = await app.inject({ method: 'GET', url, headers: { cookie } });
      const ms = performance.now() - started;
      if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}: ${reply.body}`);
      return ms;
    };
    const measure = async (urlAt: (offset: number) => string) => {
      for (const offset of OFFSETS) await time(urlAt(offset));
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await time(urlAt(OFFSETS[i % OFFSETS.length]!)));
      return percentile(samples, 0.95);
    };
    try {
      let worst = 0;
      for (const [label, query] of Object.entries(consumerFilters)) {
        const p95 = await measure((offset) => `/api/consumer-orders?${query}${query ? '&' : ''}limit=10&offset=${offset}`);
        worst = Math.max(worst, p95);
        report(`${database.name} consumer orders, ${label}: p95`, round(p95), 'ms');
      }
      for (const [label, where] of Object.entries(bulkFilters)) {
        const p95 = await measure((offset) => {
          const filter = { limit: 10, offset, ...(where ? { where: { and: [where] } } : {}) };
          return `/api/bulk-orders?filter=${encodeURIComponent(JSON.stringify(filter))}`;
        });
        worst = Math.max(worst, p95);
        report(`${database.name} bulk orders, ${label}: p95`, round(p95), 'ms');
      }
      report(`${database.name} slowest single-filter listing (p95, ${database.size.orders.toLocaleString('en-US')} orders)`, round(worst), 'ms', '≤ 150 ms');
    } finally {
      await app.close();
    }
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;
