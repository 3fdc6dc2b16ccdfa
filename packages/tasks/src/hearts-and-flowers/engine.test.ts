// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { createHfEngine, type HfEngine, type HfOutcome, type HfStep } from './engine.ts';
import { hfTrialData, hfTrialPlace } from './trial-data.ts';

const make = (practice = true, trialsPerBlock?: number) =>
  createHfEngine({ seed: 'e', practice, trialsPerBlock });

type Decide = (step: HfStep) => 'left' | 'right' | null;
const right: Decide = (step) => step.correctResponse;
const wrong: Decide = (step) => (step.correctResponse === 'left' ? 'right' : 'left');

/** Runs the engine to its end (a guard stops a loop that would not end); the steps and outcomes. */
function run(engine: HfEngine, decide: Decide) {
  const steps: HfStep[] = [];
  const outcomes: HfOutcome[] = [];
  for (let step = engine.next(); step && steps.length < 500; step = engine.next()) {
    steps.push(step);
    outcomes.push(engine.answer(step, decide(step)));
  }
  return { steps, outcomes };
}

const ids = (steps: readonly HfStep[]) => steps.map((s) => s.itemId);

describe('createHfEngine', () => {
  it('gives instruction, practice to the streak, then test, block by block', () => {
    const { steps } = run(make(), right);
    expect(steps.map((s) => s.trialIndex)).toEqual(steps.map((_, i) => i));
    expect(ids(steps.filter((s) => s.block === 'hearts')).slice(0, 5)).toEqual([
      'hearts.instruction.01',
      'hearts.instruction.02',
      'hearts.practice.01',
      'hearts.practice.02',
      'hearts.test.01',
    ]);
    const phases = (block: string) => steps.filter((s) => s.block === block).map((s) => s.phase);
    expect(phases('flowers').filter((p) => p === 'practice')).toHaveLength(2);
    expect(phases('mixed').filter((p) => p === 'practice')).toHaveLength(3);
    expect(phases('mixed2').every((p) => p === 'test')).toBe(true);
    expect(steps.filter((s) => s.stage === 'test')).toHaveLength(60);
    expect(steps.filter((s) => s.opensBlock).map((s) => s.itemId)).toEqual([
      'hearts.instruction.01',
      'flowers.instruction.01',
      'mixed.instruction.01',
      'mixed2.test.01',
    ]);
    expect(steps.filter((s) => s.opensPhase)).toHaveLength(10);
    for (const step of steps) {
      expect(step.stage).toBe(step.phase === 'test' ? 'test' : 'practice');
      expect(step.fixationMs).toBe(500);
      expect(step.feedback).toBe(step.phase !== 'test');
      expect(step.practiceAttempt).toBe(step.phase === 'instruction' ? 1 : null);
      const window = { hearts: 1500, flowers: 1500, mixed: 2000, mixed2: 1500 }[step.block];
      expect(step.responseWindowMs).toBe(step.phase === 'instruction' ? null : window);
    }
  });

  it('repeats a wrong instruction trial, six tries at most, then goes on', () => {
    const { steps, outcomes } = run(make(), (s) =>
      s.phase === 'instruction' ? wrong(s) : right(s),
    );
    const first = steps.filter((s) => s.itemId === 'hearts.instruction.01');
    expect(first.map((s) => s.practiceAttempt)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(first.map((s) => s.opensBlock)).toEqual([true, false, false, false, false, false]);
    const told = outcomes.filter((_, i) => steps[i]!.itemId === 'hearts.instruction.01');
    expect(told.map((o) => o.repeat)).toEqual([true, true, true, true, true, false]);
    expect(told.map((o) => o.gaveUp)).toEqual([false, false, false, false, false, true]);
    expect(steps.filter((s) => s.phase === 'instruction')).toHaveLength(36);
    expect(steps.filter((s) => s.stage === 'test')).toHaveLength(60);
  });

  it('passes the practice on its streak and gives up after six trials without it', () => {
    // right, wrong, right, right: the hearts streak of two comes on the fourth trial.
    const pattern = [true, false, true, true];
    let n = 0;
    const { steps } = run(make(), (s) =>
      s.phase === 'practice' && s.block === 'hearts'
        ? pattern[n++]
          ? right(s)
          : wrong(s)
        : right(s),
    );
    expect(steps.filter((s) => s.block === 'hearts' && s.phase === 'practice')).toHaveLength(4);

    const never = run(make(), (s) => (s.phase === 'practice' ? null : right(s)));
    const practice = never.steps.filter((s) => s.phase === 'practice');
    expect(practice).toHaveLength(18);
    const gaveUp = never.outcomes.filter((o) => o.gaveUp);
    expect(gaveUp).toHaveLength(3);
    expect(never.steps.filter((s) => s.stage === 'test')).toHaveLength(60);
  });

  it('ends with every answer wrong or missing, and skips practice when asked', () => {
    expect(run(make(), wrong).steps).toHaveLength(6 * 6 + 6 * 3 + 60);
    expect(run(make(), () => null).steps).toHaveLength(6 * 6 + 6 * 3 + 60);
    const { steps } = run(make(false, 2), right);
    expect(ids(steps)).toEqual([
      'hearts.test.01',
      'hearts.test.02',
      'flowers.test.01',
      'flowers.test.02',
      'mixed.test.01',
      'mixed.test.02',
      'mixed2.test.01',
      'mixed2.test.02',
    ]);
    expect(steps.filter((s) => s.opensBlock)).toHaveLength(4);
  });

  it('keeps the step until it is answered and ignores a second answer', () => {
    const engine = make();
    const step = engine.next()!;
    expect(engine.next()).toBe(step);
    engine.answer(step, 'left');
    const second = engine.next()!;
    expect(second.trialIndex).toBe(1);
    engine.answer(step, 'left');
    expect(engine.next()).toBe(second);
  });

  it('counts test trials for the progress bar', () => {
    const engine = make(true, 4);
    expect(engine.progress()).toEqual({ answered: 0, total: 16 });
    const seen: number[] = [];
    for (let step = engine.next(); step; step = engine.next()) {
      engine.answer(step, step.correctResponse);
      seen.push(engine.progress().answered);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(engine.progress()).toEqual({ answered: 16, total: 16 });
  });

  it('replays a reloaded run to the same next step, at any point', () => {
    const decide: Decide = (s) =>
      s.trialIndex % 4 === 1 ? wrong(s) : s.trialIndex % 7 === 3 ? null : right(s);
    const trials: GameTrial[] = [];
    const first = make();
    for (let step = first.next(); step; step = first.next()) {
      const { data } = hfTrialData(step, {
        response: decide(step),
        source: 'touch',
        rtMs: 600,
        onsetMs: 1,
      });
      trials.push({ ...hfTrialPlace(step), data });
      first.answer(step, data.response);
    }
    for (const at of [0, 1, 2, 5, 9, 17, 30, trials.length - 1, trials.length]) {
      const original = make();
      for (let i = 0; i < at; i += 1)
        original.answer(original.next()!, trials[i]!.data.response as string | null);
      const reloaded = make();
      expect(reloaded.replay(trials.slice(0, at))).toBe(at);
      expect(reloaded.next()).toEqual(original.next());
      expect(reloaded.progress()).toEqual(original.progress());
    }
  });

  it('stops replaying at a trial of another item', () => {
    const engine = make();
    const step = engine.next()!;
    const trials: GameTrial[] = [
      { ...hfTrialPlace(step), data: { response: step.correctResponse } },
      { trialIndex: 1, stage: 'test', itemId: 'mixed.test.03', data: { response: 'left' } },
    ];
    expect(engine.replay(trials)).toBe(1);
    expect(engine.next()?.itemId).toBe('hearts.instruction.02');
  });
});
