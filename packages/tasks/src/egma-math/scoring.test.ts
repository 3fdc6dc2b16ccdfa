import { describe, expect, it } from 'vitest';
import type { JudgedTrial, RunToScore, StoredTrial } from '../registry/definition.ts';
import { createRng } from '../runtime/random.ts';
import { egmaHeadline, egmaPracticeNotPassed, egmaSubscores, judgeEgmaRun } from './scoring.ts';
import { simulateEgma } from './simulate.ts';

const runOf = (trials: readonly StoredTrial[]): RunToScore<unknown> => ({
  taskId: 'math',
  params: {},
  seed: null,
  trials,
});

const stored = (seed: string, theta: number): StoredTrial[] =>
  simulateEgma({ practice: true }, 'middle', createRng(seed), { theta }).map((t) => ({
    ...t,
    subtask: t.subtask ?? null,
  }));

describe('judgeEgmaRun and the scores', () => {
  it('judges every trial as the game did, from the item rebuilt by id', () => {
    const trials = stored('j', 0.5);
    const judged = judgeEgmaRun(runOf(trials));
    expect(judged).toHaveLength(trials.length);
    judged.forEach((t, i) => expect(t.correct).toBe(trials[i]!.data.correct === 1));
  });

  it('counts each block, the headline over all, and the mean slider error', () => {
    const trials = stored('k', 1);
    const judged = judgeEgmaRun(runOf(trials));
    const test = judged.filter((t) => t.stage === 'test');
    const subscores = egmaSubscores(judged);
    const blocks = Object.values(subscores);
    expect(blocks.reduce((sum, s) => sum + s.correct, 0)).toBe(egmaHeadline(test).rawScore);
    expect(blocks.reduce((sum, s) => sum + s.attempted, 0)).toBe(test.length);
    const sliderErrors = trials
      .filter((t) => t.stage === 'test' && t.subtask === 'number-line-slider')
      .map((t) => t.data.errorPercent as number);
    const mean = sliderErrors.reduce((a, b) => a + b, 0) / sliderErrors.length;
    expect(subscores['number-line-slider']?.meanErrorPercent).toBeCloseTo(mean, 2);
    expect(subscores['addition-1']?.meanErrorPercent).toBeUndefined();
  });

  it('does not score an unknown item, or one of another block', () => {
    const trial = (itemId: string, subtask: string, response: string): StoredTrial => ({
      trialIndex: 0,
      subtask,
      stage: 'test',
      itemId,
      data: { response, rt: 500 },
    });
    const judge = (t: StoredTrial) => judgeEgmaRun(runOf([t]))[0]!;
    expect(judge(trial('egma.add1.3-4', 'addition-1', '7')).correct).toBe(true);
    expect(judge(trial('egma.add1.3-4', 'multiplication', '7')).correct).toBeNull();
    expect(judge(trial('egma.add1.99-99', 'addition-1', '198')).correct).toBeNull();
    const slider = judge(trial('egma.nls.0-1000.366', 'number-line-slider', '400'));
    expect(slider).toMatchObject({ correct: true, facts: { errorPercent: 3.4 } });
    expect(judge(trial('egma.nls.0-1000.366', 'number-line-slider', 'x')).correct).toBe(false);
  });

  it('lists practice items never answered right in three tries', () => {
    const practice = (itemId: string, correct: boolean, trialIndex: number): JudgedTrial => ({
      trialIndex,
      subtask: 'number-identification',
      stage: 'practice',
      itemId,
      correct,
      rtMs: 1000,
      facts: {},
    });
    const judged = [
      practice('egma.nid.6', false, 0),
      practice('egma.nid.6', false, 1),
      practice('egma.nid.6', true, 2),
      practice('egma.nid.30', false, 3),
      practice('egma.nid.30', false, 4),
      practice('egma.nid.30', false, 5),
    ];
    expect(egmaPracticeNotPassed(judged)).toEqual(['egma.nid.30']);
    const weak = judgeEgmaRun(runOf(stored('w', -6)));
    expect(egmaPracticeNotPassed(weak).length).toBeGreaterThan(0);
  });
});
