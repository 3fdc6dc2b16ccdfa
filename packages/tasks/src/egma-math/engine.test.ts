import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import type { GameTrial } from '../trial-types.ts';
import { egmaBank } from './bank.ts';
import { createEgmaEngine, type EgmaEngine, type EgmaStep } from './engine.ts';
import { EGMA_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { egmaTrialData, egmaTrialPlace } from './trial-data.ts';
import { EGMA_BLOCK_IDS } from './types.ts';

const make = (seed: string, practice = true, itemsPerBlock?: number) =>
  createEgmaEngine({
    band: 'young',
    rng: createRng(seed),
    practice,
    ...(itemsPerBlock !== undefined ? { itemsPerBlock } : {}),
  });

/** Runs the engine to its end, answering with `decide`; the steps given. */
function run(engine: EgmaEngine, decide: (step: EgmaStep) => boolean): EgmaStep[] {
  const steps: EgmaStep[] = [];
  for (let step = engine.next(); step; step = engine.next()) {
    steps.push(step);
    engine.answer(step, decide(step));
  }
  return steps;
}

describe('createEgmaEngine', () => {
  it("gives each block's practice then its test items, in the bank's order", () => {
    const steps = run(make('a'), () => true);
    const bank = egmaBank('young');
    expect([...new Set(steps.map((s) => s.block))]).toEqual([...EGMA_BLOCK_IDS]);
    steps.forEach((step, i) => expect(step.trialIndex).toBe(i));
    for (const block of bank) {
      const mine = steps.filter((s) => s.block === block.id);
      expect(mine.map((s) => s.item.id)).toEqual(
        [...block.practice, ...block.test].map((item) => item.id),
      );
      expect(mine.map((s) => s.opensBlock)).toEqual(mine.map((_, i) => i === 0));
      expect(mine.filter((s) => s.opensTest).map((s) => s.item.id)).toEqual([block.test[0]!.id]);
    }
    for (const step of steps) {
      const values = [step.item.answer, ...step.item.lures.map((l) => l.value)];
      const shown = step.format === 'number-line-slider' ? [] : values.sort();
      expect([...step.options].sort()).toEqual(shown);
      expect(step.practiceAttempt).toBe(step.stage === 'practice' ? 1 : null);
    }
  });

  it('shuffles the options with the seed: the same seed, the same screens', () => {
    const options = (seed: string) => run(make(seed), () => true).map((s) => s.options.join());
    expect(options('s1')).toEqual(options('s1'));
    expect(options('s1')).not.toEqual(options('s2'));
  });

  it('ends a block after three errors in a row and goes on with the next one', () => {
    const steps = run(make('b', false), () => false);
    for (const block of EGMA_BLOCK_IDS) {
      expect(steps.filter((s) => s.block === block)).toHaveLength(3);
    }
  });

  it('counts errors in a row only: a right answer starts the count again', () => {
    // Wrong, wrong, right, then wrong: the block ends at its sixth item.
    let n = 0;
    const steps = run(make('c', false), (step) => {
      if (step.block !== 'number-identification') return true;
      n += 1;
      return n === 3;
    });
    expect(steps.filter((s) => s.block === 'number-identification')).toHaveLength(6);
    expect(steps.filter((s) => s.block === 'number-comparison')).toHaveLength(
      egmaBank('young')[1]!.test.length,
    );
  });

  it('repeats a wrong practice item up to the limit of tries, then goes on', () => {
    const steps = run(make('d'), (step) => step.stage === 'test');
    const practice = steps.filter(
      (s) => s.block === 'number-identification' && s.stage === 'practice',
    );
    expect(EGMA_PRACTICE_MAX_ATTEMPTS).toBe(3);
    expect(practice.map((s) => [s.item.id, s.practiceAttempt])).toEqual([
      ['egma.nid.2', 1],
      ['egma.nid.2', 2],
      ['egma.nid.2', 3],
      ['egma.nid.10', 1],
      ['egma.nid.10', 2],
      ['egma.nid.10', 3],
    ]);
    expect(practice.map((s) => s.opensBlock)).toEqual([true, false, false, false, false, false]);
    // Right at the second try: two tries only.
    let tries = 0;
    const second = run(make('e'), (step) => step.stage === 'test' || (tries += 1) % 2 === 0);
    expect(
      second.filter((s) => s.block === 'number-identification' && s.stage === 'practice'),
    ).toHaveLength(4);
  });

  it('gives no practice when practice is off, and at most itemsPerBlock test items', () => {
    const steps = run(make('f', false, 2), () => true);
    expect(steps.every((s) => s.stage === 'test')).toBe(true);
    for (const block of EGMA_BLOCK_IDS) {
      expect(steps.filter((s) => s.block === block)).toHaveLength(2);
    }
    expect(make('f', false, 2).progress()).toEqual({ answered: 0, total: 20 });
  });

  it('counts progress over test items, a skipped block as behind', () => {
    const engine = make('g', false);
    const total = engine.progress().total;
    expect(total).toBe(egmaBank('young').reduce((sum, b) => sum + b.test.length, 0));
    for (let i = 0; i < 3; i += 1) engine.answer(engine.next()!, false);
    engine.next();
    expect(engine.progress()).toEqual({ answered: egmaBank('young')[0]!.test.length, total });
  });

  it('replays recorded trials to the same next screen, options and practice tries included', () => {
    const first = make('r');
    const trials: GameTrial[] = [];
    let i = 0;
    for (let step = first.next(); step && trials.length < 25; step = first.next()) {
      // Every third answer wrong, the first one included: a practice item comes again.
      const right = (i += 1) % 3 !== 1;
      const wrong = step.options.find((o) => o !== step.item.answer) ?? '-1';
      const { correct, data } = egmaTrialData(step, {
        response: right ? step.item.answer : wrong,
        source: 'touch',
        rtMs: 900,
        onsetMs: 10 * i,
      });
      trials.push({ ...egmaTrialPlace(step), data });
      first.answer(step, correct);
    }
    expect(trials[1]?.data.practiceAttempt).toBe(2);
    const second = make('r');
    expect(second.replay(trials)).toBe(25);
    expect(second.next()).toEqual(first.next());
    expect(second.progress()).toEqual(first.progress());
  });

  it('stops replaying at a trial of another item', () => {
    const engine = make('s');
    const step = engine.next()!;
    const trials: GameTrial[] = [
      { ...egmaTrialPlace(step), data: { correct: 1 } },
      { trialIndex: 1, stage: 'test', itemId: 'egma.add1.9-7', data: { correct: 1 } },
    ];
    expect(engine.replay(trials)).toBe(1);
    expect(engine.next()?.trialIndex).toBe(1);
  });
});
