/**
 * How well a simulation recovered known abilities (scoring.md section 6): the correlation of the
 * estimates with the true values, and the marginal reliability var(est) / (var(est) + mean SE^2).
 */
export interface Recovery {
  correlation: number;
  marginalReliability: number;
}

const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
const variance = (xs: readonly number[]) => {
  const m = mean(xs);
  return mean(xs.map((x) => (x - m) ** 2));
};

/** Pearson correlation of two equally long series. */
export function correlation(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length || xs.length < 2) {
    throw new RangeError('correlation needs two series of the same length (at least 2)');
  }
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] as number;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

/** Recovery of `truth` by `estimates` with their standard errors `ses` (one per simulee). */
export function recoveryOf(
  truth: readonly number[],
  estimates: readonly number[],
  ses: readonly number[],
): Recovery {
  const spread = variance(estimates);
  return {
    correlation: correlation(estimates, truth),
    marginalReliability: spread / (spread + mean(ses.map((se) => se * se))),
  };
}
