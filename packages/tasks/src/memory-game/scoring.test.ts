import { describe, expect, it } from 'vitest';
import type { RunToScore, StoredTrial } from '../registry/definition.ts';
import { memoryItemId, memoryKey, memorySequence, parseMemoryItemId } from './items.ts';
import {
  judgeMemoryRun,
  memoryHeadline,
  memoryMeasures,
  memoryPracticeNotPassed,
  memoryReachedEnd,
} from './scoring.ts';

const SEED = 'gold';
const runOf = (trials: readonly StoredTrial[], params = {}, seed: string | null = SEED) =>
  ({ taskId: 'memory-game', params, seed, trials }) as RunToScore<{ trialsPerBlock?: number }>;

/** The right taps of an id under SEED. */
const keyOf = (id: string) => {
  const item = parseMemoryItemId(id)!;
  return memoryKey(item.phase, memorySequence(SEED, item));
};

/** A trial answering `id` right or wrong (wrong: no taps), at `trialIndex`. */
const trial = (trialIndex: number, id: string, right: boolean, over = {}): StoredTrial => {
  const item = parseMemoryItemId(id)!;
  return {
    trialIndex,
    block: item.phase,
    subtask: item.phase,
    stage: item.practice ? 'practice' : 'test',
    itemId: id,
    data: { response: right ? keyOf(id) : null, rt: 1500, correct: right ? 1 : 0 },
    ...over,
  };
};

const test = (phase: 'forward' | 'backward', index: number, length: number, grid = 4) =>
  memoryItemId({ phase, practice: false, index, length, grid: grid as 4 | 9 });

/** Forward: right x3 at length 2, right at 3, wrong x3 (stop); backward: wrong x3 (stop). */
const golden = (): StoredTrial[] =>
  [
    [test('forward', 0, 2), true],
    [test('forward', 1, 2), true],
    [test('forward', 2, 2), true],
    [test('forward', 3, 3), true],
    [test('forward', 4, 3), false],
    [test('forward', 5, 3), false],
    [test('forward', 6, 3), false],
    [test('backward', 0, 2), false],
    [test('backward', 1, 2), false],
    [test('backward', 2, 2), false],
  ].map(([id, right], i) => trial(i, id as string, right as boolean));

const correctOf = (trials: readonly StoredTrial[], params = {}, seed: string | null = SEED) =>
  judgeMemoryRun(runOf(trials, params, seed)).map((t) => t.correct);

describe('judgeMemoryRun and the scores', () => {
  it('scores the golden run: right, tried and span per phase', () => {
    const judged = judgeMemoryRun(runOf(golden()));
    const testTrials = judged.filter((t) => t.stage === 'test');
    expect(memoryHeadline(testTrials)).toEqual({ rawScore: 4, percentCorrect: 40 });
    expect(memoryMeasures(judged)).toEqual([
      { part: 'forward', correct: 4, attempted: 7, span: 3 },
      { part: 'backward', correct: 0, attempted: 3, span: 0 },
    ]);
    expect(memoryReachedEnd(runOf(golden()), testTrials)).toBe(true);
    expect(memoryReachedEnd(runOf(golden().slice(0, 9)), testTrials.slice(0, 9))).toBe(false);
  });

  it('judges the taps, backwards in the backward phase, never the stored correct field', () => {
    const id = test('backward', 0, 2);
    const item = parseMemoryItemId(id)!;
    const forwardOrder = memorySequence(SEED, item).join('-');
    const taps = (response: string, correct: 0 | 1) =>
      trial(0, id, true, { data: { response, correct } });
    expect(correctOf([taps(keyOf(id), 0)])).toEqual([true]);
    expect(correctOf([taps(forwardOrder, 1)])).toEqual([false]);
  });

  it('does not score a sequence out of its place, of another board, phase or seed', () => {
    const run = golden();
    const forged = [
      // Longer than earned, skipped ahead, on another board, under another phase.
      trial(0.1, test('forward', 1, 5), true),
      trial(0.2, test('forward', 9, 2), true),
      trial(0.3, test('forward', 1, 2, 9), true),
      trial(0.4, test('forward', 1, 2), true, { subtask: 'backward' }),
      // A practice sequence sent as a test answer; a test sequence after the phase stopped.
      trial(0.5, 'forward.p01.L2.g4', true, { stage: 'test' }),
      trial(6.5, test('forward', 7, 3), true),
      { ...trial(6.6, test('forward', 7, 3), true), itemId: 'forward.07.L3.x4' },
    ];
    const correct = correctOf([...run, ...forged]);
    expect(correct.filter((c) => c !== null)).toEqual(correctOf(run));
    // Another seed rebuilds other sequences: the taps given under this one are not its keys.
    expect(correctOf(run, {}, 'another').filter((c) => c === true).length).toBeLessThan(4);
    expect(correctOf(run, {}, null).every((c) => c === null)).toBe(true);
  });

  it('counts a sequence answered twice once, with its first answer', () => {
    const run = golden();
    const copy = { ...run[4]!, trialIndex: 4.5, data: { response: keyOf(run[4]!.itemId!) } };
    const judged = judgeMemoryRun(runOf([...run, copy]));
    expect(judged).toHaveLength(run.length);
    expect(memoryHeadline(judged).rawScore).toBe(4);
  });

  it('does not score past the variant cap of sequences per phase', () => {
    const run = golden();
    expect(correctOf(run, { trialsPerBlock: 2 })).toEqual([
      true,
      true,
      null,
      null,
      null,
      null,
      null,
      false,
      false,
      null,
    ]);
    const judged = judgeMemoryRun(runOf(run, { trialsPerBlock: 2 }));
    expect(memoryReachedEnd(runOf(run, { trialsPerBlock: 2 }), judged)).toBe(true);
  });

  it('accepts a run on the big board, and a run on one board only', () => {
    const big = golden().map((t) => {
      const item = parseMemoryItemId(t.itemId)!;
      const id = memoryItemId({ ...item, grid: 9 });
      return trial(t.trialIndex, id, t.data.correct === 1);
    });
    expect(correctOf(big)).toEqual(correctOf(golden()));
    const mixed = [golden()[0]!, ...big.slice(1)];
    expect(correctOf(mixed).filter((c) => c !== null)).toEqual([true]);
  });

  it('flags a practice sequence never answered right in 3 tries', () => {
    const p = 'forward.p00.L2.g4';
    const tries = (rights: boolean[]) =>
      memoryPracticeNotPassed(judgeMemoryRun(runOf(rights.map((r, i) => trial(i, p, r)))));
    expect(tries([false, false, false])).toEqual([p]);
    expect(tries([false, false, true])).toEqual([]);
    expect(tries([false, false])).toEqual([]);
    const outOfList = 'forward.p03.L2.g4';
    const judged = judgeMemoryRun(runOf([0, 1, 2].map((i) => trial(i, outOfList, false))));
    expect(judged.map((t) => t.correct)).toEqual([null, null, null]);
    expect(memoryPracticeNotPassed(judged)).toEqual([]);
  });
});
