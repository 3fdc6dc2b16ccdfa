import { describe, expect, it } from 'vitest';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { syntaxDefinition, syntaxParamsOf } from './definition.ts';
import { syntaxTrialSchema } from './trial-schema.ts';

const simulate = (
  theta: number,
  seed: string,
  params: Record<string, unknown> = {},
  medianRtMs?: number,
) =>
  syntaxDefinition
    .simulate('trog', syntaxParamsOf().parse(params) as never, createRng(seed), {
      theta,
      ...(medianRtMs ? { medianRtMs } : {}),
    })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));

const thetaOf = (trials: ReturnType<typeof simulate>) =>
  scoreStoredRun(
    syntaxDefinition,
    { taskId: 'trog', params: {}, seed: 's', trials },
    { grade: '3' },
  ).raw.composite!.test!.thetaEstimate!;

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

describe('simulateSyntax', () => {
  it('records valid trials in order, and every run ends within the list and the time limit', () => {
    for (const theta of [-4, 0, 4]) {
      const trials = simulate(theta, `v${theta}`);
      expect(trials.length).toBeLessThanOrEqual(6 + 80);
      trials.forEach((trial, i) => {
        expect(trial.trialIndex).toBe(i);
        const parsed = syntaxTrialSchema.safeParse(trial.data);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        if (trial.stage === 'test') expect(trial.data.elapsedMs as number).toBeLessThan(300_000);
      });
    }
  });

  it('stops at the time limit: a slow strong child does not reach the end of 80 sentences', () => {
    const trials = simulate(6, 'slow', {}, 6000);
    const test = trials.filter((t) => t.stage === 'test');
    expect(test.length).toBeLessThan(80);
    expect(test.length).toBeGreaterThan(30);
  });

  it("stops after the variant's number of wrong answers in a row", () => {
    const lengths = ['a', 'b', 'c', 'd'].map(
      (seed) => simulate(-6, seed, { practice: false, maxConsecutiveErrors: 2 }).length,
    );
    expect(Math.max(...lengths)).toBeLessThan(20);
  });

  it('recovers ability at the default length (r >= 0.90)', () => {
    const thetas: number[] = [];
    const estimates: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const theta = -2.5 + (5 * i) / 199;
      thetas.push(theta);
      estimates.push(thetaOf(simulate(theta, `r${i}`)));
    }
    expect(pearson(thetas, estimates)).toBeGreaterThanOrEqual(0.9);
  });

  it('flags most random responders at a normal pace unreliable, and few real children', () => {
    // A guess among four pictures: the answers of a child far below every sentence. Such runs
    // end in under ten answers (notEnoughResponses) or with no more right answers than chance
    // gives at least one time in twenty (accuracyAtChance, the binomial rule).
    const unreliable = (theta: number, seed: string) =>
      !scoreStoredRun(
        syntaxDefinition,
        {
          taskId: 'trog',
          params: { practice: false },
          seed,
          trials: simulate(theta, seed, { practice: false }),
        },
        { grade: '3' },
      ).reliable;
    const seeds = Array.from({ length: 100 }, (_, i) => `g${i}`);
    const guessers = seeds.filter((seed) => unreliable(-12, seed)).length;
    expect(guessers).toBeGreaterThanOrEqual(95);
    const children = seeds.filter((seed) => unreliable(0, seed)).length;
    expect(children).toBeLessThanOrEqual(10);
  });
});
