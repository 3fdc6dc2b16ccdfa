import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { createSyntaxEngine, type SyntaxStep } from './engine.ts';
import { syntaxTrialData, syntaxTrialPlace } from './trial-data.ts';

const wrongOf = (step: SyntaxStep) => (step.item.answer === '1' ? '2' : '1');

/** Plays `answers` (true: right) and returns the trials as the player records them. */
function play(
  engine: ReturnType<typeof createSyntaxEngine>,
  answers: readonly boolean[],
  rtMs = 2000,
) {
  const trials: GameTrial[] = [];
  for (const right of answers) {
    const step = engine.next();
    if (!step) break;
    const elapsedMs = step.stage === 'test' ? engine.usedMs() + rtMs : undefined;
    const response = right ? step.item.answer : wrongOf(step);
    const { correct, data } = syntaxTrialData(step, {
      response,
      source: 'keyboard',
      rtMs,
      onsetMs: 0,
      elapsedMs,
    });
    trials.push({ ...syntaxTrialPlace(step), data });
    engine.answer(step, correct, elapsedMs);
  }
  return trials;
}

describe('createSyntaxEngine', () => {
  it('gives the practice (again after a wrong answer, three tries at most), then the blocks in order', () => {
    const engine = createSyntaxEngine({
      practice: true,
      blocks: 2,
      itemsPerBlock: 2,
      limitMs: Infinity,
    });
    const first = engine.next()!;
    expect(first).toMatchObject({ itemId: 'practice-1', opens: 'practice', practiceAttempt: 1 });
    play(engine, [false, false, false]);
    expect(engine.next()).toMatchObject({ itemId: 'practice-2', practiceAttempt: 1 });
    play(engine, [true]);
    expect(engine.next()).toMatchObject({
      itemId: 'adjective-1',
      opens: 'test',
      practiceAttempt: null,
    });
    play(engine, [true]);
    expect(engine.next()).toMatchObject({ itemId: 'adjective-2', opens: null });
    play(engine, [true]);
    expect(engine.next()).toMatchObject({ itemId: 'plural-1', opens: 'block' });
    play(engine, [true, true]);
    expect(engine.next()).toBeNull();
    expect(engine.progress()).toEqual({ answered: 4, total: 4 });
  });

  it('ends after the given number of wrong answers in a row, a right one resetting the count', () => {
    const engine = createSyntaxEngine({
      practice: false,
      maxConsecutiveErrors: 3,
      limitMs: Infinity,
    });
    play(engine, [false, false, true, false, false]);
    expect(engine.next()).not.toBeNull();
    play(engine, [false]);
    expect(engine.next()).toBeNull();
    expect(engine.progress()).toEqual({ answered: 80, total: 80 });
  });

  it('ends when the test time is used up, or when it runs out on a sentence (expire)', () => {
    const engine = createSyntaxEngine({ practice: false, limitMs: 10_000 });
    play(engine, [true, true, true, true], 2600);
    expect(engine.usedMs()).toBe(10_400);
    expect(engine.next()).toBeNull();
    const other = createSyntaxEngine({ practice: false, limitMs: 10_000 });
    expect(other.next()).not.toBeNull();
    other.expire();
    expect(other.next()).toBeNull();
  });

  it('replays a reloaded run to the same next step and time used', () => {
    const options = { practice: true, maxConsecutiveErrors: 4, limitMs: 300_000 };
    const engine = createSyntaxEngine(options);
    const trials = play(engine, [false, true, true, true, false, true, false]);
    const resumed = createSyntaxEngine(options);
    expect(resumed.replay(trials)).toBe(trials.length);
    expect(resumed.next()).toEqual(engine.next());
    expect(resumed.usedMs()).toBe(engine.usedMs());
    // A trial of another variant stops the replay there.
    const fresh = createSyntaxEngine({ ...options, practice: false });
    expect(fresh.replay(trials)).toBe(0);
  });
});
