import { localText } from '#engine/localise.ts';
import type { FunnelReason, FunnelReport, FunnelStep } from '#schemas/generated/funnel.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import { outcomeCounts, secondsHistogram, stepCounts, type FunnelFilter, type SecondsCount } from './funnel.repository.ts';
import { reasonLabel } from './reason-labels.ts';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.schema.ts';

/** The median of a histogram's values: median([{ seconds: 10, runs: 2 }, { seconds: 40, runs: 1 }]) === 10. */
export function medianOf(histogram: readonly Pick<SecondsCount, 'seconds' | 'runs'>[]): number | null {
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
export async function funnelReport(db: Kysely<Database>, flow: Flow, filter: FunnelFilter, timeZone: string): Promise<FunnelReport> {
  const [counts, histogram, outcomes] = await Promise.all([stepCounts(db, filter), secondsHistogram(db, filter), outcomeCounts(db, filter)]);
  const language = flow.locales[0] ?? 'en';
  const steps: FunnelStep[] = flow.steps.map((step) => {
    const c = counts.find((x) => x.step === step.number);
    return {
      number: step.number,
      id: step.id,
      title: step.title ? localText(step.title, language) : step.id,
      reached: c?.reached ?? 0,
      completed: c?.completed ?? 0,
      left: c?.left ?? 0,
      ended: c?.ended ?? 0,
      medianSeconds: medianOf(histogram.filter((h) => h.step === step.number)),
    };
  });
  const total = (outcome: string | null) => outcomes.filter((o) => o.outcome === outcome).reduce((sum, o) => sum + o.runs, 0);
  const byReason = new Map<string, FunnelReason>();
  for (const o of outcomes) {
    if (o.outcome !== 'ineligible' && o.outcome !== 'refused') continue;
    for (const code of new Set(o.reasonCodes)) {
      const key = `${o.outcome}:${code}`;
      const entry = byReason.get(key) ?? { outcome: o.outcome, code, label: reasonLabel(flow, o.outcome, code), runs: 0 };
      entry.runs += o.runs;
      byReason.set(key, entry);
    }
  }
  return {
    flowId: flow.id,
    version: flow.version,
    from: filter.from,
    to: filter.to,
    timeZone,
    runs: outcomes.reduce((sum, o) => sum + o.runs, 0),
    steps,
    outcomes: { ordered: total('ordered'), ineligible: total('ineligible'), refused: total('refused'), open: total(null) },
    reasons: [...byReason.values()].sort((a, b) => b.runs - a.runs || a.label.localeCompare(b.label)),
  };
}
