import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { matrixPracticeItems, matrixTestList } from './bank.ts';
import { createMatrixEngine, optionOrder, type MatrixEngine, type MatrixStep } from './engine.ts';
import { MATRIX_MAX_CONSECUTIVE_ERRORS, MATRIX_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { matrixTrialData, matrixTrialPlace } from './trial-data.ts';

const make = (seed = 's', practice = true, numTrials?: number) =>
  createMatrixEngine({ seed, practice, ...(numTrials !== undefined ? { numTrials } : {}) });

/** Runs the engine to its end, answering with `decide`; the steps given. */
function run(engine: MatrixEngine, decide: (step: MatrixStep, n: number) => boolean) {
  const steps: MatrixStep[] = [];
  for (let step = engine.next(); step; step = engine.next()) {
    steps.push(step);
    engine.answer(step, decide(step, steps.length));
    if (steps.length > 500) throw new Error('the game does not end');
  }
  return steps;
}

describe('createMatrixEngine', () => {
  it('gives the practice items, then the test items in rising difficulty', () => {
    const steps = run(make(), () => true);
    const practice = matrixPracticeItems().map((i) => i.id);
    const test = matrixTestList().map((i) => i.id);
    expect(steps.map((s) => s.itemId)).toEqual([...practice, ...test]);
    steps.forEach((step, i) => expect(step.trialIndex).toBe(i));
    expect(steps.map((s) => s.block)).toEqual(steps.map((s) => s.stage));
    expect(steps.filter((s) => s.opensBlock).map((s) => s.itemId)).toEqual(['mx-p01', test[0]]);
    expect(steps.every((s) => s.part === s.item.part)).toBe(true);
    const b = steps.filter((s) => s.stage === 'test').map((s) => s.item.difficulty);
    expect(b).toEqual([...b].sort((x, y) => x - y));
    for (const step of steps) {
      expect(step.options.map((o) => o.key).sort()).toEqual(
        step.item.options.map((o) => o.key).sort(),
      );
      expect(step.practiceAttempt).toBe(step.stage === 'practice' ? 1 : null);
    }
  });

  it('shuffles the options with the run seed: the same seed, the same screens', () => {
    const order = (seed: string) => run(make(seed), () => true).map((s) => s.options[0]!.key);
    expect(order('a')).toEqual(order('a'));
    expect(order('a')).not.toEqual(order('b'));
    // The answer is not always first.
    const first = run(make('c'), () => true).filter((s) => s.options[0]!.key === s.item.answer);
    expect(first.length).toBeLessThan(20);
  });

  it(`ends the test after ${MATRIX_MAX_CONSECUTIVE_ERRORS} errors in a row`, () => {
    const steps = run(make('d', false), () => false);
    expect(steps).toHaveLength(MATRIX_MAX_CONSECUTIVE_ERRORS);
    // Wrong, wrong, wrong, right, then wrong: the count starts again after a right answer.
    const again = run(make('e', false), (_s, n) => n === 4);
    expect(again).toHaveLength(4 + MATRIX_MAX_CONSECUTIVE_ERRORS);
  });

  it('repeats a wrong practice item, at most three tries, then goes on', () => {
    expect(MATRIX_PRACTICE_MAX_ATTEMPTS).toBe(3);
    const steps = run(make('f'), (step) => step.stage === 'test');
    const practice = steps.filter((s) => s.stage === 'practice');
    expect(practice.map((s) => [s.itemId, s.practiceAttempt])).toEqual([
      ['mx-p01', 1],
      ['mx-p01', 2],
      ['mx-p01', 3],
      ['mx-p02', 1],
      ['mx-p02', 2],
      ['mx-p02', 3],
    ]);
    expect(practice.map((s) => s.opensBlock)).toEqual([true, false, false, false, false, false]);
    expect(steps.filter((s) => s.stage === 'test')).toHaveLength(30);
    // Right at the second try: two tries only.
    const second = run(make('g'), (step) => step.stage === 'test' || step.practiceAttempt === 2);
    expect(second.filter((s) => s.stage === 'practice')).toHaveLength(4);
    // A repeated practice item comes with its options in another order.
    const orders = [1, 2, 3].map((n) => optionOrder('h', matrixPracticeItems()[0]!, n));
    expect(new Set(orders.map((o) => o.map((x) => x.key).join())).size).toBeGreaterThan(1);
  });

  it('gives no practice when practice is off, and numTrials test items', () => {
    const steps = run(make('i', false, 12), () => true);
    expect(steps.every((s) => s.stage === 'test')).toBe(true);
    expect(steps.map((s) => s.itemId)).toEqual(matrixTestList(12).map((i) => i.id));
    expect(steps[0]!.opensBlock).toBe(true);
  });

  it('counts progress over the test items; a game ended by its errors is full', () => {
    const engine = make('j', false);
    expect(engine.progress()).toEqual({ answered: 0, total: 30 });
    engine.answer(engine.next()!, true);
    expect(engine.progress()).toEqual({ answered: 1, total: 30 });
    for (let i = 0; i < MATRIX_MAX_CONSECUTIVE_ERRORS; i += 1) engine.answer(engine.next()!, false);
    expect(engine.next()).toBeNull();
    expect(engine.progress()).toEqual({ answered: 30, total: 30 });
  });

  it('gives the same step until it is answered, and ignores an answer to another step', () => {
    const engine = make('k');
    const step = engine.next()!;
    expect(engine.next()).toBe(step);
    engine.answer(step, true);
    engine.answer(step, true);
    expect(engine.next()!.trialIndex).toBe(1);
    expect(engine.next()!.itemId).toBe('mx-p02');
  });

  it.each([1, 2, 5, 9, 14])('replays %i recorded trials to the same next step', (count) => {
    const first = make('r');
    const trials: GameTrial[] = [];
    let n = 0;
    for (let step = first.next(); step && trials.length < count; step = first.next()) {
      // Every third answer wrong, the first one included: a practice item comes again.
      const right = (n += 1) % 3 !== 1;
      const wrong = step.options.find((o) => o.key !== step.item.answer)!.key;
      const { correct, data } = matrixTrialData(step, {
        response: right ? step.item.answer : wrong,
        source: 'touch',
        rtMs: 900,
        onsetMs: 10 * n,
      });
      // A tampered `correct` does not change the replay: the response is judged again.
      trials.push({ ...matrixTrialPlace(step), data: { ...data, correct: 1 } });
      first.answer(step, correct);
    }
    const second = make('r');
    expect(second.replay(trials)).toBe(count);
    expect(second.next()).toEqual(first.next());
    expect(second.progress()).toEqual(first.progress());
  });

  it('stops replaying at a trial of another item', () => {
    const engine = make('s');
    const step = engine.next()!;
    const trials: GameTrial[] = [
      { ...matrixTrialPlace(step), data: { response: step.item.answer } },
      { trialIndex: 1, stage: 'test', itemId: 'mx-040', data: { response: 'x' } },
    ];
    expect(engine.replay(trials)).toBe(1);
    expect(engine.next()?.itemId).toBe('mx-p02');
  });
});
