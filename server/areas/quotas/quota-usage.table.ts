/** Units ordered per state and month (the state's own month, `YYYY-MM`): the row the order path decrements against. */
export interface QuotaUsageTable {
  state: string;
  period: string;
  used_units: number;
}
