import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import { answersFor, buildFlowApp, CAPTCHA_STEP, maria, setQuota, submit, VIDEO_STEP, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

describe.each(testDatabases())('the captcha on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFlowApp(database));
    await setQuota(app, 'CO', 1000);
  });
  afterAll(() => app.close());

  it('hands out a signed challenge the widget can solve, accepted once at step 5', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json() as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyLength: 32 });
    expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeGreaterThan(590);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    // The widget's work: about counter × cost PBKDF2 iterations (a second or two here).
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');

    const p = { ...maria, email: 'captcha.person@example.org' };
    const atDetails = await walk(app, p, { stopBefore: CAPTCHA_STEP });
    const answers = answersFor(atDetails.step!.questions as ViewQuestion[], { ...p, captcha: payload });
    const accepted = await submit(app, atDetails.runId, CAPTCHA_STEP, answers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().step.number).toBe(CAPTCHA_STEP + 1);
    expect(await app.db.selectFrom('captcha_spent').select('id').where('id', '=', challenge.parameters.nonce).execute()).toHaveLength(1);
  }, 60_000);

  it('gives a different challenge each time', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => app.inject({ method: 'GET', url: '/api/captcha/challenge' })));
    expect(a!.json().parameters.nonce).not.toBe(b!.json().parameters.nonce);
  });
});

describe('the QA environment', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFlowApp(undefined, { env: { PORTAL_ENV: 'qa' } }));
    await setQuota(app, 'CO', 1000);
  });
  afterAll(() => app.close());

  it('auto-verifies the captcha (any value, or none) and completes the video by itself', async () => {
    const p = { ...maria, email: 'qa.person@example.org' };
    const atDetails = await walk(app, p, { stopBefore: CAPTCHA_STEP });
    const withoutCaptcha = answersFor(atDetails.step!.questions as ViewQuestion[], { ...p, captcha: undefined });
    const details = await submit(app, atDetails.runId, CAPTCHA_STEP, withoutCaptcha);
    expect(details.statusCode).toBe(200);
    const video = await submit(app, atDetails.runId, VIDEO_STEP, []);
    expect(video.statusCode).toBe(200);
    expect(video.json().step.number).toBe(VIDEO_STEP + 1);
  });
});
