/**
 * CAT recovery check (scoring.md section 6): simulated children with known ability take an
 * adaptive two-choice test run by the real selection, estimation and stopping code; the estimates
 * must recover the true abilities. Seeded with a generator local to this test (scoring may not
 * import the tasks package), so every run is identical.
 */
import { describe, expect, it } from 'vitest';
import { type EstimationMethod, type ScoredResponse, estimateTheta } from './estimation.ts';
import { probability } from './irt.ts';
import { seeded } from './seeded-random.test-helper.ts';
import { type BankItem, selectNextItem } from './selection.ts';
import { stopReason } from './stopping.ts';
import { recoveryOf } from './recovery.ts';

/** Standard normal draw by Box-Muller. */
const gaussian = (rng: () => number) =>
  Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

const BANK_SIZE = 300;
const CHILDREN = 500;
const RULE = { maxItems: 84, seThreshold: 0.25, minItems: 30 };

function makeBank(rng: () => number): BankItem[] {
  return Array.from({ length: BANK_SIZE }, (_, i) => ({
    id: `item-${i}`,
    params: { a: 1.2 + 1.4 * rng(), b: -4 + 8 * rng(), c: 0.5, d: 0.99 },
  }));
}

function runCat(
  bank: readonly BankItem[],
  trueTheta: number,
  method: EstimationMethod,
  rng: () => number,
) {
  const responses: ScoredResponse[] = [];
  const used = new Set<string>();
  let estimate = estimateTheta(responses, method);
  for (;;) {
    const item = selectNextItem(bank, {
      method: 'maximum-information',
      theta: estimate.theta,
      usedIds: used,
    });
    if (!item) break;
    used.add(item.id);
    responses.push({ item: item.params, correct: rng() < probability(item.params, trueTheta) });
    estimate = estimateTheta(responses, method);
    if (stopReason({ itemCount: responses.length, se: estimate.se }, RULE)) break;
  }
  return { ...estimate, items: responses.length };
}

describe.each(['mle', 'eap'] as const)('CAT recovery with %s estimation', (method) => {
  it('recovers ability within the 84-item limit', () => {
    const rng = seeded(20260501);
    const bank = makeBank(rng);
    const truth: number[] = [];
    const estimates: number[] = [];
    const ses: number[] = [];
    const lengths: number[] = [];
    for (let child = 0; child < CHILDREN; child += 1) {
      const theta = 1.2 * gaussian(rng);
      const result = runCat(bank, theta, method, rng);
      truth.push(theta);
      estimates.push(result.theta);
      ses.push(result.se);
      lengths.push(result.items);
    }
    const { correlation: r, marginalReliability: reliability } = recoveryOf(truth, estimates, ses);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(RULE.maxItems);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(RULE.minItems);
    // The SE rule ends some runs before the limit.
    expect(lengths.some((n) => n < RULE.maxItems)).toBe(true);
    expect(r, 'correlation of estimated and true theta').toBeGreaterThanOrEqual(0.9);
    expect(reliability, 'marginal reliability').toBeGreaterThanOrEqual(0.9);
  });
});
