/*
 * The figures of a state's quota month, as Progress and the report emails name them (docs/product.md#quotas-and-progress,
 * decision 063): one label for each figure, wherever it is shown.
 */

export const FIGURE_LABELS = {
  /** the units the month's quota allows */
  quota: 'Quota',
  /** the month's orders that are not cancelled, whatever their status: what Remaining is worked out from */
  used: 'Taken from quota',
  /** the month's orders that have shipped or been delivered (`SHIPPED_STATUSES`), a part of `used` */
  shipped: 'Shipped',
  /** the quota minus what was taken from it, never below 0 */
  remaining: 'Remaining',
} as const;
