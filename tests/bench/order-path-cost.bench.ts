/**
 * What automating an order costs an attacker, with the page's script and without it (decision 086). Each path places
 * real orders on a portal as production runs it (not QA: the captcha and the video count), a person of its own each
 * (the order rules refuse the same person twice, on both paths alike):
 * - with the script: the requests of one order (the run, each step, the captcha's challenge), the processor time of
 *   the captcha's proof of work at the portal's own difficulty (solved here as a script would, averaged), and the
 *   orders one address can place in an hour under the public routes' limit (RATE_LIMIT_MAX a minute per route);
 * - without it: the requests of one order (each step one form post; the first starts the run), no proof of work,
 *   and the orders one address places before its network's limits refuse the captcha, counted on the portal, in an
 *   hour and in a day of its clock.
 * Both wait the video's length on the server's clock before the training step is accepted.
 */
import { performance } from 'node:perf_hooks';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import configSchema from '#server/config/config.schema.json' with { type: 'json' };
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import { CAPTCHA_DEFAULTS, captchaKeys, newChallenge } from '#server/areas/captcha/captcha.ts';
import { flowRunDeps, startFlowRun, submitFlowStep } from '#server/areas/flow-runs/index.ts';
import { WATCH_TOLERANCE_SECONDS } from '#server/areas/flow-runs/media-watch-time.ts';
import { answersFor, buildFlowApp, maria, setQuota, type Person } from '../server/flow-helpers.ts';
import type { Report } from './run.ts';

const SOLVES = Number(process.env.BENCH_CAPTCHA_SOLVES ?? 20);
const RATE_LIMIT_MAX = (configSchema.properties.RATE_LIMIT_MAX as { default: number }).default;

const personOf = (i: number): Person => ({ ...maria, firstName: `Cost${i}`, lastName: `Bench${i}`, email: `cost.${i}@example.org` });
const typeOf = (reply: FlowRunReply, id: string) => reply.step!.questions.find((q) => q.id === id)!.type;

/** The seconds the server holds the run's video step: its length in the run's language, less the tolerance. */
const heldSeconds = (reply: FlowRunReply) => reply.step!.questions.reduce((sum, q) => sum + (q.type === 'VIDEO' ? (q.media?.durationSeconds ?? 0) - WATCH_TOLERANCE_SECONDS : 0), 0);

/** The processor time of one proof of work at the portal's difficulty, solved as a script solves it (ms, averaged). */
async function proofOfWorkMs(app: FastifyInstance): Promise<number> {
  let total = 0;
  for (let i = 0; i < SOLVES; i++) {
    const challenge = await newChallenge(captchaKeys(app.config.sessionSecret), CAPTCHA_DEFAULTS);
    const started = performance.now();
    const before = process.cpuUsage();
    if (!(await solveChallenge({ challenge, deriveKey }))) throw new Error('unsolved');
    const used = process.cpuUsage(before);
    total += Math.max(performance.now() - started, (used.user + used.system) / 1000);
  }
  return total / SOLVES;
}

/** One order with the script: the API's requests, counted; the captcha an easy challenge (its cost is measured apart). */
async function orderWithScript(app: FastifyInstance, clock: { at: Date }, person: Person): Promise<{ requests: number; held: number }> {
  let requests = 1;
  let reply = (await app.inject({ method: 'POST', url: '/api/flow-runs', payload: { flowId: 'consumer' } })).json() as FlowRunReply;
  let held = 0;
  while (reply.step && !reply.step.final) {
    const questions = reply.step.questions as ViewQuestion[];
    let captcha: string | undefined;
    if (questions.some((q) => q.type === 'RECAPTCHA')) {
      requests++;
      const challenge = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
      // The portal's challenge, solved; the proof of work's time is proofOfWorkMs's.
      const solution = await solveChallenge({ challenge, deriveKey });
      captcha = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
    }
    held += heldSeconds(reply);
    clock.at = new Date(clock.at.getTime() + heldSeconds(reply) * 1000 + 1000);
    requests++;
    const res = await app.inject({ method: 'POST', url: `/api/flow-runs/${reply.runId}/steps/${reply.step.number}`, payload: { answers: answersFor(questions, { ...person, captcha }) } });
    if (res.statusCode !== 200) throw new Error(`with the script, step ${reply.step.number}: ${res.statusCode} ${res.body}`);
    reply = res.json();
  }
  if (reply.status !== 'completed') throw new Error(`with the script the run ended ${reply.status}`);
  return { requests, held };
}

/** One order without the script, from `address`: each step one form post; null when the network's limit refused it. */
async function orderWithoutScript(app: FastifyInstance, clock: { at: Date }, person: Person, address: string): Promise<{ requests: number; held: number } | null> {
  const deps = flowRunDeps(app);
  let reply = await startFlowRun(deps, { flowId: 'consumer' });
  let requests = 0;
  let held = 0;
  while (reply.step && !reply.step.final) {
    const answers = answersFor(reply.step.questions as ViewQuestion[], person).filter((a) => !['RECAPTCHA', 'VIDEO'].includes(typeOf(reply, a.questionId)));
    held += heldSeconds(reply);
    const at = clock.at;
    clock.at = new Date(at.getTime() + heldSeconds(reply) * 1000 + 1000);
    requests++;
    try {
      reply = await submitFlowStep(deps, reply.runId, reply.step.number, answers, undefined, null, { channel: 'form', address });
    } catch (error) {
      const fields = (error as { extra?: { fields?: { code: string }[] } }).extra?.fields ?? [];
      clock.at = at;
      if (fields.some((f) => f.code === 'captchaInvalid')) return null;
      throw error;
    }
  }
  if (reply.status !== 'completed') throw new Error(`without the script the run ended ${reply.status}`);
  return { requests, held };
}

export default async function bench(report: Report): Promise<void> {
  const { app, clock } = await buildFlowApp(undefined, { env: { PORTAL_ENV: 'dev' } });
  try {
    await setQuota(app, 'CO', 1_000_000);
    const pow = await proofOfWorkMs(app);
    const scripted = await orderWithScript(app, clock, personOf(0));
    const stepPosts = scripted.requests - 2;
    // The tightest of the public routes' limits: the step route takes every step of every order.
    const scriptedPerHour = Math.floor((RATE_LIMIT_MAX * 60) / stepPosts);

    // Without the script, from one address: orders until the limit refuses, then an hour on, then the rest of a day.
    const start = clock.at.getTime();
    const address = '203.0.113.77';
    let placed = 0;
    let firstHour = 0;
    let plain: { requests: number; held: number } | null = null;
    for (let i = 1; clock.at.getTime() - start < 24 * 3600_000; i++) {
      const order = await orderWithoutScript(app, clock, personOf(i), address);
      if (order) {
        placed++;
        plain = order;
        if (clock.at.getTime() - start < 3600_000) firstHour = placed;
      } else {
        clock.at = new Date(clock.at.getTime() + 15 * 60_000);
      }
    }
    if (!plain) throw new Error('no order was placed without the script');

    report('with the script: requests per order', scripted.requests, 'requests');
    report('with the script: proof of work per order (portal difficulty)', Math.round(pow), 'ms of processor');
    report('with the script: seconds the server holds an order (the video)', Math.round(scripted.held), 's');
    report('with the script: orders one address can place in an hour', scriptedPerHour, 'orders');
    report('with the script: addresses for 1,000 orders a day', Math.ceil(1000 / (scriptedPerHour * 24)), 'addresses');
    report('without the script: requests per order', plain.requests, 'requests');
    report('without the script: proof of work per order', 0, 'ms of processor');
    report('without the script: seconds the server holds an order (the video)', Math.round(plain.held), 's');
    report('without the script: orders one address placed in its first hour', firstHour, 'orders');
    report('without the script: orders one address placed in a day', placed, 'orders');
    report('without the script: addresses for 1,000 orders a day', Math.ceil(1000 / placed), 'addresses');
  } finally {
    await app.close();
  }
}
