import { describe, expect, it } from 'vitest';
import type { StoredTrial } from '../registry/definition.ts';
import { createRotationEngine, type RotationStep } from './engine.ts';
import { rotationRunList } from './run-list.ts';
import {
  judgeRotationRun,
  rotationHeadline,
  rotationMeasures,
  rotationPracticeNotPassed,
  rotationReachedEnd,
} from './scoring.ts';
import { rotationTrialData, rotationTrialPlace } from './trial-data.ts';

const other = (side: string) => (side === 'left' ? 'right' : 'left');

/** The stored trials of a run answered by `decide`, each answer taking `rt(step)` ms. */
function storedRun(
  seed: string,
  decide: (step: RotationStep) => string | null,
  options: { practice?: boolean; numTrials?: number; rt?: (s: RotationStep) => number } = {},
): StoredTrial[] {
  const engine = createRotationEngine({
    seed,
    practice: options.practice ?? true,
    ...(options.numTrials !== undefined ? { numTrials: options.numTrials } : {}),
  });
  const trials: StoredTrial[] = [];
  for (let step = engine.next(); step; step = engine.next()) {
    const response = decide(step);
    const rtMs = options.rt?.(step) ?? 1000;
    const { data } = rotationTrialData(step, { response, source: 'touch', rtMs, onsetMs: 0 });
    trials.push({ ...rotationTrialPlace(step), data });
    engine.answer(step, response);
  }
  return trials;
}

const judge = (seed: string | null, trials: readonly StoredTrial[], numTrials?: number) =>
  judgeRotationRun({ taskId: 'mental-rotation', params: { numTrials }, seed, trials });
const testOf = (seed: string | null, trials: readonly StoredTrial[], numTrials?: number) =>
  judge(seed, trials, numTrials).filter((t) => t.stage === 'test');

describe('Matching Game scoring', () => {
  it('counts the test items right: a golden run, right on every item turned 90 or less', () => {
    const trials = storedRun('gold', (s) => (s.angle <= 90 ? s.matchSide : other(s.matchSide)));
    const test = testOf('gold', trials);
    // Angles 0, 30, 40, 60, 80, 90: six of the ten angles, four items each.
    expect(rotationHeadline(test)).toEqual({ rawScore: 24, percentCorrect: 60 });
    expect(rotationReachedEnd({ taskId: '', params: {}, seed: 'gold', trials }, test)).toBe(true);
  });

  it('measures accuracy and the median time of right answers by angle, rising', () => {
    const trials = storedRun('m', (s) => (s.angle === 180 ? other(s.matchSide) : s.matchSide), {
      rt: (s) => 1000 + 10 * s.angle + (s.matchSide === 'left' ? 0 : 100),
    });
    const measures = rotationMeasures(judge('m', trials));
    expect(measures.map((m) => m.part)).toEqual([
      'angle-0',
      'angle-30',
      'angle-40',
      'angle-60',
      'angle-80',
      'angle-90',
      'angle-120',
      'angle-150',
      'angle-160',
      'angle-180',
    ]);
    expect(measures[0]).toEqual({ part: 'angle-0', correct: 4, attempted: 4, medianRtMs: 1050 });
    expect(measures[6]).toEqual({ part: 'angle-120', correct: 4, attempted: 4, medianRtMs: 2250 });
    expect(measures[9]).toEqual({ part: 'angle-180', correct: 0, attempted: 4, medianRtMs: null });
  });

  it('ignores a tampered correct field, key or angle: only the response counts', () => {
    const trials = storedRun('t', (s) => other(s.matchSide));
    const tampered = trials.map((t) => ({
      ...t,
      data: { ...t.data, correct: 1, correctResponse: t.data.response, angle: 0 },
    }));
    expect(rotationHeadline(testOf('t', tampered)).rawScore).toBe(0);
    expect(rotationMeasures(judge('t', tampered))).toHaveLength(10);
  });

  it('does not score unknown ids, items of another run, or items under another angle', () => {
    const trials = storedRun('f', (s) => s.matchSide, { practice: false });
    const notInRun = rotationRunList('f').map((i) => i.id);
    const foreign = rotationRunList('elsewhere', 120).find((i) => !notInRun.includes(i.id))!;
    const forged: StoredTrial[] = [
      { ...trials[0]!, trialIndex: 100, itemId: 'unicorn-0-left', subtask: 'angle-0' },
      {
        ...trials[0]!,
        trialIndex: 101,
        itemId: foreign.id,
        subtask: `angle-${foreign.angle}`,
        data: { ...trials[0]!.data, response: foreign.matchSide },
      },
      { ...trials[1]!, trialIndex: 102, itemId: 'practice-duck-0-right', subtask: 'angle-0' },
    ];
    const judged = judge('f', [...trials, ...forged]);
    expect(judged.slice(-3).map((t) => t.correct)).toEqual([null, null, null]);
    const moved = trials.map((t, i) => (i === 0 ? { ...t, subtask: 'angle-999' } : t));
    expect(judge('f', moved)[0]!.correct).toBeNull();
    expect(rotationHeadline(testOf('f', [...trials, ...forged])).rawScore).toBe(40);
  });

  it('counts a test item answered twice once, with its first answer', () => {
    const trials = storedRun('d', (s) => other(s.matchSide), { practice: false });
    const again = { ...trials[0]!, trialIndex: 500, data: { ...trials[0]!.data } };
    again.data.response = trials[0]!.data.correctResponse;
    const test = testOf('d', [...trials, again]);
    expect(test).toHaveLength(40);
    expect(rotationHeadline(test).rawScore).toBe(0);
  });

  it('rebuilds the list of a variant from numTrials, and nothing without a seed', () => {
    const trials = storedRun('v', (s) => s.matchSide, { practice: false, numTrials: 12 });
    expect(rotationHeadline(testOf('v', trials, 12))).toEqual({
      rawScore: 12,
      percentCorrect: 100,
    });
    // Another seed's list has other items.
    expect(rotationHeadline(testOf('w', trials, 12)).rawScore).toBeLessThan(6);
    expect(rotationHeadline(testOf(null, trials, 12))).toEqual({
      rawScore: 0,
      percentCorrect: null,
    });
  });

  it('reaches the end only when every item of the list has an answer', () => {
    const trials = storedRun('e', (s) => s.matchSide);
    const cut = trials.slice(0, -1);
    expect(
      rotationReachedEnd({ taskId: '', params: {}, seed: 'e', trials: cut }, testOf('e', cut)),
    ).toBe(false);
  });

  it('lists the practice items never passed in three tries', () => {
    const givenUp = storedRun('p', (s) =>
      s.itemId === 'practice-fish-40-left' ? other(s.matchSide) : s.matchSide,
    );
    expect(rotationPracticeNotPassed(judge('p', givenUp))).toEqual(['practice-fish-40-left']);
    const passedLate = storedRun('p', (s) =>
      s.stage === 'practice' && s.practiceAttempt! < 3 ? other(s.matchSide) : s.matchSide,
    );
    expect(rotationPracticeNotPassed(judge('p', passedLate))).toEqual([]);
  });
});
