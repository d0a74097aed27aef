import { describe, expect, it } from 'vitest';
import { SMALL_COUNT, suppressSmallCounts, WITHHELD, type CountTable, type ShownCount } from '#server/areas/reports/small-counts.ts';

/*
 * Small-count suppression (docs/product.md#the-funder-report, decision 079). The attacker here is independent of the
 * code under test: it tries every whole-number value of the withheld figures ("<11" from 1 to 10, "*" from 11 up to
 * a cap above any real figure) and keeps those that satisfy every sum, then asks whether any withheld figure has one
 * possible value only.
 */

type Relation = CountTable['relations'][number];

/** Every withheld cell's possible values, by trying every assignment that satisfies all the sums. */
function possibleValues(table: CountTable, shown: readonly ShownCount[], cap: number): Map<number, Set<number>> {
  const hidden = shown.flatMap((s, i) => (typeof s === 'number' ? [] : [i]));
  const possible = new Map(hidden.map((c) => [c, new Set<number>()]));
  const value = shown.map((s) => (typeof s === 'number' ? s : 0));
  const holds = (r: Relation) => r.plus.reduce((a, c) => a + value[c]!, 0) === r.minus.reduce((a, c) => a + value[c]!, 0);
  const settled = (upTo: number) => {
    const open = new Set(hidden.slice(upTo));
    return table.relations.filter((r) => [...r.plus, ...r.minus].every((c) => !open.has(c)));
  };
  const checksAfter = hidden.map((_, i) => settled(i + 1));
  const walk = (i: number) => {
    if (i === hidden.length) {
      if (!table.relations.every(holds)) return;
      hidden.forEach((c) => possible.get(c)!.add(value[c]!));
      return;
    }
    const cell = hidden[i]!;
    const [lo, hi] = shown[cell] === SMALL_COUNT ? [1, 10] : [11, cap];
    for (let v = lo; v <= hi; v++) {
      value[cell] = v;
      if (checksAfter[i]!.every(holds)) walk(i + 1);
    }
  };
  walk(0);
  return possible;
}

function expectNothingRecoverable(table: CountTable, shown: readonly ShownCount[], cap = 40) {
  const possible = possibleValues(table, shown, cap);
  for (const [cell, values] of possible) {
    expect(values.has(table.values[cell]!), `cell ${cell}: the true value is a solution`).toBe(true);
    expect(values.size, `cell ${cell} (${table.values[cell]}) could be worked out: ${[...values].join(', ')}`).toBeGreaterThan(1);
  }
}

/** A row of parts and its total: the total is the last cell. */
function rowTable(parts: number[]): CountTable {
  const total = parts.reduce((a, b) => a + b, 0);
  const values = [...parts, total];
  return { values, relations: [{ plus: parts.map((_, i) => i), minus: [parts.length] }] };
}

/** A grid of counts with row totals, column totals and the grand total (the last row and column). */
function gridTable(grid: number[][]): CountTable {
  const rows = grid.length;
  const cols = grid[0]!.length;
  const width = cols + 1;
  const values: number[] = [];
  for (const r of grid) values.push(...r, r.reduce((a, b) => a + b, 0));
  for (let c = 0; c <= cols; c++) values.push(values.filter((_, i) => i % width === c).reduce((a, b) => a + b, 0));
  const at = (r: number, c: number) => r * width + c;
  const relations: Relation[] = [];
  for (let r = 0; r <= rows; r++) relations.push({ plus: Array.from({ length: cols }, (_, c) => at(r, c)), minus: [at(r, cols)] });
  for (let c = 0; c <= cols; c++) relations.push({ plus: Array.from({ length: rows }, (_, r) => at(r, c)), minus: [at(rows, c)] });
  return { values, relations };
}

describe('small-count suppression', () => {
  it('shows 0 and counts from 11 as they are, 1 to 10 as "<11"', () => {
    expect(suppressSmallCounts({ values: [0, 1, 10, 11, 250], relations: [] })).toEqual([0, SMALL_COUNT, SMALL_COUNT, 11, 250]);
  });

  it('refuses a count that is not a whole number of at least 0', () => {
    expect(() => suppressSmallCounts({ values: [-1], relations: [] })).toThrow(/whole number/);
    expect(() => suppressSmallCounts({ values: [2.5], relations: [] })).toThrow(/whole number/);
  });

  it('a county with 3 shows "<11", and its row total cannot give it back', () => {
    // County A: 3 kits in January, 40 in February; total 43.
    const table = rowTable([3, 40]);
    const shown = suppressSmallCounts(table);
    expect(shown[0]).toBe(SMALL_COUNT);
    expect(shown.filter((s) => s === WITHHELD)).toHaveLength(1);
    expectNothingRecoverable(table, shown);
  });

  it('withholds the next smallest count, not a larger one, beside a single small one', () => {
    const table = rowTable([3, 40, 25, 90]);
    const shown = suppressSmallCounts(table);
    expect(shown).toEqual([SMALL_COUNT, 40, WITHHELD, 90, 158]);
    expectNothingRecoverable(table, shown);
  });

  it('two small counts whose sum is known are both 1, or both 10, only in the reader\'s mind: more is withheld', () => {
    for (const parts of [[1, 1, 30], [10, 10, 30], [1, 1, 0, 0]]) {
      const table = rowTable(parts);
      const shown = suppressSmallCounts(table);
      expectNothingRecoverable(table, shown);
    }
  });

  it('a small total of small parts gives none of them back', () => {
    const table = rowTable([3, 0, 0]);
    const shown = suppressSmallCounts(table);
    expect(shown).toEqual([SMALL_COUNT, 0, 0, SMALL_COUNT]);
    expectNothingRecoverable(table, shown);
  });

  it('in a grid with row, column and grand totals, no withheld figure can be worked out', () => {
    const table = gridTable([[3, 45, 60], [20, 0, 31], [12, 14, 5]]);
    const shown = suppressSmallCounts(table);
    expect(shown[0]).toBe(SMALL_COUNT);
    expectNothingRecoverable(table, shown, 200);
  });

  it('random small tables: every withheld figure keeps at least two possible values', () => {
    let seed = 79;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const count = () => {
      const r = random();
      return r < 0.25 ? 0 : r < 0.6 ? 1 + Math.floor(random() * 10) : 11 + Math.floor(random() * 15);
    };
    for (let n = 0; n < 60; n++) {
      const grid = [[count(), count()], [count(), count()]];
      const table = gridTable(grid);
      const shown = suppressSmallCounts(table);
      expectNothingRecoverable(table, shown, 110);
    }
  });
});
