/** The nearest-rank percentile `p` (0-100) of `values` (any order); NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** Resolves at `at` on the performance clock (at once when that is past). */
export function sleepUntil(at: number): Promise<void> {
  const ms = at - performance.now();
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
