import { QUOTA_QUANTITY_STORED } from '#schemas/number-bounds.ts';
import { stateMonth, statesOf } from '#server/areas/us-states/index.ts';
import { storedInteger } from '#server/db/stored-number.ts';
import { hourly } from '#server/jobs/cadence.ts';
import type { JobDefinition } from '#server/jobs/job.ts';
import { raiseQuotaAlerts, unalertedThresholds, type MonthUsage } from './quota-alerts.ts';
import { usedUnitsOf } from './quota-usage.repository.ts';

/**
 * `quota-thresholds`, every hour: raises the threshold alerts no order raised (a quota lowered by staff, an order
 * placed while a process was down). Orders raise theirs at once (quota-alerts.ts); this is the sweep behind them.
 */
export function quotaThresholdsJob(publicOrigin: string): JobDefinition {
  return {
    name: 'quota-thresholds',
    title: 'Quota threshold alerts',
    cadence: hourly(),
    catchUp: 1,
    async run({ db, now }) {
      const states = await statesOf(db);
      const quotas = await db.selectFrom('quotas').select(['state', 'quantity']).orderBy('state').execute();
      const due: { usage: MonthUsage; thresholds: number[] }[] = [];
      for (const q of quotas) {
        const period = stateMonth(now, states.get(q.state)?.timeZone);
        const usage: MonthUsage = {
          state: q.state, stateName: states.get(q.state)?.name ?? q.state, period,
          quotaUnits: storedInteger(q.quantity, QUOTA_QUANTITY_STORED), usedUnits: await usedUnitsOf(db, q.state, period),
        };
        const thresholds = await unalertedThresholds(db, usage);
        if (thresholds.length) due.push({ usage, thresholds });
      }
      return {
        outcome: { states: quotas.length, alerts: due.reduce((n, d) => n + d.thresholds.length, 0) },
        async commit(trx) {
          let emails = 0;
          for (const d of due) emails += await raiseQuotaAlerts(trx, d.usage, d.thresholds, now, publicOrigin);
          return { emails };
        },
      };
    },
  };
}
