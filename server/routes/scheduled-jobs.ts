import type { Config } from '#server/config/config.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { quotaThresholdsJob } from '#server/areas/quotas/index.ts';
import { funderReportJob, ordersReportJob } from '#server/areas/reports/index.ts';
import { retentionJob } from '#server/areas/retention/index.ts';

/**
 * Every scheduled job (decision 027), composed from the areas that do the work, in the order a look runs them.
 * server/plugins/jobs.ts runs them in every process; job_runs makes each period run once across processes.
 */
export function scheduledJobs(config: Config): JobDefinition[] {
  return [
    quotaThresholdsJob(config.publicOrigin),
    ordersReportJob('weekly', config.publicOrigin),
    ordersReportJob('monthly', config.publicOrigin),
    funderReportJob(config.publicOrigin),
    retentionJob(config.consumerRetentionMonths, config.consumerMailRetentionDays),
  ];
}
