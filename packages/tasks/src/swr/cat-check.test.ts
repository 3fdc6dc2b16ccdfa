/**
 * CAT check of the Word banks (scoring.md section 6): simulated children with known ability take
 * the Word game's own 84-item adaptive test (its engine, through simulate(): real or made-up
 * 50:50, then the most informative item of that kind at the current estimate; MLE for English,
 * EAP for Spanish) and the estimates must recover the true abilities. The simulated children
 * answer by the bank's own provisional parameters, so this checks that the bank spreads
 * information over the ability range, not that the parameters are right.
 */
import { recoveryOf } from '@roar/scoring';
import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { normalDraw } from '../simulated-child.ts';
import { wordPlugin } from '../word/index.ts';

const TEST_LENGTH = 84;
const CHILDREN = 200;
const THETA_SD = 1.2;

describe.each([
  ['swr', 'en'],
  ['swr-es', 'es'],
] as const)('Word CAT recovery (%s)', (taskId, language) => {
  it('recovers simulated abilities from 84 items chosen 50:50 real and made-up', () => {
    const plugin = wordPlugin(taskId);
    const params = plugin.info.params.parse({ practice: false, numTrials: TEST_LENGTH });
    const rng = createRng(`swr-cat-check:${language}`);
    const truth: number[] = [];
    const estimates: number[] = [];
    const ses: number[] = [];
    const realShare: number[] = [];
    for (let child = 0; child < CHILDREN; child += 1) {
      const theta = THETA_SD * normalDraw(rng);
      const trials = plugin.simulate(params, rng, { theta });
      expect(trials).toHaveLength(TEST_LENGTH);
      const last = trials.at(-1)!.data;
      truth.push(theta);
      estimates.push(last.theta as number);
      ses.push(last.se as number);
      realShare.push(trials.filter((t) => t.data.lexicality === 'real').length / trials.length);
    }
    const { correlation, marginalReliability } = recoveryOf(truth, estimates, ses);
    expect(correlation, 'correlation of estimated and true theta').toBeGreaterThanOrEqual(0.9);
    expect(marginalReliability, 'marginal reliability').toBeGreaterThanOrEqual(0.9);
    const share = realShare.reduce((sum, x) => sum + x, 0) / realShare.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
  });
});
