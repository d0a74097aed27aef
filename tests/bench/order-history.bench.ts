/**
 * Whether the time of the questionnaire's replies tells that someone who shares one detail ordered (decision 042): runs
 * of strangers and runs of people who type a customer's email with another name (a customer of their own each, who
 * ordered once), in turns, each timed at the step that validates the details (step 5) and at the step that places the
 * order (the last quiz answer). In process
 * (app.inject), as QA runs (the captcha counts as solved and the video as watched), on SQLite. Printed: the median of
 * each kind at each step, and how often the medians of 5 runs of each kind tell them apart (50 % is a coin toss).
 */
import type { FastifyInstance } from 'fastify';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import { answersFor, maria, setQuota, submit, walk, type Person } from '../server/flow-helpers.ts';
import { withPortal } from './http.bench.ts';
import type { Report } from './run.ts';
import { PROBE, median, toldApart } from './timing-tell.ts';

const PAIRS = Number(process.env.BENCH_ORDER_HISTORY_PAIRS ?? 200);


/** Walks to `step`, then times the answers of that step; returns the reply's milliseconds. */
async function timedStep(app: FastifyInstance, person: Person, step: number): Promise<number> {
  const at = await walk(app, person, { stopBefore: step });
  if (at.step?.number !== step) throw new Error(`the run stopped at ${at.step?.number ?? at.status}`);
  const answers = answersFor(at.step.questions as ViewQuestion[], person);
  const started = process.hrtime.bigint();
  const res = await submit(app, at.runId, step, answers);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode !== 200) throw new Error(`step ${step}: ${res.statusCode} ${res.body}`);
  return ms;
}

export default async function bench(report: Report): Promise<void> {
  const t = await withPortal(async (app) => {
    await setQuota(app, 'CO', 10_000_000);
    const customer = (i: number, step: number) => `customer.${step}.${i}@example.org`;
    for (let i = 0; i < PAIRS; i++) {
      for (const step of [5, 10]) await walk(app, { ...maria, qty: 1, lastName: `Customer${step}x${i}`, email: customer(i, step), address: `${i} Customer St` });
    }
    const stranger = (i: number, step: number): Person => ({ ...maria, qty: 1, lastName: `Stranger${step}x${i}`, email: `stranger.${step}.${i}@example.org` });
    const prober = (i: number, step: number): Person => ({ ...maria, qty: 1, lastName: `Prober${step}x${i}`, email: customer(i, step) });
    const out = { validateStranger: [] as number[], validateProber: [] as number[], orderStranger: [] as number[], orderProber: [] as number[] };
    for (let i = 0; i < PAIRS; i++) {
      out.validateStranger.push(await timedStep(app, stranger(i, 5), 5));
      out.validateProber.push(await timedStep(app, prober(i, 5), 5));
      out.orderStranger.push(await timedStep(app, stranger(i, 10), 10));
      out.orderProber.push(await timedStep(app, prober(i, 10), 10));
    }
    return out;
  }, { PORTAL_ENV: 'qa', SEED_DEMO: 'false' });
  report('details validated (step 5), stranger, median', median(t.validateStranger), 'ms');
  report('details validated (step 5), same email as a customer, median', median(t.validateProber), 'ms');
  report(`step 5: ${PROBE} runs of each tell them apart`, toldApart(t.validateProber, t.validateStranger), '% of probes', '≈ 50');
  report('order placed (step 10), stranger, median', median(t.orderStranger), 'ms');
  report('order placed (step 10), same email as a customer (held for staff), median', median(t.orderProber), 'ms');
  report(`step 10: ${PROBE} runs of each tell them apart`, toldApart(t.orderProber, t.orderStranger), '% of probes', '≈ 50');
}
