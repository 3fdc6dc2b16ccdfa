import { FLUENCY_OPERATIONS } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { createFluencyEngine, type FluencyEngineOptions, type FluencyStep } from './engine.ts';
import { fluencyTrialData, fluencyTrialPlace } from './trial-data.ts';

const OPTIONS: FluencyEngineOptions = {
  kind: 'facts',
  seed: 'engine',
  operations: [...FLUENCY_OPERATIONS],
  blocks: 1,
  blockSeconds: 180,
  responseMode: 'production',
  practice: true,
};

/** Plays steps with `answer(step)` until the engine ends or `limit` steps; returns the trials. */
function play(
  options: FluencyEngineOptions,
  answer: (step: FluencyStep) => string,
  limit = 500,
  elapsed = (n: number) => n * 1000,
): GameTrial[] {
  const engine = createFluencyEngine(options);
  const trials: GameTrial[] = [];
  let tests = 0;
  for (let step = engine.next(); step && trials.length < limit; step = engine.next()) {
    const elapsedMs = step.part === 'test' ? elapsed(++tests) : undefined;
    const { correct, data } = fluencyTrialData(step, {
      response: answer(step),
      source: 'keyboard',
      rtMs: 900,
      onsetMs: 10,
      mode: options.responseMode,
      elapsedMs,
    });
    trials.push({ ...fluencyTrialPlace(step), data });
    engine.answer(step, correct, elapsedMs);
  }
  return trials;
}

describe('fluency engine', () => {
  it('starts with the keypad practice, then practice problems until three are right', () => {
    const trials = play(OPTIONS, (s) => s.target, 8);
    expect(trials.map((t) => t.block)).toEqual([
      'keypad',
      'keypad',
      'practice',
      'practice',
      'practice',
      '1',
      '1',
      '1',
    ]);
  });

  it('asks a practice problem again after a mistake, at most three times, then moves on', () => {
    const trials = play(OPTIONS, (s) => (s.part === 'practice' ? '99' : s.target), 40);
    const practice = trials.filter((t) => t.block === 'practice');
    expect(practice.map((t) => t.data.attempt).slice(0, 6)).toEqual([1, 2, 3, 1, 2, 3]);
    // Never right: the whole list (8 problems x 3 tries), then the test all the same.
    expect(practice).toHaveLength(24);
    expect(trials.at(-1)!.stage).toBe('test');
  });

  it('has no keypad practice when answers are chosen, and offers the answer among the options', () => {
    const engine = createFluencyEngine({ ...OPTIONS, responseMode: '6afc' });
    const step = engine.next()!;
    expect(step.part).toBe('practice');
    expect(step.options).toHaveLength(6);
    expect(step.options!.filter((o) => String(o.value) === step.target)).toHaveLength(1);
  });

  it('ends a block when its time is used, and the run after the last block', () => {
    const trials = play(
      { ...OPTIONS, blocks: 2, blockSeconds: 60, practice: false },
      (s) => s.target,
      500,
      (n) => ((n - 1) % 12) * 5000 + 5000,
    );
    expect(trials.filter((t) => t.block === '1')).toHaveLength(12);
    expect(trials.filter((t) => t.block === '2')).toHaveLength(12);
  });

  it('ends a block after the problems a short variant allows', () => {
    const trials = play({ ...OPTIONS, practice: false, itemsPerBlock: 4 }, (s) => s.target);
    expect(trials).toHaveLength(4);
  });

  it('resumes after a reload at the same step, in the block the trials recorded', () => {
    const options = { ...OPTIONS, blocks: 2, blockSeconds: 60, itemsPerBlock: 6 };
    const all = play(options, (s) => (s.trialIndex % 3 === 0 ? '0' : s.target));
    for (const cut of [1, 4, 9, 13]) {
      const engine = createFluencyEngine(options);
      engine.replay(all.slice(0, cut));
      const next = engine.next()!;
      expect(fluencyTrialPlace(next)).toEqual({
        trialIndex: all[cut]!.trialIndex,
        block: all[cut]!.block,
        subtask: all[cut]!.subtask,
        stage: all[cut]!.stage,
        itemId: all[cut]!.itemId,
      });
    }
  });

  it('keeps the time a checkpoint saved, and a block whose time ran out stays over', () => {
    const options = { ...OPTIONS, blocks: 2, blockSeconds: 60, practice: false };
    const engine = createFluencyEngine(options);
    engine.resumeUsed(0, 59_000);
    expect(engine.remainingMs()).toBe(1_000);
    engine.expire();
    expect(engine.next()!.block).toBe(1);
    const later = createFluencyEngine(options);
    later.resumeUsed(1, 10_000);
    expect(later.next()!.block).toBe(1);
    expect(later.remainingMs()).toBe(50_000);
  });
});
