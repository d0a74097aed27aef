import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, sessionCookie } from './auth-helpers.ts';
import { appWithRoutes, minimalQuery, sharedSchemas, type ApiRoute } from './fuzz/route-catalogue.ts';
import { arbitraryFor, encodeQuery, toJsonText, toQueryString } from './fuzz/schema-arbitrary.ts';
import { testDatabases } from './test-db.ts';
import { tokenHash } from '#server/areas/consumer-accounts/account-links.ts';

/*
 * Schema-driven fuzzing of the whole API (decision 010): values generated from each route's own request schemas,
 * hostile ones mixed in (Infinity, 1e400, NUL, lone surrogates, 1 MB texts, deep nesting, prototype keys),
 * sent to every POST, PATCH and PUT route and to every list's query, as a signed-in superAdmin and, on public
 * routes, anonymously. No reply may be a 5xx or show a stack; every error is JSON { code, message }; afterwards
 * every list still answers 200.
 *
 * `npm test` runs a fixed-seed sample (FUZZ_DEFAULT_RUNS cases per route). Nightly size:
 *   FUZZ_RUNS=1000 npx vitest run tests/server/fuzz-routes.test.ts     (FUZZ_SEED=<n> to vary the seed)
 */
const FUZZ_DEFAULT_RUNS = 50;
const runs = Number(process.env.FUZZ_RUNS ?? '') || FUZZ_DEFAULT_RUNS;
const seed = Number(process.env.FUZZ_SEED ?? '') || 20_261_123;
const nightly = runs > FUZZ_DEFAULT_RUNS;
/** Well-formed bulk-order filters (a JSON text in ?filter=), so that generated queries also reach the database. */
const filters = ['{"limit":5,"offset":1}', '{"where":{"and":[{"quantity":5}]}}', '{"where":{"and":[{"userEmail":{"like":"%@example.org"}}]}}', '{"order":[["quantity","DESC"]]}'];
const STACK = /\n\s+at |node_modules|\.(?:ts|js):\d+|Error: /;

interface Tally { cases: number; requests: number; fiveHundreds: number; statuses: Record<number, number> }

describe.each(testDatabases())('fuzzing every route on $name', (database) => {
  let app: FastifyInstance;
  let routes: ApiRoute[];
  let adminId: string;
  const bulkOrderIds: string[] = [];
  const shared = sharedSchemas();
  const tallies = new Map<string, Tally>();

  beforeAll(async () => {
    // Public routes are rate limited per client; the fuzzer is one client sending thousands of requests.
    ({ app, routes } = await appWithRoutes(database, { RATE_LIMIT_MAX: '100000' }));
    await createCustomer(app.db, 'C-1', 'Denver Harm Reduction');
    adminId = await createUser(app.db, { email: 'fuzz-super@example.org', role: 'superAdmin', customers: ['C-1'] });
    const headers = { cookie: await sessionCookie(app, adminId), origin: app.config.publicOrigin };
    for (const state of ['CO', 'KY']) await app.inject({ method: 'POST', url: '/api/quotas', headers, payload: { state, quantity: 1000 } });
    const order = await app.inject({ method: 'POST', url: '/api/bulk-orders', headers, payload: { customerId: 'C-1', productId: 'narcan-4mg-nasal-spray', quantity: 5 } });
    bulkOrderIds.push(order.json<{ id: string }>().id);
  }, 120_000);

  afterAll(async () => {
    if (nightly) {
      const lines = [...tallies].map(([route, t]) => `${route}: ${t.cases} cases, ${t.requests} requests, ${t.fiveHundreds} × 5xx, ${JSON.stringify(t.statuses)}`);
      console.log(`fuzz on ${database.name} (seed ${seed}, ${runs} runs per route)\n  ${lines.join('\n  ')}`);
    }
    await app?.close();
  });

  /** What is wrong with a reply, or undefined. */
  function problemOf(res: { statusCode: number; body: string; headers: Record<string, unknown> }): string | undefined {
    if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
    if (STACK.test(res.body) && !String(res.headers['content-type']).includes('spreadsheet')) return `shows a stack or source: ${res.body.slice(0, 300)}`;
    if (res.statusCode >= 400) {
      let body: { code?: unknown; message?: unknown };
      try {
        body = JSON.parse(res.body) as typeof body;
      } catch {
        return `answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`;
      }
      if (typeof body.code !== 'string' || typeof body.message !== 'string') return `answered ${res.statusCode} without { code, message }: ${res.body.slice(0, 200)}`;
    }
    return undefined;
  }

  function pathOf(route: ApiRoute, params: unknown): string {
    const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
    return route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      const value = values[name];
      const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
      // A path segment cannot be empty or hold a slash and stay on this route.
      return encodeQuery(text.replace(/\//g, '_') || 'x');
    });
  }

  async function fuzz(route: ApiRoute, kind: 'body' | 'query'): Promise<void> {
    const key = `${route.method} ${route.url}${kind === 'query' ? ' ?query' : ''}`;
    const tally: Tally = { cases: 0, requests: 0, fiveHundreds: 0, statuses: {} };
    tallies.set(key, tally);
    const cookie = await sessionCookie(app, adminId);
    const known = ['CO', 'co', 'KY', 'C-1', adminId, 'narcan-4mg-nasal-spray', 'fuzz-super@example.org', 'consumer', '2026-01-15', ...bulkOrderIds, ...filters];
    const input = kind === 'body' ? arbitraryFor(route.body, { shared, known }) : arbitraryFor(route.querystring, { shared, known, hostileRate: 0.25 });
    // Path parameters mostly name existing records, so that bodies reach the update they aim at.
    const params = route.params ? fc.oneof({ weight: 3, arbitrary: arbitraryFor(route.params, { shared, known, hostileRate: 0 }) }, { weight: 1, arbitrary: arbitraryFor(route.params, { shared, known }) }) : fc.constant(undefined);
    const callers = route.access === 'public' ? [true, false] : [true];
    await fc.assert(
      fc.asyncProperty(input, params, async (value, paramValues) => {
        tally.cases += 1;
        const path = pathOf(route, paramValues);
        for (const signedIn of callers) {
          const headers: Record<string, string> = signedIn ? { cookie, origin: app.config.publicOrigin } : {};
          const res = kind === 'body'
            ? await app.inject({ method: route.method as 'POST', url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: toJsonText(value) })
            : await app.inject({ method: 'GET', url: `${path}?${toQueryString(value)}`, headers });
          tally.requests += 1;
          tally.statuses[res.statusCode] = (tally.statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500) tally.fiveHundreds += 1;
          const problem = problemOf(res);
          if (problem) throw new Error(`${route.method} ${path} (${signedIn ? 'superAdmin' : 'anonymous'}) ${problem}`);
        }
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }

  const timeout = Math.max(120_000, runs * 4_000);

  it('keeps every POST, PATCH and PUT route to 4xx { code, message } on generated and hostile bodies', async () => {
    const targets = routes.filter((r) => ['POST', 'PATCH', 'PUT'].includes(r.method));
    expect(targets.length).toBeGreaterThan(15);
    for (const route of targets) await fuzz(route, 'body');
  }, timeout * 2);

  it("keeps every list's query to 4xx { code, message } on generated and hostile values", async () => {
    const targets = routes.filter((r) => r.method === 'GET' && r.querystring);
    expect(targets.length).toBeGreaterThan(8);
    for (const route of targets) await fuzz(route, 'query');
  }, timeout);

  it('leaves every list answering 200 afterwards', async () => {
    // A staff session for the staff lists, and a consumer account's session (its own cookie) for /api/account.
    const now = new Date();
    const token = `fuzz-consumer-${now.getTime()}`;
    await app.db.insertInto('consumer_accounts').values({ id: 'acct-fuzz', email_hash: 'fuzz-hash', email_enc: app.fieldCipher.encrypt('fuzz.consumer@example.org'), language: 'en', created_at: now.toISOString(), last_sign_in_at: null }).execute();
    await app.db.insertInto('consumer_sessions').values({ id: 'sess-fuzz', token_hash: tokenHash(token), account_id: 'acct-fuzz', created_at: now.toISOString(), expires_at: new Date(now.getTime() + 3_600_000).toISOString() }).execute();
    const cookie = `${await sessionCookie(app, adminId)}; portal_account=${token}`;
    const lists = routes.filter((r) => r.method === 'GET' && !r.params);
    const failures: string[] = [];
    for (const route of lists) {
      const query = minimalQuery(route.querystring);
      const res = await app.inject({ method: 'GET', url: `${route.url}${query ? `?${query}` : ''}`, headers: { cookie } });
      if (res.statusCode !== 200) failures.push(`${route.url} ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(lists.length).toBeGreaterThan(10);
  }, 120_000);
});
