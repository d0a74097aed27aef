import type { Db } from '#server/db/database.ts';
import { claimRun, failRun, findRun, finishRun, latestPeriod, recentRuns, runsToRetry, type JobRunRow } from './job-runs.repository.ts';
import type { JobDefinition } from './job.ts';

export interface SchedulerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SchedulerOptions {
  db: Db;
  jobs: JobDefinition[];
  /** PROGRAMME_TIME_ZONE */
  timeZone: string;
  /** the app's clock */
  now: () => Date;
  log: SchedulerLog;
  /** ms between two looks for due runs (default one minute) */
  tickMs?: number;
}

/** A run that has failed this many times in a row makes its job "failing" for /api/health. */
export const FAILING_AFTER = 3;

/** A job is failing when its latest run has failed FAILING_AFTER times or more. */
export function isFailing(latest: JobRunRow | undefined): boolean {
  return latest?.status === 'failed' && latest.attempts >= FAILING_AFTER;
}

export interface JobOverview {
  job: JobDefinition;
  runs: JobRunRow[];
  next: { period: string; dueAt: Date };
}

export interface Scheduler {
  start(): void;
  stop(): Promise<void>;
  /** One look now: runs every due period (missed ones too, up to each job's catch-up) and the retries that are due. */
  tick(now?: Date): Promise<void>;
  /** Runs one period of a job now, unless it has run (then answers that run); a failed run is tried again. */
  runNow(name: string, period: string): Promise<JobRunRow>;
  overview(recent?: number): Promise<JobOverview[]>;
  job(name: string): JobDefinition | undefined;
  /** Jobs whose latest run has failed FAILING_AFTER times or more, as of the last look. */
  failingJobs(): string[];
}

/** The periods of `job` due at `now` and not yet run: the latest, and missed ones back to the last run (up to catchUp). */
function duePeriods(job: JobDefinition, now: Date, timeZone: string, last: string | undefined): string[] {
  const latest = job.cadence.latestDue(now, timeZone);
  if (last === undefined) return [latest];
  const due: string[] = [];
  for (let p = latest; p > last && due.length < job.catchUp; p = job.cadence.step(p, -1, timeZone)) due.unshift(p);
  return due;
}

export function createScheduler(opts: SchedulerOptions): Scheduler {
  const { db, timeZone, log } = opts;
  const byName = new Map(opts.jobs.map((j) => [j.name, j]));
  let failing: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function runPeriod(job: JobDefinition, period: string, now: Date, force: boolean): Promise<JobRunRow> {
    const claim = await claimRun(db, job.name, period, now, force);
    if (!claim.claimed) return claim.run;
    const name = `${job.name}@${period}`;
    try {
      const result = await job.run({ db, period, span: job.cadence.span(period, timeZone), now, timeZone });
      const outcome = await db.transaction().execute(async (trx) => {
        const written = { ...result.outcome, ...(await result.commit?.(trx)) };
        await finishRun(trx, job.name, period, claim.attempts, written, opts.now());
        return written;
      });
      log.info({ run: name, ...outcome }, 'job run done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await failRun(db, job.name, period, claim.attempts, message, opts.now());
      log.warn({ run: name, attempts: claim.attempts, err: error }, 'job run failed');
    }
    return (await findRun(db, job.name, period))!;
  }

  async function tick(now = opts.now()): Promise<void> {
    for (const job of opts.jobs) {
      try {
        for (const run of await runsToRetry(db, job.name, now)) await runPeriod(job, run.period, now, false);
        for (const period of duePeriods(job, now, timeZone, await latestPeriod(db, job.name))) await runPeriod(job, period, now, false);
      } catch (error) {
        log.error({ job: job.name, err: error }, 'job look failed');
      }
    }
    failing = await failingNow();
  }

  async function failingNow(): Promise<string[]> {
    const names: string[] = [];
    for (const job of opts.jobs) {
      const [latest] = await recentRuns(db, job.name, 1);
      if (isFailing(latest)) names.push(job.name);
    }
    return names;
  }

  // One look at a time in a process: a slow run delays the next look instead of overlapping it.
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(work, work);
    running = next.catch(() => undefined);
    return next;
  };

  const loop = () => {
    void serial(() => tick()).catch((error: unknown) => log.error({ err: error }, 'scheduler look failed')).finally(() => {
      if (timer) timer = setTimeout(loop, opts.tickMs ?? 60_000);
    });
  };

  return {
    start() {
      if (timer) return;
      timer = setTimeout(loop, 0);
    },
    async stop() {
      const t = timer;
      timer = undefined;
      if (t) clearTimeout(t);
      await running;
    },
    tick: (now) => serial(() => tick(now)),
    runNow(name, period) {
      const job = byName.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      return serial(() => runPeriod(job, period, opts.now(), true));
    },
    async overview(recent = 5) {
      const now = opts.now();
      return Promise.all(opts.jobs.map(async (job) => {
        const period = job.cadence.step(job.cadence.latestDue(now, timeZone), 1, timeZone);
        return { job, runs: await recentRuns(db, job.name, recent), next: { period, dueAt: job.cadence.dueAt(period, timeZone) } };
      }));
    },
    job: (name) => byName.get(name),
    failingJobs: () => failing,
  };
}
