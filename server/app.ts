import type { FastifyInstance } from 'fastify';
import { referencedSchemas } from '#schemas/referenced-schemas.ts';
import type { Config } from '#server/config/config.ts';
import type { Db } from '#server/db/database.ts';
import configPlugin from '#server/plugins/config.ts';
import cryptoPlugin from '#server/plugins/crypto.ts';
import dbPlugin from '#server/plugins/db.ts';
import errorsPlugin, { apiNotFound } from '#server/plugins/errors.ts';
import auditTrailPlugin from '#server/plugins/audit-trail.ts';
import afterReplyPlugin from '#server/plugins/after-reply.ts';
import authPlugin from '#server/plugins/auth.ts';
import clockPlugin from '#server/plugins/clock.ts';
import flowMediaPlugin from '#server/plugins/flow-media.ts';
import flowsPlugin from '#server/plugins/flows.ts';
import jobsPlugin from '#server/plugins/jobs.ts';
import mailPlugin from '#server/plugins/mail.ts';
import oidcPlugin from '#server/plugins/oidc.ts';
import openapiPlugin, { docsRoutes, tagArea } from '#server/plugins/openapi.ts';
import rateLimitPlugin from '#server/plugins/rate-limit.ts';
import sameOriginPlugin from '#server/plugins/same-origin.ts';
import routeContractPlugin from '#server/plugins/route-contract.ts';
import securityHeadersPlugin from '#server/plugins/security-headers.ts';
import webAppPlugin from '#server/plugins/web-app.ts';
import { apiAreas } from '#server/routes/routes.ts';
import { pageAreas } from '#server/routes/pages.ts';
import { programmeSettingsForPages } from '#server/areas/programme/index.ts';
import { UNFINISHED_RUN_DAYS } from '#server/areas/retention/index.ts';

export interface AppOptions {
  config: Config;
  /** An open database to use instead of DATABASE_URL (tests). */
  db?: Db;
  /** Run migrations at start (default true). */
  migrate?: boolean;
  /** Seed demo data into an empty database (default: config.seedDemo). */
  seed?: boolean;
  /** Start the outbox sender (default true). */
  startMailDispatcher?: boolean;
  /** Start the scheduler's looks for due job runs (default true). */
  startJobs?: boolean;
  /** Folder of the built web app (default dist/web). */
  webRoot?: string;
  /** The clock of business dates (tests fix it; default: the system clock). */
  now?: () => Date;
  /** Folder of the questionnaire flows (default flows/). */
  flowsRoot?: string;
}

/** The whole application as one Fastify plugin; server/build-app.ts wraps it in an instance. */
export default async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  // Order matters: plugins that watch routes (contract, rate limit, OpenAPI) come before any route.
  await fastify.register(configPlugin, { config: opts.config });
  await fastify.register(errorsPlugin);
  // Request and reply schemas refer to these by file name (one definition of an email, a status, a state).
  for (const schema of referencedSchemas) fastify.addSchema(schema);
  await fastify.register(routeContractPlugin);
  await fastify.register(dbPlugin, {
    ...(opts.db ? { db: opts.db } : {}),
    ...(opts.migrate === undefined ? {} : { migrate: opts.migrate }),
    ...(opts.seed === undefined ? {} : { seed: opts.seed }),
  });
  await fastify.register(cryptoPlugin);
  await fastify.register(securityHeadersPlugin);
  await fastify.register(sameOriginPlugin);
  await fastify.register(clockPlugin, opts.now ? { now: opts.now } : {});
  await fastify.register(auditTrailPlugin);
  await fastify.register(afterReplyPlugin);
  await fastify.register(rateLimitPlugin);
  await fastify.register(openapiPlugin);
  await fastify.register(mailPlugin, { start: opts.startMailDispatcher ?? true });
  await fastify.register(jobsPlugin, { start: opts.startJobs ?? true });
  // Plugins of other areas (sign-in, captcha, jobs...) are registered here, before the routes.
  await fastify.register(authPlugin);
  await fastify.register(oidcPlugin);
  await fastify.register(flowsPlugin, opts.flowsRoot ? { root: opts.flowsRoot } : {});

  await fastify.register(
    async (api) => {
      api.setNotFoundHandler(apiNotFound);
      // API bodies are JSON only: Fastify's default text/plain parser would let a plain HTML form (which can send
      // text/plain without a CORS preflight) reach a route. Without it such a body is refused with 415.
      api.removeContentTypeParser('text/plain');
      await api.register(docsRoutes);
      for (const area of apiAreas) {
        const routes = await area.load();
        await api.register(async (scope) => {
          tagArea(scope, area.tag);
          await scope.register(routes);
        }, { prefix: area.prefix });
      }
    },
    { prefix: '/api' },
  );
  await fastify.register(flowMediaPlugin, { prefix: '/media' });
  // Every page carries the programme's settings and the retention periods its privacy statement names (decision 058).
  const retention = {
    consumerMonths: opts.config.consumerRetentionMonths,
    mailDays: opts.config.consumerMailRetentionDays,
    unfinishedRunDays: UNFINISHED_RUN_DAYS,
  };
  // …and the addresses of the live questionnaires, so /<address> opens its flow without a request (decision 077).
  const pageData = async () => ({ programme: await programmeSettingsForPages(fastify.db), retention, questionnaires: fastify.flows.addresses() });
  const pages = await Promise.all(pageAreas.map((area) => area.load()));
  await fastify.register(webAppPlugin, { ...(opts.webRoot ? { root: opts.webRoot } : {}), pageData, pages });
}
