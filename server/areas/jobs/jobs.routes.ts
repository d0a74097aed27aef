import type { FastifyPluginAsync } from 'fastify';
import jobsSchema from '#schemas/jobs.schema.json' with { type: 'json' };
import type { RunJobRequest } from '#schemas/generated/jobs.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { definitionRef, errors } from '#server/http/api-schema.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { isFailing } from '#server/jobs/scheduler.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { jobRunView, jobView } from './job-view.ts';

/** The period a run by hand names, by its key or by a day it holds; a clear refusal for anything else (decision 066). */
function periodAsked(job: JobDefinition, body: RunJobRequest): string {
  const { cadence } = job;
  if (body.day !== undefined) {
    if (cadence.unit === 'hour') throw catalogued('BAD_REQUEST', 'This job runs every hour: choose one of the hours offered, not a day.');
    const period = cadence.periodOf(body.day.trim());
    if (!period) throw catalogued('BAD_REQUEST', 'Choose a day of the calendar, such as the one the date field offers.');
    return period;
  }
  const period = cadence.parse((body.period ?? '').trim());
  if (!period) throw catalogued('BAD_REQUEST', `That is not a ${cadence.unit} of this job: choose one of the ${cadence.unit}s offered${cadence.unit === 'hour' ? '' : ', or a day'}.`);
  return period;
}

/** The scheduled jobs for superAdmins (decision 027): what runs when, how the last runs went, and a run by hand. */
const jobsRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(jobsSchema);

  app.get('/', {
    config: { access: 'superAdmin', audit: { none: 'no-personal-data' } },
    schema: { summary: 'Each scheduled job: its schedule in the programme\'s time zone, its last runs with their outcome, and the next', response: { 200: definitionRef(jobsSchema, 'JobsOverview'), ...errors() } },
  }, async () => {
    // The failing flag is read now, not from the last look, so the page agrees with the runs it lists.
    const overview = await app.scheduler.overview();
    const failing = overview.filter((o) => isFailing(o.runs[0])).map((o) => o.job.name);
    return { timeZone: app.config.programmeTimeZone, jobs: overview.map((o) => jobView(o, failing, app.now(), app.config.programmeTimeZone)) };
  });

  app.post<{ Params: { name: string }; Body: RunJobRequest }>('/:name/run', {
    config: { access: 'superAdmin', audit: { action: 'jobs.run', entity: 'job_run' } },
    schema: {
      summary: 'Runs one period of a job now. A period that has run answers that run; a failed one is tried again',
      params: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', pattern: '^[a-z][a-z-]{0,40}$' } } },
      body: definitionRef(jobsSchema, 'RunJobRequest'),
      response: { 200: definitionRef(jobsSchema, 'JobRun'), ...errors(400, 404) },
    },
  }, async (request) => {
    const job = app.scheduler.job(request.params.name);
    if (!job) throw catalogued('NOT_FOUND', `There is no job named ${request.params.name}.`);
    const timeZone = app.config.programmeTimeZone;
    const period = periodAsked(job, request.body);
    if (job.cadence.dueAt(period, timeZone) > app.now()) {
      throw catalogued('BAD_REQUEST', `That ${job.cadence.unit} is not over yet: choose one that has ended.`);
    }
    const run = await app.scheduler.runNow(job.name, period);
    auditTrail(request).note({ entityId: `${job.name}@${period}`, detail: { job: job.title, status: run.status, attempts: run.attempts } });
    return jobRunView(run, job.cadence, timeZone);
  });
};

export default jobsRoutes;
