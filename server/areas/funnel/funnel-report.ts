import { localText } from '#engine/localise.ts';
import { placesOrders } from '#engine/places-orders.ts';
import type { FunnelReason, FunnelReport, FunnelStep } from '#schemas/generated/funnel.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { runGroups, stepGroups, type FunnelFilter } from './funnel.repository.ts';
import { reasonLabel } from './reason-labels.ts';
import type { Db } from '#server/db/database.ts';

/** The median of a histogram's values: median([{ seconds: 10, runs: 2 }, { seconds: 40, runs: 1 }]) === 10. */
export function medianOf(histogram: readonly { seconds: number; runs: number }[]): number | null {
  const sorted = [...histogram].sort((a, b) => a.seconds - b.seconds);
  const total = sorted.reduce((sum, h) => sum + h.runs, 0);
  if (total === 0) return null;
  // The values at 0-based positions lower and upper; equal for an odd count.
  const lower = Math.floor((total - 1) / 2);
  const upper = Math.floor(total / 2);
  let seen = 0;
  let low: number | null = null;
  for (const h of sorted) {
    if (low === null && seen + h.runs > lower) low = h.seconds;
    if (seen + h.runs > upper) return (low! + h.seconds) / 2;
    seen += h.runs;
  }
  return low;
}

/** The funnel of one version over a period: every step of the version in order, the outcomes and their reasons. */
export async function funnelReport(db: Db, flow: Flow, filter: FunnelFilter, timeZone: string): Promise<FunnelReport> {
  const [stepRows, runRows] = await Promise.all([stepGroups(db, filter), runGroups(db, filter)]);
  const language = flow.locales[0] ?? 'en';
  const sum = <T extends { runs: number }>(rows: readonly T[], keep: (row: T) => boolean) => rows.reduce((total, row) => total + (keep(row) ? row.runs : 0), 0);
  const steps: FunnelStep[] = flow.steps.map((step) => {
    const mine = stepRows.filter((r) => r.step === step.number);
    return {
      number: step.number,
      id: step.id,
      title: step.title ? localText(step.title, language) : step.id,
      reached: sum(mine, () => true),
      completed: sum(mine, (r) => r.completed),
      // Where a run without an outcome stands is where it left (or is still answering).
      left: sum(runRows, (r) => r.outcome === null && r.currentStep === step.number),
      ended: sum(runRows, (r) => (r.outcome === 'ineligible' || r.outcome === 'refused') && r.outcomeStep === step.number),
      medianSeconds: medianOf(mine.flatMap((r) => (r.completed && r.seconds !== null ? [{ seconds: r.seconds, runs: r.runs }] : []))),
    };
  });
  const byReason = new Map<string, FunnelReason>();
  for (const r of runRows) {
    if (r.outcome !== 'ineligible' && r.outcome !== 'refused') continue;
    for (const code of new Set(r.reasonCodes)) {
      const key = `${r.outcome}:${code}`;
      const entry = byReason.get(key) ?? { outcome: r.outcome, code, label: reasonLabel(flow, r.outcome, code), runs: 0 };
      entry.runs += r.runs;
      byReason.set(key, entry);
    }
  }
  return {
    flowId: flow.id,
    version: flow.version,
    from: filter.from,
    to: filter.to,
    timeZone,
    placesOrders: placesOrders(flow),
    runs: sum(runRows, () => true),
    steps,
    outcomes: {
      ordered: sum(runRows, (r) => r.outcome === 'ordered'),
      ineligible: sum(runRows, (r) => r.outcome === 'ineligible'),
      refused: sum(runRows, (r) => r.outcome === 'refused'),
      open: sum(runRows, (r) => r.outcome === null),
    },
    reasons: [...byReason.values()].sort((a, b) => b.runs - a.runs || a.label.localeCompare(b.label)),
  };
}
