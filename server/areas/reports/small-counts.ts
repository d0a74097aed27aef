/*
 * Small counts are not published (docs/product.md#the-funder-report, decision 079): a count of 1 to 10 is shown as
 * "<11", as the CDC's and CMS's rules for public figures do, and 0 as 0. A total that is shown could give such a
 * count back (a county's row total minus the months shown), so more figures are withheld, shown "*", until no
 * withheld figure can be worked out from what is shown.
 */

/** The largest count that is not shown. */
export const SMALL_COUNT_LIMIT = 10;
/** What a count of 1 to 10 shows. */
export const SMALL_COUNT = '<11';
/** What a count withheld only so that a small one cannot be worked out shows. */
export const WITHHELD = '*';

export type ShownCount = number | typeof SMALL_COUNT | typeof WITHHELD;

/**
 * A table of counts to publish, as cells and the sums that hold between them: each relation says that the cells of
 * `plus` add up to the cells of `minus` (a row's parts and its total; a state's months and its counties).
 */
export interface CountTable {
  values: readonly number[];
  relations: readonly { plus: readonly number[]; minus: readonly number[] }[];
}

interface Bounds {
  lo: number;
  hi: number;
}

/** What a reader knows of a withheld figure: "<11" is 1 to 10; "*" is a figure shown as neither, so 11 or more. */
function boundsOf(shown: ShownCount): Bounds {
  return shown === SMALL_COUNT ? { lo: 1, hi: SMALL_COUNT_LIMIT } : { lo: SMALL_COUNT_LIMIT + 1, hi: Infinity };
}

/** The cells of one relation with their sign: +1 on the `plus` side, −1 on the `minus` side. */
function signed(relation: CountTable['relations'][number]): [number, 1 | -1][] {
  return [...relation.plus.map((c) => [c, 1] as [number, 1]), ...relation.minus.map((c) => [c, -1] as [number, -1])];
}

/**
 * A withheld cell the sums and the marks' bounds pin down to one value: each withheld figure's bounds narrowed by every
 * sum in turn, given the figures shown and the others' bounds, until nothing narrows further.
 */
function pinnedByBounds(table: CountTable, shown: readonly ShownCount[]): number | undefined {
  const bounds = new Map<number, Bounds>();
  shown.forEach((s, cell) => {
    if (typeof s !== 'number') bounds.set(cell, boundsOf(s));
  });
  const relations = table.relations.map(signed).filter((terms) => terms.some(([cell]) => bounds.has(cell)));
  for (let round = 0, narrowed = true; narrowed && round < 100; round++) {
    narrowed = false;
    for (const terms of relations) {
      let known = 0;
      const unknown: { cell: number; sign: number }[] = [];
      for (const [cell, sign] of terms) {
        const s = shown[cell]!;
        if (typeof s === 'number') known += sign * s;
        else unknown.push({ cell, sign });
      }
      for (const u of unknown) {
        // sign·x = −known − Σ others' sign·x; the others' sum lies within [low, high].
        let low = 0;
        let high = 0;
        for (const o of unknown) {
          if (o === u) continue;
          const b = bounds.get(o.cell)!;
          low += o.sign > 0 ? b.lo : -b.hi;
          high += o.sign > 0 ? b.hi : -b.lo;
        }
        const b = bounds.get(u.cell)!;
        const lo = Math.max(b.lo, u.sign > 0 ? -known - high : known + low);
        const hi = Math.min(b.hi, u.sign > 0 ? -known - low : known + high);
        if (lo === hi) return u.cell;
        if (lo > b.lo || hi < b.hi) {
          bounds.set(u.cell, { lo, hi });
          narrowed = true;
        }
      }
    }
  }
  return undefined;
}

/**
 * A withheld cell the relations together pin down whatever the bounds: its unit vector lies in the row space of the
 * relations restricted to the withheld cells (reduced row echelon form: its pivot row has no other entry).
 */
function pinnedByRelations(table: CountTable, shown: readonly ShownCount[]): number | undefined {
  const hidden = shown.flatMap((s, i) => (typeof s === 'number' ? [] : [i]));
  const column = new Map(hidden.map((cell, i) => [cell, i]));
  const rows = table.relations
    .map((r) => {
      const row = new Array<number>(hidden.length).fill(0);
      for (const [cell, sign] of signed(r)) if (column.has(cell)) row[column.get(cell)!]! += sign;
      return row;
    })
    .filter((row) => row.some((x) => x !== 0));
  const EPS = 1e-9;
  let pivotRow = 0;
  const pivots: { row: number; col: number }[] = [];
  for (let col = 0; col < hidden.length && pivotRow < rows.length; col++) {
    const found = rows.findIndex((r, i) => i >= pivotRow && Math.abs(r[col]!) > EPS);
    if (found < 0) continue;
    [rows[pivotRow], rows[found]] = [rows[found]!, rows[pivotRow]!];
    const p = rows[pivotRow]!;
    const lead = p[col]!;
    for (let k = 0; k < p.length; k++) p[k]! /= lead;
    for (let i = 0; i < rows.length; i++) {
      if (i === pivotRow || Math.abs(rows[i]![col]!) < EPS) continue;
      const f = rows[i]![col]!;
      for (let k = 0; k < p.length; k++) rows[i]![k]! -= f * p[k]!;
    }
    pivots.push({ row: pivotRow, col });
    pivotRow++;
  }
  for (const { row, col } of pivots) {
    if (rows[row]!.every((x, k) => k === col || Math.abs(x) < EPS)) return hidden[col];
  }
  return undefined;
}

/** The next figure to withhold so that `cell` is no longer pinned down: the smallest count above 0 shown beside it. */
function complementOf(table: CountTable, shown: readonly ShownCount[], cell: number): number | undefined {
  let best: number | undefined;
  for (const relation of table.relations) {
    const cells = [...relation.plus, ...relation.minus];
    if (!cells.includes(cell)) continue;
    for (const c of cells) {
      const s = shown[c]!;
      if (typeof s !== 'number' || s === 0) continue;
      if (best === undefined || s < (shown[best] as number) || (s === shown[best] && c < best)) best = c;
    }
  }
  return best;
}

/**
 * The table as it may be published: every count of 1 to 10 shown "<11", 0 and the counts above 10 as they are, then,
 * one at a time, the smallest count beside a withheld figure that a reader could still work out withheld too ("*"),
 * until none can be: not from one sum and the bounds the marks give, nor from all the sums together.
 */
export function suppressSmallCounts(table: CountTable): ShownCount[] {
  const shown: ShownCount[] = table.values.map((v) => {
    if (!Number.isInteger(v) || v < 0) throw new Error(`A count must be a whole number of at least 0, not ${v}`);
    return v >= 1 && v <= SMALL_COUNT_LIMIT ? SMALL_COUNT : v;
  });
  for (let guard = 0; guard <= shown.length; guard++) {
    const pinned = pinnedByBounds(table, shown) ?? pinnedByRelations(table, shown);
    if (pinned === undefined) return shown;
    const next = complementOf(table, shown, pinned);
    // A withheld count above 0 is always balanced by another count above 0 in one of its sums; a table that breaks
    // that rule is inconsistent, and nothing of it is published.
    if (next === undefined) throw new Error('The counts do not add up: a withheld figure is the only count above 0 in its sums');
    shown[next] = WITHHELD;
  }
  throw new Error('Small-count suppression did not settle');
}
