import { percentile } from './admin-bench-db.ts';

/** How many requests of each kind a prober compares (the probe: 5). */
export const PROBE = 5;

export const median = (samples: readonly number[]): number => percentile([...samples], 0.5);

/**
 * In what share of probes (%) the median of PROBE timings of kind `a` exceeds that of kind `b`, taken in turns: about
 * 50 when the time tells nothing, near 100 when it tells `a` from `b`.
 */
export function toldApart(a: readonly number[], b: readonly number[]): number {
  let apart = 0;
  let probes = 0;
  for (let i = 0; i + PROBE <= Math.min(a.length, b.length); i += PROBE, probes++) if (median(a.slice(i, i + PROBE)) > median(b.slice(i, i + PROBE))) apart++;
  return Math.round((apart / probes) * 1000) / 10;
}
