import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { createRng } from '../runtime/random.ts';
import { CORE_MATH_ITEMS, CORE_MATH_PRACTICE } from './bank.ts';
import { ceilingReached, createCoreMathEngine, startGrade, type CoreMathEngine } from './engine.ts';
import { coreMathTrialData, coreMathTrialPlace } from './trial-data.ts';
import { SUBSKILLS } from './types.ts';

interface MakeOptions {
  seed?: string;
  grade?: number | null;
  numTrials?: number;
  practice?: boolean;
}

const make = (options: MakeOptions = {}) =>
  createCoreMathEngine({
    items: CORE_MATH_ITEMS,
    rng: createRng(options.seed ?? 'engine'),
    grade: options.grade === undefined ? 4 : options.grade,
    practice: options.practice ?? false,
    ...(options.numTrials !== undefined ? { numTrials: options.numTrials } : {}),
  });

/** Plays a run answering by `pattern` (cycled), recording trials as the game does. */
function play(engine: CoreMathEngine, pattern: readonly boolean[], limit = 200): GameTrial[] {
  const trials: GameTrial[] = [];
  for (let step = engine.next(); step && trials.length < limit; step = engine.next()) {
    const correct = pattern[trials.length % pattern.length]!;
    const response = correct ? null : 'no';
    engine.answer(step, correct);
    const data = coreMathTrialData(step, { response, source: 'pointer', rtMs: 900, onsetMs: 1 });
    trials.push({ ...coreMathTrialPlace(step), data: { ...data, correct: correct ? 1 : 0 } });
  }
  return trials;
}

describe('ceilingReached', () => {
  it.each([
    [[false, false, false, false], false],
    [[false, false, false, false, false], true],
    [[true, false, false, true, false], false],
    [[true, false, false, true, false, false], true],
    [[false, false, false, false, true], true],
    [[false, false, false, true, true, false], false],
  ])('%j -> %s', (answers, stops) => {
    expect(ceilingReached(answers)).toBe(stops);
  });
});

describe('createCoreMathEngine', () => {
  it('starts 1.5 grades below the student, at K at the lowest, at grade 1 when unknown', () => {
    expect(startGrade(3)).toBe(1.5);
    expect(startGrade(8)).toBe(6.5);
    expect(startGrade(12)).toBe(8);
    expect(startGrade(1)).toBe(0);
    expect(startGrade(-1)).toBe(0);
    expect(startGrade(null)).toBe(1);
    expect(make({ grade: 5 }).next()!.target).toBe(3.5);
    expect(make({ grade: null }).next()!.target).toBe(1);
  });

  it('gives the two practice items first, with the answer shown after a mistake', () => {
    const engine = make({ practice: true });
    const first = engine.next()!;
    expect(first).toMatchObject({ stage: 'practice', trialIndex: 0, showAnswerOnError: true });
    expect(first.item).toBe(CORE_MATH_PRACTICE[0]);
    engine.answer(first, false);
    const second = engine.next()!;
    expect(second).toMatchObject({ stage: 'practice', trialIndex: 1 });
    engine.answer(second, true);
    const test = engine.next()!;
    expect(test).toMatchObject({ stage: 'test', trialIndex: 2, showAnswerOnError: false });
    expect(engine.progress()).toEqual({ answered: 0, total: 40 });
  });

  it('rotates the strands and never lowers the difficulty', () => {
    const engine = make({ grade: 4 });
    const targets: number[] = [];
    const strands: string[] = [];
    let k = 0;
    for (let step = engine.next(); step && k < 12; step = engine.next(), k += 1) {
      targets.push(step.target!);
      strands.push(step.item.subskill);
      engine.answer(step, k % 3 !== 2);
    }
    expect(new Set(strands.slice(0, 5)).size).toBe(SUBSKILLS.length);
    targets.slice(1).forEach((target, i) => {
      const rise = i % 3 === 2 ? 0 : 0.25;
      expect(target - targets[i]!).toBeCloseTo(rise, 9);
    });
  });

  it('chooses the unused item of the strand nearest the target', () => {
    const engine = make({ grade: 6 });
    const step = engine.next()!;
    const gap = (loc: number) => Math.abs(loc - step.target!);
    const pool = CORE_MATH_ITEMS.filter((i) => i.subskill === step.item.subskill);
    const best = Math.min(...pool.map((i) => gap(i.grade + i.offset)));
    expect(gap(step.item.grade + step.item.offset)).toBeCloseTo(best, 9);
  });

  it('stops when 4 of the last 5 answers are wrong', () => {
    expect(play(make(), [false])).toHaveLength(5);
    expect(play(make(), [true, false, false, true, false, false])).toHaveLength(6);
    // Three wrong in every five never stops it: the item limit does.
    expect(play(make(), [true, false, true, false, false])).toHaveLength(40);
  });

  it('stops at numTrials, and when no item is left', () => {
    expect(play(make({ numTrials: 10 }), [true])).toHaveLength(10);
    expect(play(make({ numTrials: 100, grade: 8 }), [true])).toHaveLength(100);
    const small = createCoreMathEngine({
      items: CORE_MATH_ITEMS.slice(0, 3),
      rng: createRng('small'),
      grade: 2,
      practice: true,
    });
    const trials = play(small, [true]);
    expect(trials.filter((t) => t.stage === 'test')).toHaveLength(3);
    expect(small.next()).toBeNull();
  });

  it('is deterministic from the seed and the answers', () => {
    const run = (seed: string) =>
      play(make({ seed, practice: true }), [true, true, false]).map(
        (t) => `${t.itemId}:${String(t.data.options ?? '')}`,
      );
    expect(run('same')).toEqual(run('same'));
    expect(run('same')).not.toEqual(run('other'));
  });

  it('replays recorded trials to the same next item, options included', () => {
    for (const cut of [1, 2, 3, 9]) {
      const first = make({ seed: 'reload', practice: true });
      const trials = play(first, [true, false, true, true], cut);
      const resumed = make({ seed: 'reload', practice: true });
      resumed.replay(trials);
      expect(resumed.next(), `after ${cut} trials`).toEqual(first.next());
      expect(resumed.progress()).toEqual(first.progress());
      expect(resumed.answers()).toEqual(first.answers());
    }
  });
});
