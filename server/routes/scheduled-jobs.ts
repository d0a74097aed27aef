import type { Config } from '#server/config/config.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { quotaThresholdsJob } from '#server/areas/quotas/index.ts';
import { funderReportJob, ordersReportJob } from '#server/areas/reports/index.ts';
import { retentionJob } from '#server/areas/retention/index.ts';
import type { FlowVersions } from '#server/areas/responses/index.ts';
import { kitExpiryJob } from '#server/areas/kit-reminders/index.ts';
import { createFieldCipher } from '#server/crypto/field-cipher.ts';

/**
 * Every scheduled job (decision 027), composed from the areas that do the work, in the order a look runs them.
 * server/plugins/jobs.ts runs them in every process; job_runs makes each period run once across processes.
 */
export function scheduledJobs(config: Config, flows: () => FlowVersions): JobDefinition[] {
  return [
    quotaThresholdsJob(config.publicOrigin),
    ordersReportJob('weekly', config.publicOrigin),
    ordersReportJob('monthly', config.publicOrigin),
    funderReportJob(config.publicOrigin, flows),
    retentionJob(config.consumerRetentionMonths, config.consumerMailRetentionDays),
    // The emails are to consumers: their addresses are read, and stored in the outbox, with the data key.
    kitExpiryJob(config.publicOrigin, createFieldCipher(config.dataKey)),
  ];
}
