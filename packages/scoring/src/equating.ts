/**
 * Equipercentile equating of integer scores 0..max (Kolen & Brennan, Test Equating, ch. 2): a
 * score x on form X is mapped to the score on form Y with the same percentile rank, each
 * discrete distribution continuized by spreading every integer's probability uniformly over
 * [x - 0.5, x + 0.5). Used to put the Sentence forms on form A's scale
 * (docs/decisions/053-exposure-retest-and-equating.md).
 */

/** Share of scores at each integer 0..max (scores outside are clipped to the ends). */
export function scoreDistribution(scores: readonly number[], max: number): number[] {
  const counts = Array.from({ length: max + 1 }, () => 0);
  for (const score of scores) {
    const x = Math.min(max, Math.max(0, Math.round(score)));
    counts[x]! += 1;
  }
  return counts.map((n) => n / Math.max(1, scores.length));
}

/** Percentile rank (0-100) of integer x: all below it plus half of x's own share. */
export function percentileRank(distribution: readonly number[], x: number): number {
  let below = 0;
  for (let k = 0; k < x; k += 1) below += distribution[k] ?? 0;
  return 100 * (below + (distribution[x] ?? 0) / 2);
}

/**
 * The score with percentile rank p on the continuized distribution: inside the first integer
 * whose cumulative share reaches p, linearly (x - 0.5 at its start, x + 0.5 at its end).
 */
export function scoreAtPercentile(distribution: readonly number[], p: number): number {
  const target = Math.min(100, Math.max(0, p)) / 100;
  let cumulative = 0;
  for (let x = 0; x < distribution.length; x += 1) {
    const share = distribution[x] ?? 0;
    if (share > 0 && cumulative + share >= target) {
      return x - 0.5 + (target - cumulative) / share;
    }
    cumulative += share;
  }
  return distribution.length - 0.5;
}

/**
 * The equating function from form X to form Y at every integer 0..max, each value rounded to
 * two decimals and clipped to [0, max]. Scores of X below or above every observed one keep the
 * difference equated at the nearest observed score (no data says more). Both samples should be
 * large (tens of thousands): no presmoothing is done.
 */
export function equipercentileTable(
  fromScores: readonly number[],
  toScores: readonly number[],
  max: number,
): number[] {
  const from = scoreDistribution(fromScores, max);
  const to = scoreDistribution(toScores, max);
  const observed = from.flatMap((share, x) => (share > 0 ? [x] : []));
  const low = observed[0] ?? 0;
  const high = observed.at(-1) ?? max;
  const equate = (x: number) => scoreAtPercentile(to, percentileRank(from, x));
  return from.map((_, x) => {
    const anchor = Math.min(high, Math.max(low, x));
    const equated = equate(anchor) + (x - anchor);
    return Math.round(Math.min(max, Math.max(0, equated)) * 100) / 100;
  });
}

/** A score through a table (clipped to the table's range); the identity without one. */
export function equateScore(table: readonly number[] | undefined, score: number): number {
  if (!table || table.length === 0) return score;
  const x = Math.min(table.length - 1, Math.max(0, Math.round(score)));
  return table[x]!;
}
