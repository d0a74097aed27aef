import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_FIELD, pressField } from '#engine/answer-form-fields.ts';
import type { ViewQuestion } from '#schemas/generated/flow-api.ts';
import type { OrderPlacedPageState, QuestionnairePageState } from '#schemas/questionnaire-page-state.ts';
import { runCookieName } from '#schemas/run-cookie.ts';
import { answersFor, buildFlowApp, maria, setQuota, type Person } from './flow-helpers.ts';
import { formOf } from './form-fields.ts';
import { testDatabases } from './test-db.ts';
import { ensureBuilt } from '../scripts/production-process.ts';
import { defaultWebRoot } from '#server/plugins/web-app.ts';

/*
 * The questionnaire's pages without a script (decision 085): GET /form renders the step the run's cookie names (or
 * the first step, creating no run), POST /form decides the step its form sent with the API's own services and
 * answers 303, or the step again with the server's messages.
 */

const COOKIE = runCookieName('consumer');

/** The state the server rendered the page with (the JSON it writes into the page for the app). */
function stateOf<S>(res: LightMyRequestResponse): S {
  const json = /<script id="page-state" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
  if (!json) throw new Error(`no page state in ${res.statusCode} ${res.body.slice(0, 200)}`);
  return JSON.parse(json) as S;
}

describe.each(testDatabases())('the questionnaire without a script on $name', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The pages are rendered by the built server render (decision 084). QA: the captcha counts as verified and the
    // video as watched (what stands in for them without a script is decision 086).
    ensureBuilt();
    ({ app } = await buildFlowApp(database, { env: { PORTAL_ENV: 'qa' }, webRoot: defaultWebRoot }));
    await setQuota(app, 'CO', 10_000);
  }, 240_000);
  afterAll(() => app.close());

  const runs = async () => Number((await app.db.selectFrom('flow_runs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US', ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}) } });
  const post = (body: string, cookie?: string, url = '/form') =>
    app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US', ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}) } });
  const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === COOKIE);
  const person = (): Person => ({ ...maria, email: `nojs${Math.random().toString(36).slice(2)}@example.org`, lastName: `N${Math.random().toString(36).slice(2, 8)}` });

  /** Posts each step's form as `who` from the page the server rendered, until the order is placed; returns the run's id. */
  async function walk(who: Person): Promise<string> {
    let page = stateOf<QuestionnairePageState>(await get('/form'));
    let runId: string | undefined;
    for (;;) {
      if (page.shown.kind !== 'step') throw new Error(`the run ended: ${JSON.stringify(page.shown)}`);
      const view = page.shown.view;
      const questions = view.questions as ViewQuestion[];
      const res = await post(formOf(view.number, questions, answersFor(questions, who)), runId);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
      runId ??= cookieOf(res)?.value;
      if (res.headers.location === '/order-placed') return runId!;
      page = stateOf<QuestionnairePageState>(await get(String(res.headers.location), runId));
    }
  }

  it('renders the first step of the live version without creating a run, and is never cached', async () => {
    const before = await runs();
    const res = await get('/form');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const state = stateOf<QuestionnairePageState>(res);
    expect(state).toMatchObject({ page: 'questionnaire', runId: null, portalEnv: 'qa', shown: { kind: 'step', view: { number: 1 } }, fieldErrors: [] });
    expect(await runs()).toBe(before);
  });

  it('starts the run with the first post, sets its cookie and goes on to the next step (303)', async () => {
    const step1 = stateOf<QuestionnairePageState>(await get('/form'));
    const view = step1.shown.kind === 'step' ? step1.shown.view : null;
    const res = await post(formOf(1, view!.questions as ViewQuestion[], answersFor(view!.questions as ViewQuestion[], person())));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/form?step=2');
    const cookie = cookieOf(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined();
    const step2 = stateOf<QuestionnairePageState>(await get('/form?step=2', cookie.value));
    expect(step2).toMatchObject({ runId: cookie.value, shown: { kind: 'step', view: { number: 2 } } });
  });

  it('shows a step refused with the server\'s messages and the answers as typed (422), and a pressed card as chosen', async () => {
    const start = await post(`${STEP_FIELD}=1&q-state=state-CO`);
    const runId = cookieOf(start)!.value;
    const refused = await post(`${STEP_FIELD}=2&q-request-reason=reason-new`, runId);
    expect(refused.statusCode).toBe(422);
    const state = stateOf<QuestionnairePageState>(refused);
    expect(state.fieldErrors).toEqual([{ questionId: 'q-product', message: expect.any(String) }]);
    expect(state.typed).toMatchObject({ 'q-request-reason': { choiceIds: ['reason-new'] } });
    const view = state.shown.kind === 'step' ? state.shown.view : null;
    const product = view!.questions.find((q) => q.id === 'q-product')!;
    const pressed = await post(`${STEP_FIELD}=2&q-product=&${encodeURIComponent(pressField('q-product'))}=${product.choices[0]!.id}`, runId);
    expect(pressed.statusCode).toBe(200);
    expect(stateOf<QuestionnairePageState>(pressed)).toMatchObject({ fieldErrors: [], typed: { 'q-product': { choiceIds: [product.choices[0]!.id] } } });
    // Nothing was sent: the run is still at step 2.
    expect(stateOf<QuestionnairePageState>(await get('/form', runId)).shown).toMatchObject({ view: { number: 2 } });
  });

  it('refuses a form it cannot read with the step again and a notice (400), and sends a stale page to where the run is', async () => {
    const start = await post(`${STEP_FIELD}=1&q-state=state-CO`);
    const runId = cookieOf(start)!.value;
    const unreadable = await post(`${STEP_FIELD}=2&q-nothing=1`, runId);
    expect(unreadable.statusCode).toBe(400);
    expect(stateOf<QuestionnairePageState>(unreadable)).toMatchObject({ notice: 'unreadable', shown: { view: { number: 2 } } });
    const stale = await post(`${STEP_FIELD}=1&q-state=state-KY`, runId);
    expect(stale).toMatchObject({ statusCode: 303, headers: { location: '/form?step=2' } });
  });

  it('moves the run back with ?step=N, as Back and Change do', async () => {
    const start = await post(`${STEP_FIELD}=1&q-state=state-CO`);
    const runId = cookieOf(start)!.value;
    const back = stateOf<QuestionnairePageState>(await get('/form?step=1', runId));
    expect(back.shown).toMatchObject({ view: { number: 1 } });
    expect(stateOf<QuestionnairePageState>(await get('/form', runId)).shown).toMatchObject({ view: { number: 1 } });
  });

  it('places the order from forms alone; /order-placed shows it from the cookie, a reload places nothing, and /form starts anew', async () => {
    const who = person();
    const runId = await walk(who);
    const orders = async () => (await app.db.selectFrom('consumer_orders').select('id').where('run_id', '=', runId).execute()).length;
    expect(await orders()).toBe(1);
    for (let i = 0; i < 2; i++) {
      const placed = stateOf<OrderPlacedPageState>(await get('/order-placed', runId));
      expect(placed.placed?.facts).toBeTruthy();
      expect(placed.placed?.view.final).toBe(true);
    }
    expect(await orders()).toBe(1);
    expect(stateOf<OrderPlacedPageState>(await get('/order-placed')).placed).toBeNull();
    expect(stateOf<QuestionnairePageState>(await get('/form', runId))).toMatchObject({ runId: null, shown: { view: { number: 1 } } });
  });

  it('does nothing with another site\'s form: the page is shown as it stands', async () => {
    const before = await runs();
    const res = await app.inject({
      method: 'POST', url: '/form', payload: `${STEP_FIELD}=1&q-state=state-CO`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res).toMatchObject({ statusCode: 303, headers: { location: '/form' } });
    expect(cookieOf(res)).toBeUndefined();
    expect(await runs()).toBe(before);
  });

  it('sets the same cookie when the app starts a run through the API (not for a preview)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/flow-runs', payload: { flowId: 'consumer' } });
    expect(res.statusCode).toBe(201);
    expect(cookieOf(res)?.value).toBe(res.json().runId);
  });

  it('leaves any other address to the not-found page', async () => {
    const res = await get('/no-such-questionnaire');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('page-state');
  });
});
