/**
 * Smoothing of cell statistics along an evenly spaced grid, for continuous norming
 * (local-norms.ts): a penalised least-squares (Whittaker) smoother, the discrete form of a
 * smoothing spline. Each grid point has a value and the inverse variance of it as weight (0 for
 * a gap: the curve passes through it smoothly); the penalty on differences of order `order`
 * pulls the curve towards a polynomial of degree order - 1 (a straight line for 2, a parabola for
 * 3), and its strength is chosen by UBRE (Mallows' Cp), which is unbiased for the prediction
 * error when the weights are true inverse variances (Wahba, Spline Models for Observational
 * Data, 1990, section 4.7). A small cell is thus pulled towards its neighbours.
 */

export interface GridPoint {
  readonly y: number;
  /** Inverse variance of y; 0 for a grid point without data. */
  readonly weight: number;
}

export interface SmoothFit {
  /** Smoothed value at every grid point. */
  readonly values: readonly number[];
  /** Effective degrees of freedom, trace of the smoother matrix. */
  readonly edf: number;
  readonly lambda: number;
}

/** The inverse of a square matrix by Gauss-Jordan elimination with partial pivoting; null when singular. */
export function invertMatrix(matrix: readonly (readonly number[])[]): number[][] | null {
  const n = matrix.length;
  const a = matrix.map((row, i) => [...row, ...row.map((_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) {
      if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    }
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const lead = a[col]![col]!;
    for (let c = 0; c < 2 * n; c++) a[col]![c]! /= lead;
    for (let r = 0; r < n; r++) {
      const factor = a[r]![col]!;
      if (r === col || factor === 0) continue;
      for (let c = 0; c < 2 * n; c++) a[r]![c]! -= factor * a[col]![c]!;
    }
  }
  return a.map((row) => row.slice(n));
}

/** Binomial coefficients of the order-th difference with alternating signs ([1, -2, 1] for 2). */
function differenceCoefficients(order: number): number[] {
  let coefficients = [1];
  for (let k = 0; k < order; k++) {
    coefficients = [...coefficients, 0].map((c, i) => c - (i > 0 ? coefficients[i - 1]! : 0));
  }
  return coefficients;
}

/** D'D of the order-th difference matrix on n points. */
function penaltyMatrix(n: number, order: number): number[][] {
  const p = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const coefficients = differenceCoefficients(order);
  for (let start = 0; start + order < n; start++) {
    for (let i = 0; i <= order; i++) {
      for (let j = 0; j <= order; j++) {
        p[start + i]![start + j]! += coefficients[i]! * coefficients[j]!;
      }
    }
  }
  return p;
}

/** Candidate strengths of the penalty, relative to the mean weight: 10^-4 ... 10^6. */
const LOG_LAMBDAS = Array.from({ length: 41 }, (_, k) => -4 + k / 4);

/**
 * The smoothed grid with the penalty strength of least UBRE, chi-square + 2 edf - n. `order` is
 * lowered to the number of weighted points when there are fewer, so the fit stays determined.
 * Null with no weighted point.
 */
export function smoothGrid(points: readonly GridPoint[], order: number): SmoothFit | null {
  const n = points.length;
  const weighted = points.filter((p) => p.weight > 0).length;
  if (weighted === 0) return null;
  const usedOrder = Math.max(1, Math.min(order, weighted));
  const penalty = penaltyMatrix(n, usedOrder);
  const meanWeight = points.reduce((sum, p) => sum + p.weight, 0) / weighted;
  const weightedY = points.map((p) => p.weight * p.y);

  let best: (SmoothFit & { ubre: number }) | null = null;
  for (const logLambda of LOG_LAMBDAS) {
    const lambda = meanWeight * 10 ** logLambda;
    const system = penalty.map((row, i) =>
      row.map((value, j) => lambda * value + (i === j ? points[i]!.weight : 0)),
    );
    const inverse = invertMatrix(system);
    if (!inverse) continue;
    const values = inverse.map((row) => row.reduce((sum, v, j) => sum + v * weightedY[j]!, 0));
    // Effective degrees of freedom: the trace of the smoother matrix (W + lambda P)^-1 W.
    const edf = points.reduce((sum, p, i) => sum + inverse[i]![i]! * p.weight, 0);
    const chiSquare = points.reduce((sum, p, i) => sum + p.weight * (p.y - values[i]!) ** 2, 0);
    const ubre = chiSquare + 2 * edf - weighted;
    if (!best || ubre < best.ubre) best = { values, edf, lambda, ubre };
  }
  if (!best) return null;
  return { values: best.values, edf: best.edf, lambda: best.lambda };
}
