/** The median and 95th percentile of `runs` calls of `work`, in ms, after three to warm up. */
export async function timed(runs: number, work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)]!, p95: times[Math.ceil(runs * 0.95) - 1]! };
}
