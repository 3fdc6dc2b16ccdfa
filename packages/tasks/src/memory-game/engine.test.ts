import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { createMemoryEngine, type MemoryEngine, type MemoryStep } from './engine.ts';
import { memoryTrialData, memoryTrialPlace } from './trial-data.ts';

const make = (practice = true, trialsPerPhase?: number, grid: 4 | 9 = 4) =>
  createMemoryEngine({
    seed: 'engine',
    grid,
    practice,
    ...(trialsPerPhase !== undefined ? { trialsPerPhase } : {}),
  });

/** Runs the engine to its end (or `limit` steps), answering with `decide`; the steps given. */
function run(engine: MemoryEngine, decide: (step: MemoryStep) => boolean, limit = 500) {
  const steps: MemoryStep[] = [];
  for (let step = engine.next(); step && steps.length < limit; step = engine.next()) {
    steps.push(step);
    engine.answer(step, decide(step));
  }
  return steps;
}

const test = (steps: readonly MemoryStep[], phase: string) =>
  steps.filter((s) => s.stage === 'test' && s.block === phase);

describe('createMemoryEngine', () => {
  it('gives forward practice and test, then backward practice and test', () => {
    const steps = run(make(), () => true);
    const parts = steps.map((s) => `${s.block}.${s.stage}`);
    expect([...new Set(parts)]).toEqual([
      'forward.practice',
      'forward.test',
      'backward.practice',
      'backward.test',
    ]);
    expect(parts.filter((p) => p === 'forward.practice')).toHaveLength(3);
    expect(parts.filter((p) => p === 'backward.practice')).toHaveLength(2);
    steps.forEach((s, i) => expect(s.trialIndex).toBe(i));
    expect(steps.filter((s) => s.opensBlock).map((s) => s.trialIndex)).toEqual([0, 24]);
    expect(steps.filter((s) => s.opensTest).map((s) => s.itemId)).toEqual([
      'forward.00.L2.g4',
      'backward.00.L2.g4',
    ]);
    for (const s of steps) {
      expect(s.sequence).toHaveLength(s.length);
      const taps = s.block === 'backward' ? [...s.sequence].reverse() : s.sequence;
      expect(s.correctResponse).toBe(taps.join('-'));
    }
  });

  it('grows by one after 3 right in a row, up to the 21 test sequences of a phase', () => {
    const forward = test(
      run(make(false), () => true),
      'forward',
    );
    expect(forward).toHaveLength(21);
    expect(forward.map((s) => s.length)).toEqual(
      Array.from({ length: 21 }, (_, i) => 2 + Math.floor(i / 3)),
    );
    expect(forward[20]!.itemId).toBe('forward.20.L8.g4');
  });

  it('ends each phase after 3 errors in a row, then the game', () => {
    const steps = run(make(false), () => false);
    expect(steps.map((s) => s.itemId)).toEqual([
      'forward.00.L2.g4',
      'forward.01.L2.g4',
      'forward.02.L2.g4',
      'backward.00.L2.g4',
      'backward.01.L2.g4',
      'backward.02.L2.g4',
    ]);
    // Right, right, right (grows), then wrong three times.
    let n = 0;
    const mixed = run(make(false, undefined, 9), (s) => s.block === 'backward' || (n += 1) <= 3);
    expect(test(mixed, 'forward').map((s) => s.length)).toEqual([2, 2, 2, 3, 3, 3]);
  });

  it('repeats a wrong practice sequence, at most 3 tries, then goes on', () => {
    const steps = run(make(), (s) => s.stage === 'test');
    const practice = steps.filter((s) => s.block === 'forward' && s.stage === 'practice');
    expect(practice.map((s) => [s.itemId, s.practiceAttempt])).toEqual(
      [0, 1, 2].flatMap((i) => [1, 2, 3].map((a) => [`forward.p0${i}.L2.g4`, a])),
    );
    expect(new Set(practice.slice(0, 3).map((s) => s.sequence.join()))).toHaveProperty('size', 1);
    let tries = 0;
    const second = run(make(), (s) => s.stage === 'test' || (tries += 1) % 2 === 0);
    expect(second.filter((s) => s.stage === 'practice')).toHaveLength(10);
  });

  it('gives no practice when practice is off, and at most trialsPerPhase sequences', () => {
    const steps = run(make(false, 4), () => true);
    expect(steps.map((s) => `${s.block}.${s.stage}`)).toEqual([
      ...Array(4).fill('forward.test'),
      ...Array(4).fill('backward.test'),
    ]);
    expect(make(false, 4).progress()).toEqual({ answered: 0, total: 8 });
  });

  it('returns the same pending step until answered, and ignores a second answer', () => {
    const engine = make();
    const first = engine.next()!;
    expect(engine.next()).toBe(first);
    engine.answer(first, true);
    engine.answer(first, true);
    expect(engine.next()!.trialIndex).toBe(1);
    expect(engine.next()!.itemId).toBe('forward.p01.L2.g4');
  });

  it('counts progress over test sequences, a phase stopped early as played through', () => {
    const engine = make(false);
    expect(engine.progress()).toEqual({ answered: 0, total: 42 });
    engine.answer(engine.next()!, true);
    expect(engine.progress().answered).toBe(1);
    for (let i = 0; i < 3; i += 1) engine.answer(engine.next()!, false);
    expect(engine.progress().answered).toBe(21);
    engine.answer(engine.next()!, true);
    expect(engine.progress().answered).toBe(22);
  });

  it('replays recorded trials to the same next step, at any point of the run', () => {
    const decide = (s: MemoryStep) => s.trialIndex % 4 !== 1;
    const trials: GameTrial[] = [];
    const first = make();
    for (let step = first.next(); step; step = first.next()) {
      const right = decide(step);
      const { correct, data } = memoryTrialData(step, {
        response: right ? step.correctResponse : null,
        source: right ? 'touch' : null,
        rtMs: right ? 1400 : null,
        onsetMs: 100 * step.trialIndex,
      });
      trials.push({ ...memoryTrialPlace(step), data });
      first.answer(step, correct);
    }
    expect(trials.some((t) => t.data.practiceAttempt === 2)).toBe(true);
    for (const at of [0, 1, 2, 5, 9, 17, trials.length - 1, trials.length]) {
      const reference = make();
      run(reference, decide, at);
      const resumed = make();
      expect(resumed.replay(trials.slice(0, at))).toBe(at);
      expect(resumed.next()).toEqual(reference.next());
      expect(resumed.progress()).toEqual(reference.progress());
    }
  });

  it('stops replaying at a trial of another sequence (another board or seed)', () => {
    const engine = make();
    const step = engine.next()!;
    const trials: GameTrial[] = [
      { ...memoryTrialPlace(step), data: { response: step.correctResponse } },
      { trialIndex: 1, stage: 'practice', itemId: 'forward.p01.L2.g9', data: {} },
    ];
    expect(engine.replay(trials)).toBe(1);
    expect(engine.next()?.itemId).toBe('forward.p01.L2.g4');
  });
});
