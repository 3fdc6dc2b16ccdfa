import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { CORE_MATH_ITEMS, coreMathItem } from './bank.ts';
import { ceilingReached, createCoreMathEngine } from './engine.ts';
import { judgeCoreMathResponse } from './judge.ts';
import { coreMathAnswers, judgeCoreMathRun } from './judge-run.ts';
import { coreMathRecovery } from './recovery.ts';
import { simulateCoreMath, simulatedResponse } from './simulate.ts';
import { coreMathTrialSchema } from './trial-data.ts';

describe('simulateCoreMath', () => {
  it.each(['en', 'es'] as const)('records valid, consistent trials (%s)', (language) => {
    const rng = createRng(`simulate:${language}`);
    for (const [theta, grade] of [
      [-2, 'K'],
      [0, '4'],
      [1.5, '7'],
      [0.5, null],
    ] as const) {
      const trials = simulateCoreMath({ practice: true, language }, rng, { theta }, grade);
      expect(trials.slice(0, 2).map((t) => t.subtask)).toEqual(['practice', 'practice']);
      const test = trials.filter((t) => t.stage === 'test');
      const answers = test.map((t) => t.data.correct === 1);
      // The run ends by its own rules: the ceiling or the item limit.
      expect(ceilingReached(answers) || test.length === 40).toBe(true);
      expect(ceilingReached(answers.slice(0, -1))).toBe(false);
      trials.forEach((trial, index) => {
        expect(trial.trialIndex).toBe(index);
        const data = coreMathTrialSchema.parse(trial.data);
        const item = coreMathItem(trial.itemId!)!;
        expect(judgeCoreMathResponse(item, data.response), trial.itemId).toBe(data.correct === 1);
        expect(data.stimulus).toBe(item.prompt[language]);
        expect(data.rt).toBeGreaterThan(0);
        if (trial.stage === 'test') {
          expect(trial.subtask).toBe(item.subskill);
          expect(data.theta).toEqual(expect.any(Number));
          expect(data.se).toBeGreaterThan(0);
          expect(data.se).toBeLessThan(2);
        }
      });
    }
  });

  it('gives a right response when right and a wrong one of the same format when wrong', () => {
    const rng = createRng('responses');
    for (const language of ['en', 'es'] as const) {
      for (const item of CORE_MATH_ITEMS) {
        const engine = createCoreMathEngine({
          items: [item],
          rng,
          grade: 4,
          practice: false,
          language,
        });
        const step = engine.next()!;
        for (let k = 0; k < 5; k += 1) {
          const right = simulatedResponse(step, true, rng);
          const wrong = simulatedResponse(step, false, rng);
          expect(judgeCoreMathResponse(item, right), `${item.id} ${right}`).toBe(true);
          expect(judgeCoreMathResponse(item, wrong), `${item.id} ${wrong}`).toBe(false);
        }
      }
    }
  });
});

describe('coreMathRecovery', () => {
  it('recovers simulated abilities from runs with the stop rule (r >= 0.90)', () => {
    const { r, medianLength, meanLength } = coreMathRecovery(200, 'core-math-recovery');
    expect(r, `r ${r.toFixed(3)}, median length ${medianLength}`).toBeGreaterThanOrEqual(0.9);
    // Runs end by the ceiling, well inside the 40-item limit.
    expect(medianLength).toBeGreaterThanOrEqual(10);
    expect(medianLength).toBeLessThan(30);
    expect(meanLength).toBeLessThan(30);
  });
});

describe('judgeCoreMathRun', () => {
  it('judges stored trials as the game did, and skips trials that do not fit their item', () => {
    const params = { practice: true, language: 'es' } as const;
    const trials = simulateCoreMath(params, createRng('run'), { theta: 0 }, '3');
    const stored = trials.map((t) => ({ ...t, subtask: t.subtask ?? null }));
    const run = { taskId: 'roam-alpaca-es', params: {}, seed: null };
    const judged = judgeCoreMathRun({ ...run, trials: stored });
    expect(judged.map((j) => j.correct)).toEqual(trials.map((t) => t.data.correct === 1));
    const answers = coreMathAnswers(judged);
    expect(answers).toHaveLength(trials.length - 2);
    const test = stored.find((t) => t.stage === 'test')!;
    const forged = [
      { ...test, trialIndex: 100, itemId: 'no-such-item' },
      { ...test, trialIndex: 101, itemId: 'practice-1' },
      { ...test, trialIndex: 102, itemId: 'ar-0-2', subtask: 'geometry' },
    ];
    const more = judgeCoreMathRun({ ...run, trials: forged });
    expect(more.map((j) => j.correct)).toEqual([null, null, null]);
  });
});
