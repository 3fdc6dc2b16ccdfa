/**
 * The four-parameter logistic (4PL) item response model used by every adaptive task
 * (scoring.md section 6, architecture.md section 8).
 *
 * P(theta) = c + (d - c) / (1 + exp(-a (theta - b)))
 *
 * a: discrimination (> 0), b: difficulty (theta units), c: lower asymptote (guessing, 0.5 for a
 * two-choice item), d: upper asymptote (1 - slipping).
 */
export interface ItemParams {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

/**
 * Throws a RangeError unless the parameters define a proper 4PL item: finite numbers with a > 0 and
 * 0 <= c < d <= 1. Call it where item banks enter the system, not in hot loops.
 */
export function assertItemParams(item: ItemParams): void {
  const { a, b, c, d } = item;
  if (![a, b, c, d].every(Number.isFinite)) throw new RangeError('item parameters must be finite');
  if (a <= 0) throw new RangeError('discrimination a must be positive');
  if (c < 0 || d > 1 || c >= d) throw new RangeError('asymptotes need 0 <= c < d <= 1');
}

/** The logistic part of the model, 1 / (1 + exp(-a (theta - b))), computed without overflow. */
function logistic(item: ItemParams, theta: number): number {
  const x = item.a * (theta - item.b);
  if (x >= 0) return 1 / (1 + Math.exp(-x));
  const e = Math.exp(x);
  return e / (1 + e);
}

/** Probability of a correct response at ability theta. */
export function probability(item: ItemParams, theta: number): number {
  return item.c + (item.d - item.c) * logistic(item, theta);
}

/** dP/dtheta = a (d - c) L (1 - L), with L the logistic part. */
export function probabilityDerivative(item: ItemParams, theta: number): number {
  const l = logistic(item, theta);
  return item.a * (item.d - item.c) * l * (1 - l);
}

/** d2P/dtheta2 = a^2 (d - c) L (1 - L) (1 - 2L), for Newton steps on the likelihood. */
export function probabilitySecondDerivative(item: ItemParams, theta: number): number {
  const l = logistic(item, theta);
  return item.a * item.a * (item.d - item.c) * l * (1 - l) * (1 - 2 * l);
}

/** P, P' and P'' at theta from one evaluation of the logistic (for estimation loops). */
export function responseCurve(item: ItemParams, theta: number) {
  const l = logistic(item, theta);
  const range = item.d - item.c;
  const dp = item.a * range * l * (1 - l);
  return { p: item.c + range * l, dp, d2p: item.a * dp * (1 - 2 * l) };
}

/**
 * Fisher information of one item at theta, the 4PL formula
 * I = a^2 (P - c)^2 (d - P)^2 / ((d - c)^2 P (1 - P)), which equals P'^2 / (P (1 - P)).
 * Zero where P is 0 or 1 (an item with c = 0 and d = 1 far from theta).
 */
export function itemInformation(item: ItemParams, theta: number): number {
  const { p, dp } = responseCurve(item, theta);
  const q = 1 - p;
  if (p <= 0 || q <= 0) return 0;
  return (dp * dp) / (p * q);
}

/** Sum of the item informations at theta. */
export function testInformation(items: readonly ItemParams[], theta: number): number {
  let total = 0;
  for (const item of items) total += itemInformation(item, theta);
  return total;
}

/**
 * Standard error of measurement at theta: 1 / sqrt(test information). Infinity when the items carry
 * no information (for example before the first response); never NaN.
 */
export function standardError(items: readonly ItemParams[], theta: number): number {
  const info = testInformation(items, theta);
  return info > 0 ? 1 / Math.sqrt(info) : Number.POSITIVE_INFINITY;
}
