import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PostedForm } from '#engine/answer-form-fields.ts';
import type { StepView } from '#schemas/generated/flow-api.ts';
import type { Language } from '#schemas/generated/language.ts';
import type { OrderPlacedPageState } from '#schemas/questionnaire-page-state.ts';
import { runCookieName, runCookieOptions } from '#schemas/run-cookie.ts';
import { secureCookies } from '#server/auth/session-cookies.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';
import { renderLanguage } from '#server/http/page-language.ts';
import { showFlowRun } from './flow-run-show.service.ts';
import { flowRunDeps } from './flow-run-deps.ts';
import { RUN_ID_PATTERN } from './flow-runs.repository.ts';
import { postQuestionnairePage, showQuestionnairePage, type PageOutcome, type PageRequest } from './questionnaire-page.service.ts';

/** The consumer questionnaire's flow and page (docs/product.md#the-questionnaire). */
const CONSUMER = { flowId: 'consumer', path: '/form' } as const;

// A page read is a page like any other (`/:address` also passes every other page on to the not-found handler); a form
// posted decides a step, limited as the API's steps are.
const config = { access: 'public', audit: { none: 'public-use' } } as const;
const posted = { ...config, rateLimit: publicRateLimit } as const;

const STEP_QUERY = /^[1-9][0-9]{0,3}$/;

/**
 * Whether a posted form says it came from another site: `Sec-Fetch-Site` other than same-origin, or an `Origin` that is
 * not the portal's. A browser old enough to send neither is taken at its word (it is the browser this page serves).
 */
function fromAnotherSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== publicOrigin;
}

/**
 * The questionnaires' pages without a script (decision 085): GET renders the step the run stands at (the app takes
 * over from it when it runs), POST decides the step the page's form sent and answers 303 to where the run goes next.
 * /form is the consumer questionnaire; /<address> a live questionnaire of the programme's own (decision 077); any
 * other address is left to the not-found page. A staff preview (?preview=<runId>) is left to the app.
 */
const questionnairePageRoutes: FastifyPluginAsync = async (app) => {
  const deps = flowRunDeps(app);
  const secure = secureCookies(app);

  /** The questionnaire at `address` ('form' or a live questionnaire's), or null for any other address. */
  const questionnaireOf = (address: string) => {
    if (address === CONSUMER.path.slice(1)) return CONSUMER;
    const own = Object.hasOwn(app.flows.addresses(), address) ? app.flows.addresses()[address] : undefined;
    return own ? { flowId: own.flowId, path: `/${address}` } : null;
  };

  const pageRequest = (request: FastifyRequest, at: { flowId: string; path: string }): PageRequest => ({
    ...at,
    runId: request.cookies?.[runCookieName(at.flowId)] ?? null,
    locale: renderLanguage(request),
    portalEnv: app.config.env,
    address: request.ip,
  });

  async function answer(reply: FastifyReply, request: PageRequest, outcome: PageOutcome) {
    const name = runCookieName(request.flowId);
    if (outcome.run === 'forget') reply.clearCookie(name, runCookieOptions(secure));
    else if (outcome.run !== 'keep') reply.setCookie(name, outcome.run.set, runCookieOptions(secure));
    // Answers a person gave: never kept by a browser's or a proxy's cache.
    reply.header('cache-control', 'no-store');
    if (outcome.kind === 'redirect') return reply.redirect(outcome.to, 303);
    if (outcome.problem) reply.request.log.info({ problem: outcome.problem }, 'a questionnaire form could not be read');
    return reply.sendPage(outcome.state, outcome.status);
  }

  const show = async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply: FastifyReply, address: string) => {
    const at = questionnaireOf(address);
    if (!at || request.query.preview !== undefined) return reply.callNotFound();
    const step = request.query.step;
    const page = pageRequest(request, at);
    return answer(reply, page, await showQuestionnairePage(deps, page, step !== undefined && STEP_QUERY.test(step) ? Number(step) : null));
  };
  const post = async (request: FastifyRequest, reply: FastifyReply, address: string) => {
    const at = questionnaireOf(address);
    if (!at) return reply.callNotFound();
    // Another site's form (which the run's cookie, SameSite=Lax, does not go with) would start a run in the person's
    // browser in place of theirs: it is shown the page as it stands, and nothing is done.
    if (fromAnotherSite(request, app.config.publicOrigin)) return reply.header('cache-control', 'no-store').redirect(at.path, 303);
    const page = pageRequest(request, at);
    return answer(reply, page, await postQuestionnairePage(deps, page, (request.body ?? {}) as PostedForm));
  };

  app.get<{ Querystring: Record<string, string | undefined> }>(CONSUMER.path, { config }, (request, reply) => show(request, reply, 'form'));
  app.post(CONSUMER.path, { config: posted }, (request, reply) => post(request, reply, 'form'));
  app.get<{ Params: { address: string }; Querystring: Record<string, string | undefined> }>('/:address', { config }, (request, reply) => show(request, reply, request.params.address));
  app.post<{ Params: { address: string } }>('/:address', { config: posted }, (request, reply) => post(request, reply, request.params.address));

  // The confirmation of the order this browser placed (decision 054), read through the run its cookie names: a reload
  // shows it again and places nothing; anywhere else it shows no order.
  app.get('/order-placed', { config }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.sendPage(await placedOf(app, deps, request.cookies?.[runCookieName(CONSUMER.flowId)], renderLanguage(request)));
  });
};

async function placedOf(app: FastifyInstance, deps: ReturnType<typeof flowRunDeps>, runId: string | undefined, locale: Language): Promise<OrderPlacedPageState> {
  const none: OrderPlacedPageState = { page: 'order-placed', placed: null };
  if (!runId || !new RegExp(RUN_ID_PATTERN).test(runId)) return none;
  try {
    const reply = await showFlowRun(deps, runId, locale);
    const view = reply.step as StepView | null;
    return view?.final && reply.confirmation ? { page: 'order-placed', placed: { view, facts: reply.confirmation } } : none;
  } catch (error) {
    app.log.debug({ err: error }, 'no placed order for the confirmation page');
    return none;
  }
}

export default questionnairePageRoutes;
