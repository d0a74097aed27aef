/** A page of a staff list as the API answers it (`{ items, total }`, `totalCapped` where the count stops early). */
export interface Page<T> {
  items: T[];
  total: number;
  /** true when more rows match than were counted: total is then a lower bound */
  totalCapped?: boolean;
}
