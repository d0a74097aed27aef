/** The `quota_alerts` table (migration 0015): each threshold a state's month reached, alerted once. */
export interface QuotaAlertsTable {
  state: string;
  /** the state's quota month, YYYY-MM */
  period: string;
  /** 50, 10 or 0: the percent of the month's quota remaining that was reached */
  threshold: number;
  remaining_units: number;
  quota_units: number;
  raised_at: string;
}
