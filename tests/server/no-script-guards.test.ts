import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import { countedNetworks, NO_SCRIPT_LIMITS } from '#server/areas/captcha/index.ts';
import { flowRunDeps, submitFlowStep, type SubmissionChannel } from '#server/areas/flow-runs/index.ts';
import { createKeyedHasher } from '#server/crypto/keyed-hash.ts';
import configSchema from '#server/config/config.schema.json' with { type: 'json' };
import { answersFor, buildFlowApp, CAPTCHA_STEP, END_STEP, maria, setQuota, submit, VIDEO_STEP, walk } from './flow-helpers.ts';
import { testDatabases } from './test-db.ts';

/** A step as a page without a script posts it (decision 086): its fields, and the client's address. */
function posted(app: FastifyInstance, reply: FlowRunReply, address: string, locale?: string) {
  const step = reply.step!;
  const form: SubmissionChannel = { channel: 'form', address };
  // A form has no captcha payload and no player: what it sends for those questions does not count.
  const answers = answersFor(step.questions as ViewQuestion[], maria).filter((a) => !['RECAPTCHA', 'VIDEO'].includes(step.questions.find((q) => q.id === a.questionId)!.type));
  return submitFlowStep(flowRunDeps(app), reply.runId, step.number, answers, locale, null, form);
}

/** The error a refused step gives, as the page shows it beside the question. */
async function refusal(promise: Promise<unknown>): Promise<{ statusCode: number; fields: { questionId: string; code: string; message: string }[] }> {
  const error = await promise.then(() => null, (e: unknown) => e as { statusCode: number; extra?: { fields?: { questionId: string; code: string; message: string }[] } });
  if (!error) throw new Error('the step was accepted');
  return { statusCode: error.statusCode, fields: error.extra?.fields ?? [] };
}

const passCount = async (app: FastifyInstance) => Number((await app.db.selectFrom('no_script_passes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);

describe.each(testDatabases())('a questionnaire posted without a script on $name (decision 086)', (database) => {
  let app: FastifyInstance;
  let clock: { at: Date };
  beforeAll(async () => {
    ({ app, clock } = await buildFlowApp(database));
    await setQuota(app, 'CO', 1000);
  });
  afterAll(() => app.close());

  const atCaptcha = () => walk(app, maria, { stopBefore: CAPTCHA_STEP });

  it('passes the captcha without a proof, three times an hour and six a day per address, each refusal saying when again', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      const reply = await posted(app, await atCaptcha(), address);
      expect(reply.step!.number).toBe(CAPTCHA_STEP + 1);
    }
    const fourth = await refusal(posted(app, await atCaptcha(), address));
    expect(fourth.statusCode).toBe(422);
    expect(fourth.fields).toEqual([expect.objectContaining({
      code: 'captchaInvalid',
      message: 'Too many requests without JavaScript have come from your internet connection. Turn on JavaScript to go on now, or try again in about 1 hour.',
    })]);
    const spanish = await refusal(posted(app, await atCaptcha(), address, 'es'));
    expect(spanish.fields[0]!.message).toBe('Han llegado demasiadas solicitudes sin JavaScript desde su conexión a internet. Active JavaScript para seguir ahora, o inténtelo de nuevo en aproximadamente 1 hora.');
    // Another address is counted on its own; the app's own captcha is untouched.
    expect((await posted(app, await atCaptcha(), '198.51.100.8')).step!.number).toBe(CAPTCHA_STEP + 1);
    expect((await walk(app, maria, { stopBefore: VIDEO_STEP })).step!.number).toBe(VIDEO_STEP);

    // An hour on, three more; then the day's six are used, free again when the first leaves the day.
    clock.at = new Date(clock.at.getTime() + 60 * 60_000 + 1000);
    for (let i = 0; i < 3; i++) expect((await posted(app, await atCaptcha(), address)).step!.number).toBe(CAPTCHA_STEP + 1);
    clock.at = new Date(clock.at.getTime() + 60 * 60_000 + 1000);
    const seventh = await refusal(posted(app, await atCaptcha(), address));
    expect(seventh.fields[0]!.message).toMatch(/try again in about 22 hours\.$/);
  }, 60_000);

  it('counts passes sent at once, to any process, no further than the limit', async () => {
    const address = '198.51.100.20';
    const runs = await Promise.all([1, 2, 3, 4, 5].map(() => atCaptcha()));
    const outcomes = await Promise.allSettled(runs.map((run) => posted(app, run, address)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(NO_SCRIPT_LIMITS.perNetwork[0].max);
  }, 60_000);

  it('counts the captcha again when Back returns to its step, as the app asks for a new proof there', async () => {
    const address = '198.51.100.30';
    const run = await atCaptcha();
    await posted(app, run, address);
    const before = await passCount(app);
    const back = await app.inject({ method: 'POST', url: `/api/flow-runs/${run.runId}/back`, payload: { step: CAPTCHA_STEP } });
    expect(back.statusCode).toBe(200);
    expect((await posted(app, back.json(), address)).step!.number).toBe(CAPTCHA_STEP + 1);
    expect(await passCount(app)).toBe(before + 1);
  }, 60_000);

  it("holds the video by the server's time alone, saying the wait in minutes before and when refused", async () => {
    const atVideo = await posted(app, await atCaptcha(), '198.51.100.40');
    expect(atVideo.step!.number).toBe(VIDEO_STEP);
    const media = atVideo.step!.questions.find((q) => q.type === 'VIDEO')!.media!;
    expect(media.durationSeconds).toBeGreaterThan(160);
    const early = await refusal(posted(app, atVideo, '198.51.100.40'));
    expect(early.fields).toEqual([expect.objectContaining({ code: 'mediaIncomplete', message: 'You can continue in about 3 minutes.' })]);
    expect((await refusal(posted(app, atVideo, '198.51.100.40', 'es'))).fields[0]!.message).toBe('Puede continuar en unos 3 minutos.');
    clock.at = new Date(clock.at.getTime() + 100_000);
    const later = await refusal(posted(app, atVideo, '198.51.100.40'));
    expect(later.fields[0]!.message).toBe('You can continue in about 1 minute.');
    // The app's page still counts down in seconds.
    const api = await submit(app, atVideo.runId, VIDEO_STEP, [{ questionId: atVideo.step!.questions.find((q) => q.type === 'VIDEO')!.id, value: true }]);
    expect(api.json().fields[0].message).toMatch(/^You can continue in \d+ seconds\.$/);
    clock.at = new Date(clock.at.getTime() + media.durationSeconds! * 1000);
    expect((await posted(app, atVideo, '198.51.100.40')).step!.number).toBe(VIDEO_STEP + 1);
  }, 60_000);
});

describe('the QA environment, posted without a script', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildFlowApp(undefined, { env: { PORTAL_ENV: 'qa' } }));
    await setQuota(app, 'CO', 1000);
  });
  afterAll(() => app.close());

  it('is spared the captcha limits and the video wait, as the app is', async () => {
    for (let i = 0; i < NO_SCRIPT_LIMITS.perNetwork[1].max + 1; i++) {
      const reply = await walk(app, maria, { stopBefore: CAPTCHA_STEP });
      expect((await posted(app, reply, '198.51.100.50')).step!.number).toBe(CAPTCHA_STEP + 1);
    }
    const atVideo = await posted(app, await walk(app, maria, { stopBefore: CAPTCHA_STEP }), '198.51.100.50');
    expect((await posted(app, atVideo, '198.51.100.50')).step!.number).toBe(VIDEO_STEP + 1);
    expect(await passCount(app)).toBe(0);
  }, 60_000);
});

describe('what automating an order without a script costs (decision 086; figures: npm run bench -- order-path-cost)', () => {
  it('lets one address place far fewer orders an hour and a day than the public routes let it place with the script', () => {
    const rateLimit = (configSchema.properties.RATE_LIMIT_MAX as { default: number }).default;
    // With the script: every step of an order is a post to the step route, limited per minute and address.
    const scriptedPerHour = Math.floor((rateLimit * 60) / (END_STEP - 1));
    const [hour, day] = NO_SCRIPT_LIMITS.perNetwork;
    expect(hour.max * 10).toBeLessThan(scriptedPerHour);
    expect(day.max * 10).toBeLessThan(scriptedPerHour * 24);
    // A block of IPv6 networks is not thousands of networks: its /48 has limits of its own.
    expect(NO_SCRIPT_LIMITS.perSite[0].max).toBeLessThan(scriptedPerHour);
  });
});

describe('the networks a pass is counted against', () => {
  const hasher = createKeyedHasher('test-key');
  const keys = (address: string) => countedNetworks(hasher, address).map((n) => n.key);

  it('counts an IPv4 address alone, written either way', () => {
    expect(keys('203.0.113.9')).toHaveLength(1);
    expect(keys('::ffff:203.0.113.9')).toEqual(keys('203.0.113.9'));
    expect(keys('203.0.113.10')).not.toEqual(keys('203.0.113.9'));
  });

  it('counts an IPv6 address by its /64 and its /48, however it is written', () => {
    const [net, site] = keys('2001:db8:1:2::1');
    expect(keys('2001:0db8:0001:0002:ffff:0:0:9')).toEqual([net, site]);
    const [otherNet, sameSite] = keys('2001:db8:1:3::1');
    expect(otherNet).not.toBe(net);
    expect(sameSite).toBe(site);
    expect(keys('2001:db8:2::1')[1]).not.toBe(site);
  });

  it('keeps no address readable', () => {
    expect(keys('203.0.113.9')[0]).not.toContain('203');
  });
});
