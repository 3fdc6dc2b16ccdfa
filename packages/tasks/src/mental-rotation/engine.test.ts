import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { ROTATION_PRACTICE } from './bank.ts';
import { createRotationEngine, type RotationEngine, type RotationStep } from './engine.ts';
import { ROTATION_PRACTICE_MAX_ATTEMPTS, ROTATION_STANDARD_TRIALS } from './rules.ts';
import { rotationRunList } from './run-list.ts';
import { rotationTrialData, rotationTrialPlace } from './trial-data.ts';

const make = (seed = 'seed', practice = true, numTrials?: number) =>
  createRotationEngine({ seed, practice, ...(numTrials !== undefined ? { numTrials } : {}) });

const other = (side: string) => (side === 'left' ? 'right' : 'left');
type Decide = (step: RotationStep) => string | null;
const rightAnswer: Decide = (step) => step.matchSide;

/** Runs the engine to its end, answering with `decide`; the steps and the trials recorded. */
function run(engine: RotationEngine, decide: Decide, limit = Infinity) {
  const steps: RotationStep[] = [];
  const trials: GameTrial[] = [];
  for (let step = engine.next(); step && steps.length < limit; step = engine.next()) {
    const response = decide(step);
    steps.push(step);
    const { data } = rotationTrialData(step, {
      response,
      source: 'keyboard',
      rtMs: 900,
      onsetMs: 0,
    });
    trials.push({ ...rotationTrialPlace(step), data });
    engine.answer(step, response);
  }
  return { steps, trials };
}

describe('createRotationEngine', () => {
  it('gives the practice items, then the run list, numbered in order', () => {
    const { steps } = run(make(), rightAnswer);
    expect(steps.map((s) => s.itemId)).toEqual([
      ...ROTATION_PRACTICE.map((i) => i.id),
      ...rotationRunList('seed').map((i) => i.id),
    ]);
    steps.forEach((step, i) => expect(step.trialIndex).toBe(i));
    expect(steps.map((s) => s.block)).toEqual(steps.map((s) => s.stage));
    expect(steps.filter((s) => s.opensBlock).map((s) => s.trialIndex)).toEqual([0, 3]);
    expect(steps.map((s) => s.practiceAttempt)).toEqual(
      steps.map((s) => (s.stage === 'practice' ? 1 : null)),
    );
  });

  it('starts with the test when the variant has no practice', () => {
    const { steps } = run(make('seed', false), rightAnswer);
    expect(steps).toHaveLength(ROTATION_STANDARD_TRIALS);
    expect(steps[0]).toMatchObject({ stage: 'test', opensBlock: true, trialIndex: 0 });
  });

  it('gives numTrials test items', () => {
    expect(run(make('seed', false, 12), rightAnswer).steps).toHaveLength(12);
  });

  it('shows a wrong practice item again, at most three tries, then goes on', () => {
    const { steps } = run(make(), (s) => (s.stage === 'practice' ? other(s.matchSide) : null));
    const practice = steps.filter((s) => s.stage === 'practice');
    expect(practice).toHaveLength(3 * ROTATION_PRACTICE_MAX_ATTEMPTS);
    expect(practice.map((s) => s.practiceAttempt)).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3]);
    expect(practice.filter((s) => s.opensBlock)).toHaveLength(1);
    expect(steps.filter((s) => s.stage === 'test')).toHaveLength(ROTATION_STANDARD_TRIALS);
  });

  it('goes on to the next practice item once the child is right', () => {
    let tries = 0;
    const { steps } = run(make(), (s) => {
      if (s.stage !== 'practice') return s.matchSide;
      tries += 1;
      return tries === 2 ? s.matchSide : other(s.matchSide); // wrong, then right
    });
    const practice = steps.filter((s) => s.stage === 'practice').map((s) => s.itemId);
    const [first, second, third] = ROTATION_PRACTICE.map((i) => i.id);
    expect(practice).toEqual([first, first, second, second, second, third, third, third]);
  });

  it('gives no stop rule: every test item is shown, however many are wrong', () => {
    const { steps } = run(make('x', false), (s) => other(s.matchSide));
    expect(steps).toHaveLength(ROTATION_STANDARD_TRIALS);
  });

  it('gives the same step until it is answered, and ignores a second answer', () => {
    const engine = make();
    const first = engine.next()!;
    expect(engine.next()).toBe(first);
    engine.answer(first, first.matchSide);
    const second = engine.next()!;
    engine.answer(first, first.matchSide); // a double tap on the first step
    expect(engine.next()).toBe(second);
    expect(second.trialIndex).toBe(1);
  });

  it('counts the test items answered for the progress bar', () => {
    const engine = make('p');
    expect(engine.progress()).toEqual({ answered: 0, total: ROTATION_STANDARD_TRIALS });
    run(engine, rightAnswer, 3 + 5);
    expect(engine.progress()).toEqual({ answered: 5, total: ROTATION_STANDARD_TRIALS });
  });

  it('continues after a reload at the step the uninterrupted run gives next', () => {
    const decide: Decide = (s) => (s.trialIndex % 3 === 0 ? other(s.matchSide) : s.matchSide);
    const full = run(make('reload'), decide);
    for (const cut of [0, 1, 2, 4, 7, 20, full.steps.length - 1, full.steps.length]) {
      const resumed = make('reload');
      expect(resumed.replay(full.trials.slice(0, cut))).toBe(cut);
      const next = resumed.next();
      expect(next).toEqual(full.steps[cut] ?? null);
      const rest = run(resumed, decide);
      expect(rest.steps).toEqual(full.steps.slice(cut));
    }
  });

  it('stops replaying at a trial that is not the step it gives', () => {
    const full = run(make('reload'), rightAnswer);
    const foreign = full.trials.slice(0, 6).map((t, i) => (i === 4 ? { ...t, itemId: 'x' } : t));
    const resumed = make('reload');
    expect(resumed.replay(foreign)).toBe(4);
    expect(resumed.next()).toEqual(full.steps[4]);
  });
});
