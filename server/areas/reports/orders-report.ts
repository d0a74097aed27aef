import { quotaStates } from '#server/areas/quotas/index.ts';
import { monthFigures } from '#server/areas/progress/index.ts';
import { stateMonth, statesOf } from '#server/areas/us-states/index.ts';
import type { Db } from '#server/db/database.ts';
import { countOrders, shippedUnitsIn, type OrderCounts, type OrderGroupRow } from '#server/areas/consumer-orders/index.ts';
import { calendarDayIn, monthAndYear } from '#engine/dates.ts';

/*
 * The weekly and monthly orders report (decision 027): orders and kits by state, product and reason, each beside the
 * period before, and each state's use of its quota. Counts only: nothing in it names or locates a person.
 */

export type ReportKind = 'weekly' | 'monthly';

export interface Span {
  from: Date;
  to: Date;
}

export interface Line extends OrderCounts {
  label: string;
  previous: OrderCounts;
}

export interface StateLine extends Line {
  state: string;
  /** the state's quota month the report compares with (for a week, the month its last day falls in) */
  quotaPeriod: string;
  /** the state month's figures, as Progress shows them (`monthFigures`, decision 063) */
  quotaUnits: number | null;
  usedUnits: number;
  shippedUnits: number;
  remainingPercent: number | null;
}

export interface OrdersReport {
  kind: ReportKind;
  period: string;
  /** 'the week of November 16 to 22, 2026' or 'November 2026' */
  title: string;
  previousTitle: string;
  totals: Line;
  byState: StateLine[];
  byProduct: Line[];
  byReason: Line[];
}

const ZERO: OrderCounts = { orders: 0, kits: 0, units: 0 };

function add(a: OrderCounts, b: OrderCounts): OrderCounts {
  return { orders: a.orders + b.orders, kits: a.kits + b.kits, units: a.units + b.units };
}

function grouped(current: OrderGroupRow[], previous: OrderGroupRow[], key: (r: OrderGroupRow) => string): Line[] {
  const lines = new Map<string, Line>();
  const line = (label: string) => {
    let l = lines.get(label);
    if (!l) lines.set(label, (l = { label, ...ZERO, previous: ZERO }));
    return l;
  };
  for (const r of current) Object.assign(line(key(r)), add(line(key(r)), r));
  for (const r of previous) line(key(r)).previous = add(line(key(r)).previous, r);
  return [...lines.values()].sort((a, b) => b.kits - a.kits || b.previous.kits - a.previous.kits || a.label.localeCompare(b.label));
}

/** 'the week of November 16 to 22, 2026' (a week in the programme's time zone) or 'November 2026'. */
export function periodTitle(kind: ReportKind, span: Span, timeZone: string): string {
  const last = new Date(span.to.getTime() - 1);
  if (kind === 'monthly') return monthAndYear(calendarDayIn(span.from, timeZone).slice(0, 7));
  // Intl puts thin spaces around the range's dash; a subject line reads better with plain ones.
  const days = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone }).formatRange(span.from, last).replace(/\s/g, ' ');
  return `the week of ${days}, ${new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(last)}`;
}

export async function buildOrdersReport(db: Db, input: { kind: ReportKind; period: string; span: Span; previous: Span; timeZone: string }): Promise<OrdersReport> {
  const [current, previous, states] = await Promise.all([countOrders(db, input.span), countOrders(db, input.previous), statesOf(db)]);
  const last = new Date(input.span.to.getTime() - 1);
  const byStateCounts = grouped(current, previous, (r) => r.state);
  const codes = new Set([...byStateCounts.map((l) => l.label), ...(await quotaStates(db))]);
  const monthOf = (state: string) => stateMonth(last, states.get(state)?.timeZone);
  const months = [...new Set([...codes].map(monthOf))];
  const timeZones = new Map([...states].map(([code, s]) => [code, s.timeZone]));
  const figures = await monthFigures(db, months, timeZones, shippedUnitsIn);
  const byState: StateLine[] = [...codes].sort().map((state) => {
    const counts = byStateCounts.find((l) => l.label === state) ?? { label: state, ...ZERO, previous: ZERO };
    const quotaPeriod = monthOf(state);
    const f = figures.get(`${state}|${quotaPeriod}`);
    return {
      ...counts, state, label: states.get(state)?.name ?? state, quotaPeriod,
      quotaUnits: f?.quotaUnits ?? null, usedUnits: f?.usedUnits ?? 0, shippedUnits: f?.shippedUnits ?? 0, remainingPercent: f?.remainingPercent ?? null,
    };
  });
  const total = (rows: OrderGroupRow[]) => rows.reduce<OrderCounts>((sum, r) => add(sum, r), ZERO);
  return {
    kind: input.kind,
    period: input.period,
    title: periodTitle(input.kind, input.span, input.timeZone),
    previousTitle: periodTitle(input.kind, input.previous, input.timeZone),
    totals: { label: 'All orders', ...total(current), previous: total(previous) },
    byState,
    byProduct: grouped(current, previous, (r) => r.productName),
    byReason: grouped(current, previous, (r) => r.reason),
  };
}
