import fp from 'fastify-plugin';
import { createScheduler, type Scheduler } from '#server/jobs/scheduler.ts';
import { scheduledJobs } from '#server/routes/scheduled-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process scheduler (decision 027): `app.scheduler.tick(now)` in tests, the Jobs page's runs. */
    scheduler: Scheduler;
  }
}

export interface JobsPluginOptions {
  /** Look for due runs every minute once the app is ready (default true; tests call tick themselves). */
  start?: boolean;
}

export default fp<JobsPluginOptions>(
  async (app, opts) => {
    const scheduler = createScheduler({
      db: app.db,
      // The flows' registry is registered after the scheduler; a job reads it when it runs, once the app is ready.
      jobs: scheduledJobs(app.config, () => app.flows),
      timeZone: app.config.programmeTimeZone,
      now: app.now,
      log: app.log.child({ module: 'jobs' }),
    });
    app.decorate('scheduler', scheduler);
    if (opts.start ?? true) {
      app.addHook('onReady', async () => {
        scheduler.start();
      });
    }
    // Registered after the db plugin, so a run in progress finishes before the database closes.
    app.addHook('onClose', async () => {
      await scheduler.stop();
    });
  },
  { name: 'jobs', dependencies: ['config', 'db', 'clock', 'mail'] },
);
