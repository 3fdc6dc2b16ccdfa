import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { sameDifferentBank } from './bank.ts';
import { createSameDifferentEngine, type SameDifferentStep } from './engine.ts';
import { testList } from './lists.ts';
import { possibleResponses } from './logic.ts';
import { SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW as STOP } from './rules.ts';
import { sameDifferentTrialData, sameDifferentTrialPlace } from './trial-data.ts';
import { PHASES } from './types.ts';

type Engine = ReturnType<typeof createSameDifferentEngine>;
const make = (seed = 's', practice = true, numTrials?: number) =>
  createSameDifferentEngine({ seed, practice, ...(numTrials ? { numTrials } : {}) });

/** A wrong response to a step (the first possible one that is not the key). */
const wrong = (step: SameDifferentStep) =>
  possibleResponses(step.item).find((r) => r !== step.item.answer)!;

/** Plays to the end, answering right when `decide` says so; the steps and the recorded trials. */
function play(engine: Engine, decide: (step: SameDifferentStep, n: number) => boolean) {
  const steps: SameDifferentStep[] = [];
  const trials: GameTrial[] = [];
  for (let step = engine.next(); step; step = engine.next()) {
    const response = decide(step, steps.length) ? step.item.answer : wrong(step);
    const answer = { response, source: 'touch' as const, rtMs: 1500, onsetMs: 1000 * steps.length };
    const { correct, data } = sameDifferentTrialData(step, answer);
    steps.push(step);
    trials.push({ ...sameDifferentTrialPlace(step), data });
    engine.answer(step, correct);
  }
  return { steps, trials };
}

describe('createSameDifferentEngine', () => {
  it('gives phase 1 then phase 2, each its practice then its seeded test items', () => {
    const { steps } = play(make('a'), () => true);
    const bank = sameDifferentBank();
    expect([...new Set(steps.map((s) => s.block))]).toEqual([...PHASES]);
    steps.forEach((step, i) => expect(step.trialIndex).toBe(i));
    for (const phase of PHASES) {
      const mine = steps.filter((s) => s.block === phase);
      expect(mine.map((s) => s.itemId)).toEqual(
        [...bank.practice[phase], ...testList('a', phase)].map((item) => item.id),
      );
      expect(mine.filter((s) => s.stage === 'test')).toHaveLength(16);
      expect(mine.map((s) => s.opensBlock)).toEqual(mine.map((_, i) => i === 0));
      expect(mine.filter((s) => s.opensTest).map((s) => s.itemId)).toEqual([mine[2]!.itemId]);
    }
    expect(steps[0]!.prompt).toBe('Are these the same color?');
    expect(steps[0]!.promptClip).toBe('ask.colour');
  });

  it('repeats a wrong practice item, at most three tries, then goes on', () => {
    const { steps } = play(make('b'), (step) => step.stage === 'test');
    const practice = steps.filter((s) => s.stage === 'practice');
    expect(practice.map((s) => s.practiceAttempt)).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]);
    expect(steps.filter((s) => s.stage === 'test')).toHaveLength(32);
    // Right at the second try: the next item follows.
    const second = play(make('b'), (step, n) => step.stage === 'test' || n === 1);
    expect(second.steps.slice(0, 4).map((s) => s.practiceAttempt)).toEqual([1, 2, 1, 2]);
    expect(second.steps[2]!.itemId).not.toBe(second.steps[1]!.itemId);
  });

  it('ends a phase after four errors in a row and goes on with the next', () => {
    const { steps } = play(make('c', false), () => false);
    for (const phase of PHASES) expect(steps.filter((s) => s.block === phase)).toHaveLength(STOP);
    // Wrong, wrong, wrong, right, then wrong four times: phase 1 ends at its eighth item.
    const pattern = play(make('c', false), (_step, n) => n === 3);
    expect(pattern.steps.filter((s) => s.block === 'same-different')).toHaveLength(8);
  });

  it('gives numTrials items per phase, at most the bank', () => {
    const short = play(make('d', false, 5), () => true).steps;
    for (const phase of PHASES) expect(short.filter((s) => s.block === phase)).toHaveLength(5);
    expect(play(make('d', false, 120), () => true).steps).toHaveLength(96);
  });

  it('chooses items from the seed, balanced: as many same as different, each cell twice', () => {
    const ids = (seed: string) => play(make(seed), () => true).steps.map((s) => s.itemId);
    expect(ids('s1')).toEqual(ids('s1'));
    expect(ids('s1')).not.toEqual(ids('s2'));
    for (const seed of ['s1', 's2', 's3']) {
      const list = testList(seed, 'same-different');
      expect(list.filter((i) => i.answer === 'same')).toHaveLength(8);
      const cells = new Set(list.map((i) => `${i.dimension}.${i.answer}`));
      expect(cells.size).toBe(8);
      const matching = testList(seed, 'matching');
      expect(matching.filter((i) => i.kind === 'match')).toHaveLength(8);
      expect(new Set(matching.map((i) => `${i.kind}.${i.dimension}`)).size).toBe(8);
    }
  });

  it('keeps the step until it is answered, and ignores a second answer to it', () => {
    const engine = make('e');
    const first = engine.next()!;
    expect(engine.next()).toBe(first);
    engine.answer(first, true);
    const second = engine.next()!;
    engine.answer(first, true);
    expect(engine.next()).toBe(second);
    expect(second.trialIndex).toBe(1);
  });

  it('counts progress in test items, a phase ended early as behind', () => {
    const engine = make('f', false);
    expect(engine.progress()).toEqual({ answered: 0, total: 32 });
    for (let i = 0; i < STOP; i += 1) engine.answer(engine.next()!, false);
    engine.next();
    expect(engine.progress()).toEqual({ answered: 16, total: 32 });
  });

  it('continues a reloaded run with the step the uninterrupted run gave', () => {
    // Practice tries wrong, then right answers, then errors in a row that end both phases early.
    const { steps, trials } = play(make('g'), (_step, n) => n >= 6 && n < 20);
    expect(steps.some((s) => s.practiceAttempt === 3)).toBe(true);
    expect(steps.filter((s) => s.block === 'matching').length).toBeGreaterThan(4);
    for (const cut of [0, 1, 2, 3, 5, 8, 13, 21, trials.length - 1, trials.length]) {
      const engine = make('g');
      expect(engine.replay(trials.slice(0, cut))).toBe(cut);
      expect(engine.next(), `cut ${cut}`).toEqual(steps[cut] ?? null);
    }
  });

  it('stops replaying at a trial that is not the step it would give', () => {
    const { trials } = play(make('h'), () => true);
    const engine = make('other seed', false);
    expect(engine.replay(trials)).toBe(0);
    expect(engine.next()!.trialIndex).toBe(0);
  });
});
