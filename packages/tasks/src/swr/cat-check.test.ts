/**
 * CAT check of the Word banks (scoring.md section 6): simulated children with known ability take
 * the 84-item adaptive test the way the task gives it (real or made-up chosen 50:50, then the most
 * informative item of that kind at the current estimate; MLE for English, EAP for Spanish) and
 * the estimates must recover the true abilities. The simulated children answer by the bank's own
 * provisional parameters, so this checks that the bank spreads information over the ability
 * range, not that the parameters are right.
 */
import {
  type EstimationMethod,
  type ScoredResponse,
  estimateTheta,
  probability,
  selectNextItem,
} from '@roar/scoring';
import { describe, expect, it } from 'vitest';
import { type Rng, createRng } from '../runtime/random.ts';
import { type Lexicality, type WordItem, swrBank } from './index.ts';

const TEST_LENGTH = 84;
const CHILDREN = 200;
const THETA_SD = 1.2;

/** Standard normal draw by Box-Muller. */
const gaussian = (rng: Rng) =>
  Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

function runCat(bank: readonly WordItem[], theta: number, method: EstimationMethod, rng: Rng) {
  const responses: ScoredResponse[] = [];
  const used = new Set<string>();
  const kinds = new Map<Lexicality, number>([
    ['real', 0],
    ['made-up', 0],
  ]);
  let estimate = estimateTheta(responses, method);
  while (responses.length < TEST_LENGTH) {
    const kind: Lexicality = rng.next() < 0.5 ? 'real' : 'made-up';
    const item =
      selectNextItem(bank, {
        method: 'maximum-information',
        theta: estimate.theta,
        usedIds: used,
        filter: (candidate) => candidate.lexicality === kind,
      }) ??
      selectNextItem(bank, { method: 'maximum-information', theta: estimate.theta, usedIds: used });
    if (!item) break;
    used.add(item.id);
    kinds.set(item.lexicality, (kinds.get(item.lexicality) ?? 0) + 1);
    responses.push({ item: item.params, correct: rng.next() < probability(item.params, theta) });
    estimate = estimateTheta(responses, method);
  }
  return { ...estimate, items: responses.length, real: kinds.get('real') ?? 0 };
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const variance = (xs: readonly number[]) => {
  const m = mean(xs);
  return mean(xs.map((x) => (x - m) ** 2));
};
function correlation(xs: readonly number[], ys: readonly number[]): number {
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

describe.each([
  ['en', 'mle'],
  ['es', 'eap'],
] as const)('Word CAT recovery (%s, %s)', (language, method) => {
  it('recovers simulated abilities from 84 items chosen 50:50 real and made-up', () => {
    const rng = createRng(`swr-cat-check:${language}`);
    const bank = swrBank(language).test;
    const truth: number[] = [];
    const estimates: number[] = [];
    const squaredSe: number[] = [];
    const realShare: number[] = [];
    for (let child = 0; child < CHILDREN; child += 1) {
      const theta = THETA_SD * gaussian(rng);
      const result = runCat(bank, theta, method, rng);
      expect(result.items).toBe(TEST_LENGTH);
      truth.push(theta);
      estimates.push(result.theta);
      squaredSe.push(result.se ** 2);
      realShare.push(result.real / result.items);
    }
    const r = correlation(estimates, truth);
    const reliability = variance(estimates) / (variance(estimates) + mean(squaredSe));
    expect(r, 'correlation of estimated and true theta').toBeGreaterThanOrEqual(0.9);
    expect(reliability, 'marginal reliability').toBeGreaterThanOrEqual(0.9);
    expect(mean(realShare)).toBeGreaterThan(0.45);
    expect(mean(realShare)).toBeLessThan(0.55);
  });
});
