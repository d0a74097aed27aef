/** The quotas area's surface: the only file another area (or the plumbing) imports from server/areas/quotas/. */
export { default as quotaRoutes } from './quotas.routes.ts';
export { default as quotaRemainingRoutes } from './quota-remaining.routes.ts';
export { quotasInForce, recordQuotaValue } from './quota-history.repository.ts';
export { quotaLimitOf, remainingUnits, returnUnits, takeUnits, usageIn, usedUnitsOf, type UsageRow } from './quota-usage.repository.ts';
export { quotaStates } from './quotas.repository.ts';
export { newlyReached, raiseQuotaAlerts } from './quota-alerts.ts';
export { quotaThresholdsJob } from './quota-thresholds.job.ts';
