import { correlation } from '@roar/scoring';
import { createRng } from '../runtime/random.ts';
import { normalDraw } from '../simulated-child.ts';
import { coreMathAbility } from './ability.ts';
import { CENTRE_GRADE, THETA_PER_GRADE } from './params.ts';
import { simulateCoreMath } from './simulate.ts';
import { HIGHEST_GRADE, LOWEST_GRADE } from './types.ts';

export interface CoreMathRecovery {
  /** Correlation of the EAP estimate (from the judged answers) with the true theta. */
  r: number;
  medianLength: number;
  meanLength: number;
}

/**
 * A simulated child's grade, consistent with its ability: the grade whose items it would answer
 * half the time (theta / 0.6 + 4, params.ts), plus a grade's spread of N(0, 1) for children of
 * different ability in one class, rounded and clamped to K-8.
 */
export function simulatedGrade(theta: number, noise: number): number {
  const grade = Math.round(CENTRE_GRADE + theta / THETA_PER_GRADE + noise);
  return Math.min(HIGHEST_GRADE, Math.max(LOWEST_GRADE, grade));
}

const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Ability recovery of the whole game (README.md, "Checks"): `children` simulated children with
 * theta ~ N(0, 1) and a grade consistent with it take the English test with its default length
 * and stop rule, no practice; the estimate is recomputed from the scored answers, as the server
 * does. Deterministic from `seed`. The benchmark runs it at 1000 children, the test at 200.
 */
export function coreMathRecovery(children: number, seed: string): CoreMathRecovery {
  const rng = createRng(seed);
  const truth: number[] = [];
  const estimates: number[] = [];
  const lengths: number[] = [];
  for (let i = 0; i < children; i += 1) {
    const theta = normalDraw(rng);
    const grade = simulatedGrade(theta, normalDraw(rng));
    const trials = simulateCoreMath(
      { practice: false, language: 'en' },
      rng,
      { theta },
      grade === 0 ? 'K' : String(grade),
    );
    const answers = trials.map((t) => ({ itemId: t.itemId!, correct: t.data.correct === 1 }));
    truth.push(theta);
    estimates.push(coreMathAbility(answers).theta);
    lengths.push(trials.length);
  }
  return {
    r: correlation(truth, estimates),
    medianLength: median(lengths),
    meanLength: lengths.reduce((sum, n) => sum + n, 0) / lengths.length,
  };
}
