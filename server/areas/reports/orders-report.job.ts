import { subscribersOf, type ReportSubscription } from '#server/areas/users/index.ts';
import { monthlyOnFirst, weeklyOnMonday, type Cadence } from '#server/jobs/cadence.ts';
import type { JobDefinition, JobResult } from '#server/jobs/job.ts';
import { enqueueEmail } from '#server/mail/outbox.repository.ts';
import { ordersReportEmail } from './orders-report-email.ts';
import { ordersSpreadsheet } from './orders-report-xlsx.ts';
import { buildOrdersReport, type ReportKind } from './orders-report.ts';

/** Report emails go at 07:00 in the programme's time zone (docs/product.md#report-subscriptions-and-scheduled-jobs). */
export const REPORT_HOUR = 7;

const KINDS: Record<ReportKind, { name: string; title: string; subscription: ReportSubscription; cadence: Cadence; catchUp: number }> = {
  weekly: { name: 'weekly-orders', title: 'Weekly orders report', subscription: 'weeklyOrders', cadence: weeklyOnMonday(REPORT_HOUR), catchUp: 4 },
  monthly: { name: 'monthly-orders', title: 'Monthly orders report', subscription: 'monthlyOrders', cadence: monthlyOnFirst(REPORT_HOUR), catchUp: 3 },
};

/**
 * `weekly-orders` and `monthly-orders`: every subscribed user gets the period's summary and its orders as XLSX.
 * Nobody subscribed: the run is done with nothing sent (a subscriber who joins later gets the next period's).
 */
export function ordersReportJob(kind: ReportKind, publicOrigin: string): JobDefinition {
  const k = KINDS[kind];
  return {
    name: k.name,
    title: k.title,
    cadence: k.cadence,
    catchUp: k.catchUp,
    async run({ db, period, span, timeZone, now }): Promise<JobResult> {
      const subscribers = await subscribersOf(db, k.subscription);
      if (subscribers.length === 0) return { outcome: { subscribers: 0, emails: 0 } };
      const previous = k.cadence.span(k.cadence.step(period, -1, timeZone), timeZone);
      const report = await buildOrdersReport(db, { kind, period, span, previous, timeZone });
      const { rows, ...spreadsheet } = await ordersSpreadsheet(db, kind, period, span);
      return {
        outcome: { subscribers: subscribers.length, orders: rows },
        async commit(trx) {
          for (const s of subscribers) await enqueueEmail(trx, ordersReportEmail(s, report, spreadsheet, publicOrigin), now);
          return { emails: subscribers.length };
        },
      };
    },
  };
}
