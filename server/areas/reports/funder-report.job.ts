import type { FlowVersions } from '#server/areas/responses/index.ts';
import { subscribersOf } from '#server/areas/users/index.ts';
import { monthlyOnFirst } from '#server/jobs/cadence.ts';
import type { JobDefinition, JobResult } from '#server/jobs/job.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { funderReportEmail } from './funder-report-email.ts';
import { funderSpreadsheet } from './funder-report-xlsx.ts';
import { buildFunderReport } from './funder-report.ts';
import { REPORT_HOUR } from './orders-report.job.ts';

/**
 * `monthly-funder`: on the 1st at 07:00, every subscriber gets the funder report of the month before
 * (docs/product.md#the-funder-report, decision 079). Its period (`2026-10`) is each state's month of that name.
 * `flows` gives the questionnaires' versions once the app has them (the reversals are read by their questions).
 */
export function funderReportJob(publicOrigin: string, flows: () => FlowVersions): JobDefinition {
  return {
    name: 'monthly-funder',
    title: 'Monthly funder report',
    cadence: monthlyOnFirst(REPORT_HOUR),
    catchUp: 3,
    async run({ db, period, now, timeZone }): Promise<JobResult> {
      const subscribers = await subscribersOf(db, 'monthlyFunder');
      if (subscribers.length === 0) return { outcome: { subscribers: 0, emails: 0 } };
      const report = await buildFunderReport({ db, flows: flows() }, { from: period, to: period });
      const spreadsheet = await funderSpreadsheet(report, now, timeZone);
      return {
        outcome: { subscribers: subscribers.length, states: new Set(report.byMonth.map((l) => l.state)).size },
        async commit(trx) {
          for (const s of subscribers) await enqueueEmail(trx, funderReportEmail(s, report, spreadsheet, publicOrigin), now);
          return { emails: subscribers.length };
        },
      };
    },
  };
}
