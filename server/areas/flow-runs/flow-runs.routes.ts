import type { FastifyPluginAsync } from 'fastify';
import type { FlowRunCreate, StepBack, StepSubmission } from '#schemas/generated/flow-run-api.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';
import { moveFlowRunBack } from './flow-run-back.service.ts';
import { showFlowRun } from './flow-run-show.service.ts';
import { startFlowRun } from './flow-run-start.service.ts';
import { submitFlowStep } from './flow-run-step.service.ts';
import { flowRunDeps } from './flow-run-deps.ts';
import { previewWalk } from './preview-walk.service.ts';
import { publicRateLimit } from '#server/http/public-rate-limit.ts';
import { badValue, flowRunCreateBody, flowRunReply, localeQuery, previewWalkReply, runParams, stepBackBody, stepParams, stepSubmissionBody } from './flow-runs.schemas.ts';
import { rejectUnknownProperties } from '#server/http/reject-unknown-properties.ts';
import { runCookieName, runCookieOptions } from '#schemas/run-cookie.ts';
import { secureCookies } from '#server/auth/session-cookies.ts';

// Public: the run id is the credential. A signed-in staff member is known too, for preview runs (staff only).
const config = { access: 'public', audit: { none: 'public-use' }, rateLimit: publicRateLimit, sessionIfPresent: true } as const;

/**
 * The consumer questionnaire, decided on the server (docs/product.md#the-questionnaire): a run is started, its current step read, and each
 * step's answers submitted. The run id in the path is the run's only credential (128 random bits).
 */
const flowRunsRoutes: FastifyPluginAsync = async (app) => {
  const deps = flowRunDeps(app);

  app.post<{ Body: FlowRunCreate }>('/', {
    config,
    preValidation: rejectUnknownProperties(flowRunCreateBody),
    schema: {
      summary: 'Start a questionnaire run on the latest published version of a flow (staff: a preview of any version)',
      body: flowRunCreateBody,
      response: { 201: flowRunReply, 400: errorReplyRef, 403: errorReplyRef, 404: errorReplyRef, 406: errorReplyRef, 409: errorReplyRef, 415: errorReplyRef, 422: errorReplyRef, 429: errorReplyRef },
    },
  }, async (request, reply) => {
    const started = await startFlowRun(deps, request.body, request.user);
    // The page is rendered at this run's step on a reload, and the app takes over from it (decision 085).
    if (!request.body.preview) reply.setCookie(runCookieName(started.flow.id), started.runId, runCookieOptions(secureCookies(app)));
    return reply.status(201).send(started);
  });

  app.get<{ Params: { runId: string }; Querystring: { locale?: string } }>('/:runId', {
    config,
    schema: {
      summary: "A run's current step (to resume after a reload), its END step with the MRN, or why it stopped",
      params: runParams,
      querystring: localeQuery,
      response: { 200: flowRunReply, 400: errorReplyRef, 403: errorReplyRef, 404: errorReplyRef, 429: errorReplyRef },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return showFlowRun(deps, request.params.runId, request.query.locale, request.user);
  });

  app.post<{ Params: { runId: string; number: number }; Body: StepSubmission }>('/:runId/steps/:number', {
    config,
    preValidation: rejectUnknownProperties(stepSubmissionBody),
    schema: {
      summary: 'Submit the answers of the current step; the reply is the next step, or the end of the run',
      description: '422: answers that fail their rules (`fields`). 406: refused by the server\'s rules (`reasons`). 409: not the current step, a finished run, or a concurrent submission.',
      params: stepParams,
      body: stepSubmissionBody,
      response: {
        200: flowRunReply, 400: errorReplyRef, 403: errorReplyRef, 404: errorReplyRef, 406: errorReplyRef, 409: errorReplyRef, 415: errorReplyRef, 422: errorReplyRef, 429: errorReplyRef,
      },
    },
  }, async (request) => {
    const bad = badValue(request.body.answers);
    if (bad) throw catalogued('VALIDATION_FAILED', `Invalid request body: ${bad}.`);
    return submitFlowStep(deps, request.params.runId, request.params.number, request.body.answers, request.body.locale, request.user);
  });

  app.post<{ Params: { runId: string }; Body: StepBack }>('/:runId/back', {
    config,
    preValidation: rejectUnknownProperties(stepBackBody),
    schema: {
      summary: 'Move the run back to a step it has shown; the reply is that step with the answers given',
      description: 'Later answers are kept as drafts and decided again on the way forward (validation, captcha and rules included). 409: a step the run has not shown, a placed order, a refused run, or a concurrent request.',
      params: runParams,
      body: stepBackBody,
      response: { 200: flowRunReply, 400: errorReplyRef, 403: errorReplyRef, 404: errorReplyRef, 409: errorReplyRef, 415: errorReplyRef, 429: errorReplyRef },
    },
  }, async (request) => moveFlowRunBack(deps, request.params.runId, request.body.step, request.body.locale, request.user));

  app.get<{ Params: { runId: string } }>('/:runId/walk', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: {
      summary: 'A preview run written down as a scenario, for the studio to save (staff; preview runs only)',
      params: runParams,
      response: { 200: previewWalkReply, 400: errorReplyRef, 401: errorReplyRef, 403: errorReplyRef, 404: errorReplyRef },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return previewWalk(deps, request.params.runId);
  });
};

export default flowRunsRoutes;
