import { monthAndYear } from '#engine/dates.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import { FUNDER_SOURCES, type FunderColumn, type FunderReading, type FunderSource } from './funder-sources.ts';
import { suppressSmallCounts, type CountTable, type ShownCount } from './small-counts.ts';

/*
 * The funder report (docs/product.md#the-funder-report, decision 079): a programme's outcomes for a run of months,
 * per state and month and per state and county, every count of 1 to 10 withheld as "<11" and what would give one back
 * withheld as "*" (small-counts.ts). Counts only: nothing in it names or locates a person.
 */

/** What a county row says when the orders named no county. */
export const NO_COUNTY = 'County not given';

export interface FunderLine {
  state: string;
  stateName: string;
  /** By month: the month (`YYYY-MM`); By county: the county's name or NO_COUNTY */
  label: string;
  cells: ShownCount[];
}

export interface FunderReport {
  /** the first and last month, `YYYY-MM` */
  from: string;
  to: string;
  /** 'October 2026' or 'October 2026 to March 2027' */
  title: string;
  columns: FunderColumn[];
  byMonth: FunderLine[];
  byCounty: FunderLine[];
}

/** The months from `from` to `to` (both `YYYY-MM`), in order. */
export function monthsFrom(from: string, to: string): string[] {
  const index = (p: string) => Number(p.slice(0, 4)) * 12 + Number(p.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let i = index(from); i <= index(to); i++) months.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return months;
}

export function funderTitle(from: string, to: string): string {
  return from === to ? monthAndYear(from) : `${monthAndYear(from)} to ${monthAndYear(to)}`;
}

interface StateCounts {
  months: Map<string, number[]>;
  counties: Map<string, number[]>;
}

/** One state's rows as a table of counts with the sums between them: each row's sums, and each column's months = its counties. */
function tableOf(counts: StateCounts, width: number, sums: { total: number; parts: number[] }[]): { table: CountTable; months: string[]; counties: string[] } {
  const months = [...counts.months.keys()];
  const counties = [...counts.counties.keys()];
  const rows = [...months.map((m) => counts.months.get(m)!), ...counts.counties.values()];
  const values = rows.flat();
  const at = (row: number, column: number) => row * width + column;
  const relations: CountTable['relations'][number][] = [];
  rows.forEach((_, row) => {
    for (const s of sums) relations.push({ plus: s.parts.map((p) => at(row, p)), minus: [at(row, s.total)] });
  });
  for (let column = 0; column < width; column++) {
    relations.push({
      plus: months.map((_, row) => at(row, column)),
      minus: counties.map((_, i) => at(months.length + i, column)),
    });
  }
  return { table: { values, relations }, months, counties };
}

export async function buildFunderReport(reading: FunderReading, range: { from: string; to: string }, sources: readonly FunderSource[] = FUNDER_SOURCES): Promise<FunderReport> {
  const { db } = reading;
  const periods = monthsFrom(range.from, range.to);
  const columns = sources.flatMap((s) => s.columns);
  const width = columns.length;
  const position = new Map(columns.map((c, i) => [c.key, i]));
  const sums = sources.flatMap((s) => s.sums.map((sum) => ({ total: position.get(sum.key)!, parts: sum.of.map((k) => position.get(k)!) })));
  const [states, ...read] = await Promise.all([statesOf(db), ...sources.map((s) => s.countsIn(reading, periods))]);

  const byState = new Map<string, StateCounts>();
  const rowOf = (map: Map<string, number[]>, key: string) => {
    let row = map.get(key);
    if (!row) map.set(key, (row = new Array<number>(width).fill(0)));
    return row;
  };
  for (const rows of read) {
    for (const r of rows) {
      let s = byState.get(r.state);
      if (!s) byState.set(r.state, (s = { months: new Map(periods.map((p) => [p, new Array<number>(width).fill(0)])), counties: new Map() }));
      const month = rowOf(s.months, r.period);
      const county = rowOf(s.counties, r.county ?? NO_COUNTY);
      for (const [key, n] of Object.entries(r.counts)) {
        const column = position.get(key);
        if (column === undefined) continue;
        month[column]! += n;
        county[column]! += n;
      }
    }
  }

  const byMonth: FunderLine[] = [];
  const byCounty: FunderLine[] = [];
  const name = (code: string) => states.get(code)?.name ?? code;
  for (const state of [...byState.keys()].sort((a, b) => name(a).localeCompare(name(b)))) {
    const counts = byState.get(state)!;
    const countyOrder = [...counts.counties.keys()].sort((a, b) => (a === NO_COUNTY ? 1 : b === NO_COUNTY ? -1 : a.localeCompare(b)));
    counts.counties = new Map(countyOrder.map((c) => [c, counts.counties.get(c)!]));
    const { table, months, counties } = tableOf(counts, width, sums);
    const shown = suppressSmallCounts(table);
    const line = (row: number, label: string): FunderLine => ({ state, stateName: name(state), label, cells: shown.slice(row * width, (row + 1) * width) });
    months.forEach((m, row) => byMonth.push(line(row, m)));
    counties.forEach((c, i) => byCounty.push(line(months.length + i, c)));
  }
  return { from: range.from, to: range.to, title: funderTitle(range.from, range.to), columns, byMonth, byCounty };
}
