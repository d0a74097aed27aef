import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MRN_PATTERN } from '#schemas/mrn.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { FlowVersionDetail } from '#schemas/generated/flow-studio-api.ts';
import { RUN_HEADER, VALIDATIONS_PER_RUN_PER_HOUR } from '#server/areas/flow-runs/validation-access.ts';
import { SIGN_IN_LIMITS } from '#server/areas/sign-in/sign-in-throttle.ts';
import type { Db } from '#server/db/database.ts';
import { scheduledJobs } from '#server/routes/scheduled-jobs.ts';
import { CookieJar, createUser, fetchSend, signInAtProvider, startAuthorization, submitForm } from './auth-helpers.ts';
import { SERVED_BY } from './cluster/http-target.ts';
import { startCluster, type PortalCluster } from './cluster/portal-cluster.ts';
import { maria, setQuota, VIDEO_STEP, walk } from './flow-helpers.ts';
import { testConfig, testDatabases } from './test-db.ts';

/*
 * Three portal processes behind HAProxy (docs/haproxy.cfg, round robin, no stickiness) on one PostgreSQL schema
 * (decision 030): whichever process answers, a person sees one portal.
 */
const postgres = testDatabases().filter((d) => d.name === 'postgres');
const PASSWORD = 'Quiet-Harbor-73!';

describe.skipIf(postgres.length === 0).each(postgres)('three server processes behind HAProxy on one $name database', (database) => {
  let cluster: PortalCluster;
  let db: Db;
  beforeAll(async () => {
    db = await database.connect();
    cluster = await startCluster({ databaseUrl: database.url, env: { RATE_LIMIT_MAX: '100000' } });
    await setQuota({ db }, 'CO', 480);
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  }, 30_000);

  const names = () => cluster.processes.map((p) => p.name).sort();
  const loginConfig = async () => (await fetch(`${cluster.url}/api/user/login-config`)).json() as Promise<{ authorizationEndpoint: string; clientId: string; redirectUri: string; scope: string }>;

  it('each scheduled job period runs once across the three processes', async () => {
    // Every process looks for due runs as soon as it is ready; the first to claim a (job, period) runs it.
    let runs: { job: string; period: string; attempts: number; status: string }[] = [];
    for (let i = 0; i < 100 && (runs.length < scheduledJobs(testConfig(), () => ({ get: () => undefined })).length || runs.some((r) => r.status === 'running')); i++) {
      runs = await db.selectFrom('job_runs').select(['job', 'period', 'attempts', 'status']).execute();
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(runs.map((r) => r.job).sort()).toEqual(scheduledJobs(testConfig(), () => ({ get: () => undefined })).map((j) => j.name).sort());
    expect(runs.every((r) => r.attempts === 1 && r.status === 'done')).toBe(true);
    // Counted in the processes' own logs: each run was done by exactly one of them.
    const done = cluster.processes.flatMap((p) => p.log().filter((e) => e.msg === 'job run done').map((e) => String(e.run)));
    expect(done.sort()).toEqual(runs.map((r) => `${r.job}@${r.period}`).sort());
  });

  it('a consumer completes an order whichever process answers each step', async () => {
    const target = cluster.flowTarget();
    const end = await walk(target, maria);
    expect(end.status).toBe('completed');
    expect(end.mrn).toMatch(MRN_PATTERN);
    // Round robin: no two steps in a row were answered by the same process, and all three took part.
    expect([...new Set(target.servedBy)].sort()).toEqual(names());
    for (let i = 1; i < target.servedBy.length; i++) expect(target.servedBy[i]).not.toBe(target.servedBy[i - 1]);
    const order = await db.selectFrom('consumer_orders').select(['run_id', 'state', 'quantity']).where('mrn', '=', end.mrn!).executeTakeFirstOrThrow();
    expect(order).toEqual({ run_id: end.runId, state: 'CO', quantity: maria.qty });
  });

  it('a staff session opened through the balancer works on every process, and its sign-out on every process too', async () => {
    await createUser(db, { email: 'cluster.admin@example.org', role: 'superAdmin', password: PASSWORD });
    const exchange = await signInAtProvider(fetchSend, await loginConfig(), 'cluster.admin@example.org', PASSWORD);
    const login = await fetch(`${cluster.url}/api/user/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: exchange.code, codeVerifier: exchange.codeVerifier, nonce: exchange.nonce }),
    });
    expect(login.status).toBe(200);
    const jar = new CookieJar();
    jar.store(login.headers.getSetCookie());
    for (const p of cluster.processes) {
      const res = await fetch(`${p.url}/api/user/list`, { headers: jar.header() });
      expect(res.status, p.name).toBe(200);
    }
    const logout = await fetch(`${cluster.url}/api/user/logout`, { method: 'POST', headers: { ...jar.header(), origin: cluster.url } });
    expect(logout.status).toBeLessThan(300);
    for (const p of cluster.processes) expect((await fetch(`${p.url}/api/user/list`, { headers: jar.header() })).status, p.name).toBe(401);
  });

  it('sign-in throttles hold across processes: failures counted on one process close the account on all', async () => {
    await createUser(db, { email: 'cluster.victim@example.org', role: 'admin', password: PASSWORD });
    const config = await loginConfig();
    const served: string[] = [];
    const attempt = async (password: string) => {
      const start = await startAuthorization(fetchSend, config, new CookieJar());
      const res = await submitForm(fetchSend, start.jar, `${start.interactionUrl}/login`, { email: 'cluster.victim@example.org', password }, config.redirectUri);
      served.push(String(res.headers[SERVED_BY]));
      return res.status;
    };
    for (let i = 0; i < SIGN_IN_LIMITS.accountFreeFailures; i++) expect(await attempt(`wrong-${i}`)).toBe(401);
    const refusals = [];
    for (let i = 0; i < 3; i++) refusals.push(await attempt(PASSWORD));
    expect(refusals).toEqual([429, 429, 429]);
    expect([...new Set(served)].sort()).toEqual(names());
  });

  it('the per-run limit of consumer validations holds across processes', async () => {
    const target = cluster.flowTarget();
    const person = { ...maria, email: 'cluster.validation@example.org', lastName: 'Validation' };
    const pastCaptcha = await walk(target, person, { stopBefore: VIDEO_STEP });
    const body = {
      firstName: person.firstName, lastName: person.lastName, phone: person.phone, email: person.email, dateOfBirth: person.dob, gender: 'Female',
      address: person.address, address2: null, state: 'CO', county: null, city: person.city, zipCode: person.zip,
      shipToAddressType: 'Home', shipToAddress: person.address, shipToAddress2: null, shipToState: 'CO', shipToCounty: null, shipToCity: person.city, shipToZipCode: person.zip,
    };
    const served: string[] = [];
    const validate = async () => {
      const res = await fetch(`${cluster.url}/api/consumers/validation`, {
        method: 'POST', headers: { 'content-type': 'application/json', [RUN_HEADER]: pastCaptcha.runId }, body: JSON.stringify(body),
      });
      served.push(res.headers.get(SERVED_BY) ?? '?');
      return res.status;
    };
    const statuses = [];
    for (let i = 0; i < VALIDATIONS_PER_RUN_PER_HOUR + 2; i++) statuses.push(await validate());
    expect(statuses).toEqual([...Array<number>(VALIDATIONS_PER_RUN_PER_HOUR).fill(200), 429, 429]);
    expect([...new Set(served)].sort()).toEqual(names());
  });

  it('a questionnaire version published on one process is served by every process within a few seconds', async () => {
    await createUser(db, { email: 'cluster.publisher@example.org', role: 'superAdmin', password: PASSWORD });
    const exchange = await signInAtProvider(fetchSend, await loginConfig(), 'cluster.publisher@example.org', PASSWORD);
    const jar = new CookieJar();
    jar.store((await fetch(`${cluster.url}/api/user/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: exchange.code, codeVerifier: exchange.codeVerifier, nonce: exchange.nonce }),
    })).headers.getSetCookie());
    const [first] = cluster.processes;
    const post = (url: string, body: object) => fetch(url, { method: 'POST', headers: { ...jar.header(), origin: cluster.url, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const servedBy = async (url: string) => ((await (await post(`${url}/api/flow-runs`, { flowId: 'consumer' })).json()) as FlowRunReply).flow.version;

    const live = await servedBy(first!.url);
    const draft = (await (await post(`${first!.url}/api/flows/consumer/drafts`, { from: live })).json()) as FlowVersionDetail;
    const published = await post(`${first!.url}/api/flows/consumer/versions/${draft.version.version}/publish`, { notes: 'Same rules, new number' });
    expect(published.status).toBe(200);
    const at = Date.now();
    for (const p of cluster.processes) {
      let version = await servedBy(p.url);
      while (version !== draft.version.version && Date.now() - at < 5_000) {
        await new Promise((r) => setTimeout(r, 100));
        version = await servedBy(p.url);
      }
      expect(version, p.name).toBe(draft.version.version);
    }
  });
});
