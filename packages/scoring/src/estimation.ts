import { type ItemParams, responseCurve, standardError } from './irt.ts';
import {
  P_FLOOR,
  type ThetaGrid,
  boundedProbability,
  logLikelihoodOnGrid,
} from './likelihood-grid.ts';

/** One scored response to an item with known parameters. */
export interface ScoredResponse {
  readonly item: ItemParams;
  readonly correct: boolean;
}

/** Ability is estimated on [-6, 6] (scoring.md section 2). */
export const THETA_BOUNDS = { min: -6, max: 6 } as const;

export type EstimationMethod = 'mle' | 'eap';

/** An ability estimate with its standard error (Infinity when nothing is known; never NaN). */
export interface ThetaEstimate {
  readonly theta: number;
  readonly se: number;
  readonly method: EstimationMethod;
  /** For MLE, which bound the likelihood pushed the estimate to (all correct or all wrong). */
  readonly boundary: 'lower' | 'upper' | null;
}

export interface MleOptions {
  readonly min?: number;
  readonly max?: number;
  readonly maxIterations?: number;
}

export interface EapOptions {
  readonly min?: number;
  readonly max?: number;
  readonly priorMean?: number;
  readonly priorSd?: number;
  /** Number of evenly spaced quadrature points on [min, max]; 81 by default (step 0.15). */
  readonly points?: number;
}

const COARSE_STEP = 0.25;
const FINE_STEP = 0.001;
const STEP_TOLERANCE = 1e-8;
const LL_TOLERANCE = 1e-12;

/** Log-likelihood of the responses at theta: sum of u ln P + (1 - u) ln (1 - P). */
export function logLikelihood(responses: readonly ScoredResponse[], theta: number): number {
  let total = 0;
  for (const { item, correct } of responses) {
    const p = boundedProbability(item, theta);
    total += Math.log(correct ? p : 1 - p);
  }
  return total;
}

/**
 * First and second derivatives of the log-likelihood and the test information at theta:
 * l' = sum (u - P) P' / (PQ); l'' = sum -P'^2 / (PQ) + (u - P) (P'' / (PQ) - P'^2 (Q - P) / (PQ)^2).
 */
function derivatives(responses: readonly ScoredResponse[], theta: number) {
  let slope = 0;
  let curvature = 0;
  let information = 0;
  for (const { item, correct } of responses) {
    const curve = responseCurve(item, theta);
    const { dp, d2p } = curve;
    const p = Math.min(1 - P_FLOOR, Math.max(P_FLOOR, curve.p));
    const pq = p * (1 - p);
    const residual = correct ? 1 - p : -p;
    const info = (dp * dp) / pq;
    slope += (residual * dp) / pq;
    information += info;
    curvature += -info + residual * (d2p / pq - (info * (1 - 2 * p)) / pq);
  }
  return { slope, curvature, information };
}

/** The first grid point with the highest log-likelihood (ties resolve to the lower theta). */
function gridMaximum(responses: readonly ScoredResponse[], grid: ThetaGrid) {
  const values = logLikelihoodOnGrid(responses, grid);
  let best = 0;
  for (let i = 1; i < grid.count; i += 1) {
    if ((values[i] as number) > (values[best] as number)) best = i;
  }
  return { theta: grid.min + best * grid.step, ll: values[best] as number };
}

/** A grid with the given step from `from` to `to` (the last step may be shorter). */
function gridOver(from: number, to: number, step: number): ThetaGrid {
  return { min: from, step, count: Math.floor((to - from) / step + 1e-9) + 1 };
}

/**
 * Maximum-likelihood ability on [min, max] (default [-6, 6]). A coarse grid finds the global
 * maximum (the 4PL likelihood can have several), Newton-Raphson steps with step halving
 * refine it, and a fine grid takes over if they do not converge. Response patterns without a
 * finite maximum (all correct, all wrong) end at the bound, reported in `boundary`. With no
 * responses the estimate is 0 (clamped) with an infinite SE. SE = 1 / sqrt(test information).
 */
export function estimateThetaMle(
  responses: readonly ScoredResponse[],
  options: MleOptions = {},
): ThetaEstimate {
  const min = options.min ?? THETA_BOUNDS.min;
  const max = options.max ?? THETA_BOUNDS.max;
  const maxIterations = options.maxIterations ?? 50;
  const clamp = (t: number) => Math.min(max, Math.max(min, t));
  const items = responses.map((r) => r.item);
  if (responses.length === 0) {
    const theta = clamp(0);
    return { theta, se: standardError(items, theta), method: 'mle', boundary: null };
  }

  const coarse = gridMaximum(responses, gridOver(min, max, COARSE_STEP));
  let theta = coarse.theta;
  let ll = coarse.ll;
  let converged = false;
  for (let i = 0; i < maxIterations; i += 1) {
    const { slope, curvature, information } = derivatives(responses, theta);
    // Newton-Raphson where the likelihood is concave, a Fisher-scoring step elsewhere.
    const step = curvature < 0 ? -slope / curvature : slope / information;
    if (!Number.isFinite(step)) break;
    let next = clamp(theta + Math.max(-1, Math.min(1, step)));
    // Converged, or at a bound the likelihood still rises beyond.
    if (Math.abs(next - theta) < STEP_TOLERANCE) {
      converged = true;
      break;
    }
    let nextLl = logLikelihood(responses, next);
    for (let halvings = 0; nextLl < ll - LL_TOLERANCE && halvings < 20; halvings += 1) {
      next = (theta + next) / 2;
      nextLl = logLikelihood(responses, next);
    }
    if (nextLl < ll - LL_TOLERANCE) break;
    theta = next;
    ll = nextLl;
  }
  if (!converged) {
    const from = clamp(theta - COARSE_STEP);
    const to = clamp(theta + COARSE_STEP);
    const count = Math.round((to - from) / FINE_STEP);
    for (let k = 0; k <= count; k += 1) {
      const t = from + k * FINE_STEP;
      const value = logLikelihood(responses, t);
      if (value > ll) {
        theta = t;
        ll = value;
      }
    }
  }
  const boundary = theta <= min ? 'lower' : theta >= max ? 'upper' : null;
  return { theta, se: standardError(items, theta), method: 'mle', boundary };
}

/**
 * Expected a-posteriori ability with a normal prior (mean 0, SD 1 by default) by quadrature on
 * evenly spaced points over [min, max]. Returns the posterior mean and the posterior SD as SE.
 * Works in log space so long tests do not underflow; with no responses it returns the prior.
 */
export function estimateThetaEap(
  responses: readonly ScoredResponse[],
  options: EapOptions = {},
): ThetaEstimate {
  const min = options.min ?? THETA_BOUNDS.min;
  const max = options.max ?? THETA_BOUNDS.max;
  const mean = options.priorMean ?? 0;
  const sd = options.priorSd ?? 1;
  const points = options.points ?? 81;
  if (!(sd > 0) || !Number.isInteger(points) || points < 2 || !(max > min)) {
    throw new RangeError('EAP needs a positive prior SD, at least 2 points and min < max');
  }
  const grid = { min, step: (max - min) / (points - 1), count: points };
  const logPosterior = logLikelihoodOnGrid(responses, grid);
  let peak = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < points; i += 1) {
    const z = (min + i * grid.step - mean) / sd;
    logPosterior[i] = (logPosterior[i] as number) - (z * z) / 2;
    peak = Math.max(peak, logPosterior[i] as number);
  }
  let mass = 0;
  let first = 0;
  let second = 0;
  for (let i = 0; i < points; i += 1) {
    const theta = min + i * grid.step;
    const w = Math.exp((logPosterior[i] as number) - peak);
    mass += w;
    first += w * theta;
    second += w * theta * theta;
  }
  const theta = first / mass;
  const se = Math.sqrt(Math.max(0, second / mass - theta * theta));
  return { theta, se, method: 'eap', boundary: null };
}

/** Estimate ability with the method a task's definition names. */
export function estimateTheta(
  responses: readonly ScoredResponse[],
  method: EstimationMethod,
  options: MleOptions & EapOptions = {},
): ThetaEstimate {
  return method === 'mle'
    ? estimateThetaMle(responses, options)
    : estimateThetaEap(responses, options);
}
