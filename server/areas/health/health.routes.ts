import type { FastifyPluginAsync } from 'fastify';
import { CompiledQuery } from 'kysely';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#server/db/database-unavailable.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { errorReplyRef } from '#server/errors/error-reply.schema.ts';

/** The database's answer checked on every call: compiled once (it runs as often as the balancer asks). */
const SELECT_ONE = CompiledQuery.raw('select 1');

/** How long the database may take to answer before the server reports itself unavailable. */
const DATABASE_TIMEOUT_MS = 2_000;

async function databaseAnswers(run: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public', audit: { none: 'no-personal-data' } },
      schema: {
        summary: 'Liveness and database check, for load balancers and monitoring',
        response: {
          200: {
            type: 'object',
            required: ['status', 'failingJobs'],
            properties: {
              status: { type: 'string', enum: ['ok'] },
              failingJobs: {
                type: 'array', items: { type: 'string' },
                description: 'scheduled jobs whose latest run has failed three times or more (the process still serves: this is for monitoring, not for the balancer)',
              },
            },
          },
          503: errorReplyRef,
        },
      },
    },
    async () => {
      if (!(await databaseAnswers(() => app.db.executeQuery(SELECT_ONE)))) {
        throw catalogued('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
      }
      return { status: 'ok' as const, failingJobs: app.scheduler.failingJobs() };
    },
  );
};

export default healthRoutes;
