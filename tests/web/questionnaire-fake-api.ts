/**
 * The flow API as the browser sees it, answered by the real engine over flows/consumer/v1.json: the step views
 * are the engine's, not hand-written copies. Installed as `fetch` for page tests; records what the page sent.
 */
import { vi } from 'vitest';
import { decideStep, startRun } from '#engine/decide-step.ts';
import { applyEffectResult } from '#engine/effect-result.ts';
import { stepBack } from '#engine/step-back.ts';
import { stepView } from '#engine/step-view.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { EffectResult, RunState, StepDecision } from '#schemas/generated/flow-api.ts';
import { ENV, FIRST_TIMER, loadV1 } from '#tests/engine/fixtures.ts';

export interface FakeApiOptions {
  portalEnv?: 'dev' | 'qa' | 'prod';
  remainingUnits?: number;
  validation?: object;
  /** the HTTP status the order step answers with instead of placing the order */
  orderFails?: number;
  flow?: Flow;
  /** as the server does outside QA: the seconds until it accepts the video, on the step that shows it */
  videoAcceptedInSeconds?: number;
}

export interface FakeApi {
  runs: Map<string, RunState>;
  /** bodies posted to /steps/{n}, in order */
  posted: { step: number; body: { answers: { questionId: string; value?: unknown; choiceIds?: string[] }[] } }[];
  /** the steps asked for with POST /back, in order */
  backs: number[];
  /** answer the next step POST with this status and body instead of the engine's decision */
  nextStepReply: { status: number; body: unknown } | null;
  /** bodies posted to /api/flow-runs (new runs), in order */
  starts: Record<string, unknown>[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function runReply(runId: string, flow: Flow, decision: StepDecision) {
  const run = decision.runState;
  const mrn = run.effects.order?.mrn ?? null;
  // As the server does for a placed order: its facts, read from the order (here: from the answers).
  const confirmation = run.status === 'completed' && mrn
    ? { mrn, productName: 'NARCAN Nasal Spray 4 mg', kits: Number(run.answers['q-qty']?.choiceIds?.[0]?.replace('qty-', '') ?? 1), shipTo: { city: String(run.answers['q-ship-city']?.value ?? ''), state: 'CO', zip: String(run.answers['q-ship-zip']?.value ?? '') } }
    : null;
  const base = { runId, flow: { id: flow.id, version: flow.version }, status: run.status, mrn, confirmation };
  if (decision.kind === 'step') return { ...base, step: decision.view, outcome: null, message: null, reasons: [] };
  if (decision.kind === 'ineligible') return { ...base, step: null, outcome: 'ineligible', message: decision.message, reasons: [] };
  return { ...base, step: null, outcome: 'refused', message: 'Your request cannot be accepted.', reasons: run.outcome?.messages ?? [] };
}

export function installFakeApi(options: FakeApiOptions = {}): FakeApi {
  const flow = options.flow ?? loadV1();
  const api: FakeApi = { runs: new Map(), posted: [], backs: [], nextStepReply: null, starts: [] };
  const results: Record<string, Omit<EffectResult, 'effect'>> = {
    fetchRemainingUnits: { remainingUnits: options.remainingUnits ?? 480 },
    validateConsumer: options.validation ?? FIRST_TIMER,
    submitOrder: { mrn: 'NX-TEST2345' },
    recordResponse: { recorded: true },
  };
  let orderFailed = false;
  const settle = (decision: StepDecision): StepDecision => {
    let d = decision;
    while (d.kind === 'effect') {
      if (d.effect.name === 'submitOrder' && options.orderFails && !orderFailed) {
        orderFailed = true;
        throw options.orderFails;
      }
      d = applyEffectResult(flow, d.runState, { effect: d.effect.name, ...results[d.effect.name] }, ENV);
    }
    return d;
  };
  let nextId = 1;
  const reply = (runId: string, decision: StepDecision) => {
    const body = runReply(runId, flow, decision);
    const wait = options.videoAcceptedInSeconds;
    if (!wait || !body.step) return body;
    const questions = body.step.questions.map((q) => (q.type === 'VIDEO' && q.media ? { ...q, media: { ...q.media, acceptedInSeconds: wait } } : q));
    return { ...body, step: { ...body.step, questions } };
  };

  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === '/api/env') return json(200, { portalEnv: options.portalEnv ?? 'dev' });
    if (method === 'POST' && url.pathname === '/api/flow-runs') {
      api.starts.push(body as Record<string, unknown>);
      const runId = `run-${nextId++}`;
      const decision = settle(startRun(flow, ENV));
      api.runs.set(runId, decision.runState);
      return json(201, reply(runId, decision));
    }
    const match = /^\/api\/flow-runs\/([^/]+)(?:\/steps\/(\d+)|\/back)?$/.exec(url.pathname);
    const run = match && api.runs.get(match[1]!);
    if (!match || !run) return json(404, { code: 'NOT_FOUND', message: 'No such run.' });
    const runId = match[1]!;
    if (method === 'GET' && !match[2]) {
      const decision: StepDecision =
        run.status === 'ineligible' ? { kind: 'ineligible', runState: run, message: run.outcome?.messages[0] ?? '' }
        : run.status === 'refused' ? { kind: 'refused', runState: run, reasons: run.outcome?.messages ?? [] }
        : { kind: 'step', runState: run, view: stepView(flow, run, 'en', ENV)! };
      return json(200, reply(runId, decision));
    }
    if (method === 'POST' && url.pathname.endsWith('/back')) {
      api.backs.push(body.step);
      const decision = stepBack(flow, run, body.step, ENV);
      if (decision.kind === 'rejected') return json(409, { code: 'CANNOT_GO_BACK', message: decision.message });
      api.runs.set(runId, decision.runState);
      return json(200, reply(runId, decision));
    }
    const step = Number(match[2]);
    api.posted.push({ step, body });
    if (api.nextStepReply) {
      const reply = api.nextStepReply;
      api.nextStepReply = null;
      return json(reply.status, reply.body);
    }
    // As the server does: a captcha answer is verified before the engine sees it (here: any non-empty proof).
    const answers = (body.answers as { questionId: string; value?: unknown }[]).map((a) =>
      a.questionId === 'q-captcha' && typeof a.value === 'string' && a.value ? { ...a, value: 'verified' } : a,
    );
    let decision: StepDecision;
    try {
      decision = settle(decideStep(flow, run, step, answers, ENV));
    } catch (status) {
      return json(status as number, { code: 'INTERNAL', message: "We've encountered an error. Please try again later." });
    }
    if (decision.kind === 'fieldErrors') {
      return json(422, { code: 'ANSWERS_INVALID', message: 'Some answers need attention.', fields: decision.errors.map((e) => ({ questionId: e.questionId ?? '', message: e.message })) });
    }
    if (decision.kind === 'rejected') return json(409, { code: decision.code, message: decision.message });
    api.runs.set(runId, decision.runState);
    if (decision.kind === 'refused') return json(406, { code: 'NOT_ACCEPTABLE', message: 'Your request cannot be accepted.', reasons: decision.reasons });
    return json(200, reply(runId, decision));
  });
  return api;
}
