import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FlowRunReply } from '#schemas/generated/flow-run-api.ts';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { Flow, Media } from '#schemas/generated/flow.ts';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import { CAPTCHA_DEFAULTS, captchaKeys, newChallenge } from '#server/areas/captcha/captcha.ts';
import { consumerFlow } from '#server/areas/flows/consumer-flow.ts';
import type { Config } from '#server/config/config.ts';
import { buildTestApp, type TestDatabase } from './test-db.ts';

/** The newest version among flows/consumer/v<N>.json: the one a new run is pinned to. */
export const LATEST_CONSUMER_VERSION = Math.max(...readdirSync('flows/consumer').map((f) => /^v(\d+)\.json$/.exec(f)?.[1]).filter(Boolean).map(Number));

/**
 * A flows folder holding consumer v1 and v2 (English only) and the scenarios: the studio's mechanics tested on a seed
 * that stays put when the programme publishes new versions of the questionnaire.
 */
export function firstVersionsSeed(): string {
  const root = mkdtempSync(join(tmpdir(), 'flows-seed-'));
  mkdirSync(join(root, 'consumer'));
  for (const file of ['v1.json', 'v2.json']) copyFileSync(join('flows', 'consumer', file), join(root, 'consumer', file));
  writeScenariosUpTo(root, 2);
  return root;
}

/**
 * The scenarios as the repository held them when v`upTo` was the newest version: each names only the versions up to
 * it, and one written for later versions only is left out. A draft numbered after `upTo` has no scenarios of its own
 * then, and runs the latest's, as it did (engine/scenarios.ts runsOn).
 */
function writeScenariosUpTo(root: string, upTo: number): void {
  writeFileSync(join(root, 'consumer', 'scenarios.json'), `${JSON.stringify({ scenarios: scenariosUpTo(upTo) }, null, 2)}\n`);
}

/** The consumer scenarios as they stood when v`upTo` was the newest version (see writeScenariosUpTo). */
export function scenariosUpTo(upTo: number): Scenario[] {
  const file = JSON.parse(readFileSync(join('flows', 'consumer', 'scenarios.json'), 'utf8')) as { scenarios: Scenario[] };
  return file.scenarios.flatMap((s): Scenario[] => {
    if (!s.versions) return [s];
    const [first, ...rest] = s.versions.filter((v) => v <= upTo);
    return first === undefined ? [] : [{ ...s, versions: [first, ...rest] }];
  });
}

/**
 * A flows folder holding consumer v1 to v`upTo` and the scenarios: tests of the questionnaire's mechanics written
 * against the 11-step shape of v1–v3 (step numbers, Required Information on step 5) keep running on it, as runs
 * started on those versions do (decision 053).
 */
export function versionsSeed(upTo: number): string {
  const root = mkdtempSync(join(tmpdir(), 'flows-seed-'));
  mkdirSync(join(root, 'consumer'));
  for (let version = 1; version <= upTo; version++) copyFileSync(join('flows', 'consumer', `v${version}.json`), join(root, 'consumer', `v${version}.json`));
  writeScenariosUpTo(root, upTo);
  return root;
}

const latestFlow = JSON.parse(readFileSync(join('flows', 'consumer', `v${LATEST_CONSUMER_VERSION}.json`), 'utf8')) as Flow;

/** The END step of the latest version (15 in v5): the step count a run shows. */
export const END_STEP = latestFlow.steps.length;

/** The number of the latest version's step holding a question that fits: stepWith((q) => q.type === 'RECAPTCHA'). */
export function stepWith(fits: (q: Flow['steps'][number]['questions'][number]) => boolean): number {
  const step = latestFlow.steps.find((s) => s.questions.some(fits));
  if (!step) throw new Error('no step of the latest consumer version holds such a question');
  return step.number;
}

/**
 * Steps of the latest version by what they hold (consumer v5: the captcha on 8, the video on 9), and the step whose
 * Next places the order (the one before END: v5's check-your-answers step, 14).
 */
export const CAPTCHA_STEP = stepWith((q) => q.type === 'RECAPTCHA');
export const VIDEO_STEP = stepWith((q) => q.type === 'VIDEO');
export const PLACING_STEP = END_STEP - 1;

/** A Friday in March 2025, midday in Denver and in Kentucky: the scenarios' `today`. */
export const SCENARIO_NOW = new Date('2025-03-14T18:00:00Z');

/**
 * What the questionnaire helpers need of a portal: an app (`app.inject`) or portal processes over the network
 * (`cluster/http-target.ts`).
 */
export interface FlowTarget {
  inject(request: { method: 'POST'; url: string; payload: object }): Promise<Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'json'>>;
  readonly config: Pick<Config, 'env' | 'sessionSecret'>;
}

const clocks = new WeakMap<FlowTarget, { clock: { at: Date }; app: FastifyInstance }>();

/** An app for questionnaire tests: a fixed clock (movable through `clock.at`), a rate limit tests never reach. */
export async function buildFlowApp(
  database: TestDatabase | undefined, options: { env?: Record<string, string>; at?: Date; flowsRoot?: string; webRoot?: string } = {},
) {
  const clock = { at: options.at ?? SCENARIO_NOW };
  const app = await buildTestApp({
    ...(database ? { database } : {}), ...(options.flowsRoot ? { flowsRoot: options.flowsRoot } : {}), ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    env: { RATE_LIMIT_MAX: '100000', ...options.env }, now: () => clock.at,
  });
  clocks.set(app, { clock, app });
  return { app, clock };
}

/**
 * Lets the app's clock run on by the length of the step's videos, as if the person watched them to the end (outside
 * QA the server refuses a video answered sooner). Apps without a test clock are left alone.
 */
export function watchVideos(target: FlowTarget, questions: readonly ViewQuestion[]): void {
  const held = clocks.get(target);
  if (!held) return;
  const { clock, app } = held;
  // The longest of the video's languages (decision 057): enough whatever language the run reads.
  const longest = (media: Media | undefined) => Math.max(media?.durationSeconds ?? 0, ...Object.values(media?.localised ?? {}).map((own) => own.durationSeconds ?? 0));
  const declared = new Map(consumerFlow(app.flows).steps.flatMap((s) => s.questions).map((q) => [q.id, longest(q.media)]));
  const seconds = questions.reduce((sum, q) => sum + (q.type === 'VIDEO' ? (declared.get(q.id) ?? 0) : 0), 0);
  if (seconds > 0) clock.at = new Date(clock.at.getTime() + seconds * 1000);
}

/** The texts of the emails that told `to` why an order was refused (decision 042), oldest first. */
export async function refusalNotices(app: Pick<FastifyInstance, 'db' | 'fieldCipher'>, to: string): Promise<string[]> {
  const rows = await app.db.selectFrom('outbox').select(['to_address', 'text_body']).where('kind', '=', 'order-refused').orderBy('created_at').orderBy('id').execute();
  return rows.filter((r) => r.to_address !== '' && app.fieldCipher.decrypt(r.to_address) === to).map((r) => r.text_body);
}

export async function setQuota(app: Pick<FastifyInstance, 'db'>, state: string, quantity: number): Promise<void> {
  const at = new Date().toISOString();
  await app.db.deleteFrom('quotas').where('state', '=', state).execute();
  await app.db.insertInto('quotas').values({ id: `quota-${state}-${Math.random()}`, state, quota_period: 'MONTHLY', quantity, created_at: at, updated_at: at }).execute();
}

/** A solved captcha payload, as the widget sends it (an easy challenge: same keys and checks, little work). */
export async function solvedCaptcha(app: FlowTarget, settings: Partial<typeof CAPTCHA_DEFAULTS> = {}): Promise<string> {
  const challenge = await newChallenge(captchaKeys(app.config.sessionSecret), { ...CAPTCHA_DEFAULTS, cost: 1, counterMin: 1, counterMax: 30, ...settings });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the test challenge');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

export interface Person {
  state: 'CO' | 'KY';
  county?: string;
  product?: 'NARCAN' | 'generic';
  requestReason?: string;
  qty?: number;
  firstName: string;
  lastName: string;
  dob: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  address2?: string;
  captcha?: string;
  /** consumer v6 on: the answer to "Would you like an email before your kit expires?"; unanswered when absent */
  expiryReminder?: 'yes' | 'no';
}

export const maria: Person = {
  state: 'CO', firstName: 'Maria', lastName: 'Lopez', dob: '1986-07-02', email: 'maria.lopez@example.org', phone: '(303) 555-0142',
  address: '1437 Bannock St', address2: 'Apt 4', city: 'Denver', zip: '80202', qty: 4,
};

export const dale: Person = {
  state: 'KY', county: 'Pike', product: 'generic', firstName: 'Dale', lastName: 'Hatfield', dob: '1971-11-23', email: 'dale.hatfield@example.net',
  phone: '606-555-0199', address: '118 Main St', city: 'Pikeville', zip: '41501-1234', qty: 2,
};

type Item = { questionId: string; choiceIds?: string[]; value?: string | boolean };

const byValue = (q: ViewQuestion, value: string | number) => q.choices.find((c) => c.value === value || c.choice === value);

/**
 * The answers a person gives to a step, read from the step's questions (types, field names, offered
 * choices) rather than from question ids written here.
 */
export function answersFor(questions: readonly ViewQuestion[], person: Person): Item[] {
  const items: Item[] = [];
  const choose = (q: ViewQuestion, value: string | number) => {
    const choice = byValue(q, value);
    if (!choice) throw new Error(`question ${q.id} offers no choice ${value}: ${q.choices.map((c) => c.value ?? c.id).join(', ')}`);
    items.push({ questionId: q.id, choiceIds: [choice.id] });
  };
  const text: Record<string, string> = {
    firstName: person.firstName, lastName: person.lastName, dob: person.dob, email: person.email, phone: person.phone,
    address: person.address, city: person.city, zip: person.zip,
    shippingAddress: person.address, shippingCity: person.city, shippingZip: person.zip,
    ...(person.address2 ? { shippingAddress2: person.address2 } : {}),
  };
  for (const q of questions) {
    if (!q.visible || q.readOnly) continue;
    switch (q.type) {
      case 'US_STATES_DROPDOWN':
        choose(q, person.state);
        break;
      case 'CLICKABLE_ANSWER':
        items.push({ questionId: q.id, choiceIds: [q.rightAnswerId!] });
        break;
      case 'VIDEO':
      case 'PDF':
        items.push({ questionId: q.id, value: true });
        break;
      case 'RECAPTCHA':
        if (person.captcha) items.push({ questionId: q.id, value: person.captcha });
        break;
      case 'CHECKBOX':
        items.push({ questionId: q.id, value: false });
        break;
      case 'END':
      case 'INFO':
        break;
      default:
        if (q.field === 'ndc') items.push({ questionId: q.id, choiceIds: [q.choices.find((c) => person.product !== 'generic' ? /NARCAN/.test(c.choice) : !/NARCAN/.test(c.choice))!.id] });
        else if (q.field === 'state') choose(q, person.state);
        else if (q.field === 'requestReason') choose(q, person.requestReason ?? 'New Request');
        else if (q.field === 'qty') choose(q, person.qty ?? 1);
        else if (q.field === 'why') items.push({ questionId: q.id, choiceIds: [q.choices[0]!.id] });
        else if (q.field === 'shippingAddressType') choose(q, 'Home');
        else if (q.field === 'gender') choose(q, 'Female');
        else if (q.field === 'shippingCounty') choose(q, person.county!);
        else if (q.field === 'expiryReminder' && person.expiryReminder) choose(q, person.expiryReminder);
        else if (q.field && text[q.field] !== undefined) items.push({ questionId: q.id, value: text[q.field]! });
        else if (!q.mandatory) continue;
        else throw new Error(`no answer for question ${q.id} (${q.type}, field ${q.field})`);
    }
  }
  return items;
}

export async function startRun(app: FlowTarget): Promise<FlowRunReply> {
  const res = await app.inject({ method: 'POST', url: '/api/flow-runs', payload: { flowId: 'consumer' } });
  if (res.statusCode !== 201) throw new Error(`start: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function submit(app: FlowTarget, runId: string, number: number, answers: unknown[]): ReturnType<FlowTarget['inject']> {
  return app.inject({ method: 'POST', url: `/api/flow-runs/${runId}/steps/${number}`, payload: { answers } });
}

/**
 * Walks a run from its current step, answering as `person`, until the END step or `stopBefore`; returns the last
 * reply. Fails on any reply other than 200.
 */
export async function walk(app: FlowTarget, person: Person, options: { from?: FlowRunReply; stopBefore?: number } = {}): Promise<FlowRunReply> {
  let reply = options.from ?? (await startRun(app));
  while (reply.step && !reply.step.final && reply.step.number !== options.stopBefore) {
    const step = reply.step;
    const answers = answersFor(step.questions as ViewQuestion[], step.questions.some((q) => q.type === 'RECAPTCHA') && !person.captcha ? { ...person, captcha: await solvedCaptcha(app) } : person);
    if (app.config.env !== 'qa') watchVideos(app, step.questions as ViewQuestion[]);
    const res = await submit(app, reply.runId, step.number, answers);
    if (res.statusCode !== 200) throw new Error(`step ${step.number}: ${res.statusCode} ${res.body}`);
    reply = res.json();
  }
  return reply;
}
