// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { RunToScore, StoredTrial } from '../registry/definition.ts';
import { createRng } from '../runtime/random.ts';
import {
  hfHeadline,
  hfMeasures,
  hfPracticeNotPassed,
  hfReachedEnd,
  judgeHfRun,
} from './scoring.ts';
import { hfPlan } from './sequence.ts';
import { simulateHf } from './simulate.ts';

const SHORT = { practice: false, trialsPerBlock: 4 };
const runOf = (
  trials: readonly StoredTrial[],
  params: object = SHORT,
  seed: string | null = 'gold',
): RunToScore<unknown> => ({ taskId: 'hearts-and-flowers', params, seed, trials });

let index = 0;
/** A stored test trial; `correct: 0` and a wrong `side` are browser fields the judge never reads. */
const trial = (itemId: string, response: string | null, rt: number | null): StoredTrial => ({
  trialIndex: index++,
  block: itemId.split('.')[0]!,
  subtask: itemId.split('.')[0]!,
  stage: itemId.includes('.test.') ? 'test' : 'practice',
  itemId,
  data: { response, rt, correct: 0, side: 'left', shape: 'heart' },
});

/**
 * Seed 'gold', 4 test trials a block, no practice. Keys: hearts by the plan; flowers: left left
 * right right shown (press right right left left); mixed: heart-right, flower-right (switch),
 * flower-left (repeat), heart-left (switch); mixed2: flower-left, then three switches.
 */
function golden(): StoredTrial[] {
  index = 0;
  const heartSides = hfPlan('gold', SHORT)[0]!.test.map((item) => item.side);
  return [
    ...heartSides.map((side, i) => trial(`hearts.test.0${i + 1}`, side, 400 + 100 * i)),
    trial('flowers.test.01', 'left', 500),
    trial('flowers.test.02', 'left', 500),
    trial('flowers.test.03', 'left', 800),
    trial('flowers.test.04', 'left', 1000),
    trial('mixed.test.01', 'right', 700),
    trial('mixed.test.02', 'left', 1000),
    trial('mixed.test.03', 'right', 600),
    trial('mixed.test.04', 'left', 1200),
    trial('mixed2.test.01', 'right', 800),
    trial('mixed2.test.02', 'left', 900),
    trial('mixed2.test.03', null, null),
    trial('mixed2.test.04', 'left', 700),
  ];
}

describe('judging and scoring a run', () => {
  it('scores a golden run: headline, measures and switch costs', () => {
    const judged = judgeHfRun(runOf(golden()));
    expect(judged.map((t) => t.correct)).toEqual([
      ...[true, true, true, true],
      ...[false, false, true, true],
      ...[true, true, true, true],
      ...[true, true, false, false],
    ]);
    expect(hfHeadline(judged)).toEqual({ rawScore: 12, percentCorrect: 75 });
    expect(hfMeasures(judged)).toEqual([
      { part: 'hearts', correct: 4, attempted: 4, medianRtMs: 550 },
      { part: 'flowers', correct: 2, attempted: 4, medianRtMs: 900 },
      { part: 'mixed', correct: 4, attempted: 4, medianRtMs: 850, switchCostMs: 500 },
      { part: 'mixed2', correct: 2, attempted: 4, medianRtMs: 850, switchCostMs: null },
    ]);
    expect(hfReachedEnd(runOf(golden()), judged)).toBe(true);
    expect(hfReachedEnd(runOf(golden().slice(0, 15)), judged.slice(0, 15))).toBe(false);
    expect(hfMeasures(judged.slice(0, 6)).map((m) => m.part)).toEqual(['hearts', 'flowers']);
  });

  it('judges every simulated trial as the game did', () => {
    const trials = simulateHf({ seed: 'sim', practice: true }, createRng('sim'), { theta: 0 });
    const stored = trials.map((t) => ({ ...t, subtask: t.subtask ?? null }));
    const judged = judgeHfRun(runOf(stored, { practice: true }, 'sim'));
    expect(judged.map((t) => t.correct)).toEqual(trials.map((t) => t.data.correct === 1));
  });

  it('does not score unknown, misplaced or foreign items', () => {
    const [first, second] = golden();
    const judge = (t: StoredTrial, seed: string | null = 'gold') =>
      judgeHfRun(runOf([t], SHORT, seed))[0]!.correct;
    expect(judge(first!)).toBe(true);
    expect(judge({ ...first!, itemId: 'hearts.test.05' })).toBeNull();
    expect(judge({ ...first!, itemId: 'hearts.test.1' })).toBeNull();
    expect(judge({ ...first!, subtask: 'flowers' })).toBeNull();
    expect(judge({ ...first!, stage: 'practice' })).toBeNull();
    expect(judge({ ...first!, itemId: 'hearts.practice.01', stage: 'practice' })).toBeNull();
    expect(judge(second!, null)).toBeNull();
  });

  it('ignores the stored correct, shape and side; counts a duplicate once', () => {
    const trials = golden();
    const tampered = trials.map((t) => ({ ...t, data: { ...t.data, correct: 1, side: 'right' } }));
    expect(hfHeadline(judgeHfRun(runOf(tampered)))).toEqual({ rawScore: 12, percentCorrect: 75 });
    const wrongFlower = trials[4]!;
    const replayed = {
      ...wrongFlower,
      trialIndex: 99,
      data: { ...wrongFlower.data, response: 'right' },
    };
    const judged = judgeHfRun(runOf([...trials, replayed]));
    expect(judged).toHaveLength(16);
    expect(hfHeadline(judged).rawScore).toBe(12);
  });

  it('takes an answer past the window as none, and clamps times', () => {
    const late = trial('mixed.test.01', 'right', 2500);
    const slow = trial('mixed.test.01', 'right', 2000);
    const judge = (t: StoredTrial) => judgeHfRun(runOf([t]))[0]!;
    expect(judge(late)).toMatchObject({ correct: false, rtMs: null });
    expect(judge(slow)).toMatchObject({ correct: true, rtMs: 2000 });
    expect(judge(trial('mixed.test.01', 'right', -5))).toMatchObject({ correct: true, rtMs: 0 });
    expect(judge(trial('mixed.test.01', 'middle', 500))).toMatchObject({ correct: false });
  });

  it('flags a block whose instruction or practice was given up', () => {
    index = 0;
    const params = { practice: true };
    const judge = (trials: StoredTrial[]) => judgeHfRun(runOf(trials, params, 'p'));
    const sixWrong = Array.from({ length: 6 }, () => trial('hearts.instruction.01', 'right', 900));
    expect(hfPracticeNotPassed(judge(sixWrong))).toEqual(['hearts']);
    expect(hfPracticeNotPassed(judge(sixWrong.slice(0, 5)))).toEqual([]);
    const passedLate = [...sixWrong.slice(0, 5), trial('hearts.instruction.01', 'left', 900)];
    expect(hfPracticeNotPassed(judge(passedLate))).toEqual([]);

    const practice = (n: number) => `mixed.practice.0${n}`;
    const noStreak = [1, 2, 3, 4, 5, 6].map((n) => trial(practice(n), null, null));
    expect(hfPracticeNotPassed(judge(noStreak))).toEqual(['mixed']);
    const weak = judgeHfRun(
      runOf(
        simulateHf({ seed: 'w', practice: true }, createRng('w'), { theta: -8 }).map((t) => ({
          ...t,
          subtask: t.subtask ?? null,
        })),
        params,
        'w',
      ),
    );
    expect(hfPracticeNotPassed(weak).length).toBeGreaterThan(0);
    const strong = simulateHf({ seed: 's', practice: true }, createRng('s'), { theta: 8 });
    const stored = strong.map((t) => ({ ...t, subtask: t.subtask ?? null }));
    expect(hfPracticeNotPassed(judgeHfRun(runOf(stored, params, 's')))).toEqual([]);
  });
});
