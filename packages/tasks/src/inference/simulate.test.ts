import { summariseTrials } from '@roar/scoring';
import { describe, expect, it } from 'vitest';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { inferenceDefinition, inferenceParamsOf } from './definition.ts';
import { inferenceTrialSchema } from './trial-schema.ts';

const TASK = 'roar-inference';

const run = (
  theta: number,
  seed: string,
  params: Record<string, unknown> = {},
  medianRtMs?: number,
) =>
  inferenceDefinition
    .simulate(TASK, inferenceParamsOf().parse(params) as never, createRng(seed), {
      theta,
      ...(medianRtMs !== undefined ? { medianRtMs } : {}),
    })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));

const scored = (trials: ReturnType<typeof run>) =>
  scoreStoredRun(
    inferenceDefinition,
    { taskId: TASK, params: {}, seed: null, trials },
    { grade: '3' },
  );

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const [mx, my] = [mean(xs), mean(ys)];
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

describe('simulateInference', () => {
  it('records valid trials in order, practice first, and every run ends', () => {
    for (const theta of [-4, 0, 4]) {
      const trials = run(theta, `v${theta}`, { maxConsecutiveErrors: 53 });
      // Two practice questions at three tries at most, and the 53 test questions.
      expect(trials.length).toBeGreaterThanOrEqual(55);
      expect(trials.length).toBeLessThanOrEqual(59);
      trials.forEach((trial, i) => {
        expect(trial.trialIndex).toBe(i);
        const parsed = inferenceTrialSchema.safeParse(trial.data);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(trial.data.practiceAttempt !== undefined).toBe(trial.stage === 'practice');
      });
      const test = trials.filter((t) => t.stage === 'test');
      expect(new Set(test.map((t) => t.itemId)).size).toBe(53);
    }
  });

  it('stops a young reader where the passages become too hard', () => {
    // A grade-1 reader (theta -1.65 on average) stops well before the last passages; a
    // grade-6 reader rarely stops at all.
    const asked = (theta: number) =>
      Array.from({ length: 40 }, (_, i) => run(theta, `len-${theta}-${i}`, { practice: false }))
        .map((trials) => trials.length)
        .sort((a, b) => a - b)[20]!;
    expect(asked(-1.65)).toBeLessThanOrEqual(35);
    expect(asked(0.75)).toBe(53);
  });

  it('gives the same run for the same seed', () => {
    expect(run(0.5, 'same')).toEqual(run(0.5, 'same'));
  });

  it('recovers the ability it was given: r >= 0.90 over children of grades 1 to 6', () => {
    const rng = createRng('population');
    const truths: number[] = [];
    const estimates: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      // Abilities across the grades the bank is for (theta -1.65 to 0.75 on average), spread 1.
      const u = Math.max(rng.next(), 1e-9);
      const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
      const theta = -0.45 + 1.2 * normal;
      truths.push(theta);
      const trials = run(theta, `child-${i}`, { practice: false });
      estimates.push(scored(trials).raw.composite!.test!.thetaEstimate!);
    }
    expect(pearson(truths, estimates)).toBeGreaterThanOrEqual(0.9);
  });

  it('flags a random responder at a normal pace as unreliable', () => {
    // theta -6: every answer is a guess among four; answers come at the usual 6 s.
    let unreliable = 0;
    for (let i = 0; i < 40; i += 1) {
      const trials = run(-6, `guess-${i}`, { practice: false });
      const scores = scored(trials);
      if (!scores.reliable) unreliable += 1;
      const summary = summariseTrials(
        trials.map((t) => ({ correct: t.data.correct === 1, rtMs: t.data.rt as number })),
        true,
      );
      expect(summary.medianRtMs).toBeGreaterThan(3000);
    }
    expect(unreliable).toBeGreaterThanOrEqual(36);
    // A child answering well at the same pace is reliable.
    expect(scored(run(0.5, 'steady', { practice: false })).reliable).toBe(true);
  });
});
