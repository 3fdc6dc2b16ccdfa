import { describe, expect, it } from 'vitest';
import type { JudgedTrial, StoredTrial } from '../registry/definition.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { fluencyDefinition } from './definition.ts';
import { factsToWorkOn, fluencyRawScore } from './scoring.ts';
import { blockProblems } from './sequence.ts';
import { engineOptions, fluencyParamsOf } from './setup.ts';

/** The student of these checks: no grade (a game that ignores it scores the same). */
const NO_GRADE = { grade: null };

const judgedOf = (correct: (boolean | null)[]): JudgedTrial[] =>
  correct.map((c, i) => ({
    trialIndex: i,
    subtask: 'addition',
    stage: 'test',
    itemId: null,
    correct: c,
    rtMs: 1000,
    facts: {},
  }));

const simulated = (taskId: string, params: Record<string, unknown>, theta: number, seed = 's1') => {
  const parsed = fluencyParamsOf(taskId).parse(params);
  const trials = fluencyDefinition.simulate(taskId, parsed as never, createRng(seed), { theta });
  return { parsed, trials: trials.map((t) => ({ ...t, subtask: t.subtask ?? null })) };
};

const score = (taskId: string, params: unknown, seed: string, trials: readonly StoredTrial[]) =>
  scoreStoredRun(fluencyDefinition, { taskId, params, seed, trials }, { grade: '3' });

describe('fluency scores', () => {
  it('counts right answers when typed, right - wrong with two choices, right - 0.2 wrong with six', () => {
    const answers = judgedOf([true, true, true, false, true, false, null, true]);
    expect(fluencyRawScore('production', answers)).toBe(5);
    expect(fluencyRawScore('2afc', answers)).toBe(3);
    expect(fluencyRawScore('6afc', answers)).toBe(4.6);
    expect(fluencyRawScore('6afc', judgedOf([true, false, false, false]))).toBe(0.4);
    expect(fluencyRawScore('2afc', judgedOf([false, false, true]))).toBe(-1);
  });

  it('lists the multiplication and division facts answered wrong, then the slowest right', () => {
    const trial = (
      i: number,
      subtask: string,
      correct: boolean,
      rtMs: number,
      problem: string,
    ) => ({
      trialIndex: i,
      subtask,
      stage: 'test' as const,
      itemId: 'x',
      correct,
      rtMs,
      facts: { problem, answer: 0 },
    });
    const run = {
      taskId: 'fluency-arf',
      params: fluencyParamsOf('fluency-arf').parse({}),
      seed: 'x',
      trials: [],
    };
    const judged = [
      trial(0, 'multiplication', true, 2000, '3 × 4'),
      trial(1, 'addition', false, 1000, '2 + 2'),
      trial(2, 'division', false, 3000, '8 ÷ 2'),
      trial(3, 'multiplication', true, 5000, '7 × 8'),
      trial(4, 'multiplication', true, 4000, '6 × 6'),
    ];
    expect(factsToWorkOn(run, judged)).toEqual(['8 ÷ 2 = 0', '7 × 8 = 0', '6 × 6 = 0']);
    expect(factsToWorkOn({ ...run, taskId: 'fluency-calf' }, judged)).toEqual([]);
  });

  it('scores a simulated run from its stored trials: counts per operation, no norms', () => {
    const { parsed, trials } = simulated('fluency-arf', {}, 0.5);
    const scores = score('fluency-arf', parsed, 's1', trials);
    const composite = scores.computed.composite;
    const test = trials.filter((t) => t.stage === 'test');
    expect(composite.rawScore).toBe(test.filter((t) => t.data.correct === 1).length);
    for (const op of ['addition', 'subtraction', 'multiplication', 'division']) {
      expect(scores.raw[op]?.test?.numAttempted).toBe(test.filter((t) => t.subtask === op).length);
    }
    expect(composite.noNormsReason).toBe('no-norms');
    expect(composite.skills?.factsToWorkOn?.length).toBe(3);
    expect(scores.reliable).toBe(true);
    expect(scores.engagementFlags).toEqual([]);
  });

  it('does not score a problem the run did not give in that block (forged or replayed trials)', () => {
    const { parsed, trials } = simulated('fluency-calf', {}, 0);
    const test = trials.filter((t) => t.stage === 'test');
    const given = blockProblems('s1', engineOptions('fluency-calf', parsed, 's1'));
    const forged = test.map((t, i) =>
      i < 3 ? { ...t, itemId: `add-1-${i}`, data: { ...t.data, response: String(1 + i) } } : t,
    );
    const honest = score('fluency-calf', parsed, 's1', test);
    const judged = fluencyDefinition.scoring.judge({
      taskId: 'fluency-calf',
      params: parsed as never,
      seed: 's1',
      trials: forged,
    });
    expect(judged.slice(0, 3).every((t) => t.correct === null)).toBe(true);
    expect(given[0]!.some((p) => p.id === 'add-1-1')).toBe(false);
    expect(honest.computed.composite.rawScore).toBeGreaterThan(0);
    // A copy of a real answer under another subtask, or its id with a leading zero, counts never.
    const real = test.find((t) => t.data.correct === 1)!;
    const copies = [
      { ...real, trialIndex: 900, subtask: 'x' },
      { ...real, trialIndex: 901, itemId: real.itemId!.replace('-', '-0') },
    ];
    const withCopies = score('fluency-calf', parsed, 's1', [...test, ...copies]);
    expect(withCopies.computed.composite.rawScore).toBe(honest.computed.composite.rawScore);
    // Another run's seed gives other problems: nothing is scored.
    const other = fluencyDefinition.scoring.judge({
      taskId: 'fluency-calf',
      params: parsed as never,
      seed: 'another seed',
      trials: test,
    });
    expect(other.filter((t) => t.correct !== null).length).toBeLessThan(test.length / 10);
  });

  it('flags answers that come too fast (median 500 ms or less) and a practice given up', () => {
    const { parsed, trials } = simulated('fluency-arf', {}, 0);
    const fast = trials.map((t) =>
      t.stage === 'test' ? { ...t, data: { ...t.data, rt: 400 } } : t,
    );
    expect(score('fluency-arf', parsed, 's1', fast).engagementFlags).toContain(
      'responseTimeTooFast',
    );
    const failedPractice = trials.map((t) =>
      t.block === 'practice' ? { ...t, data: { ...t.data, response: '999' } } : t,
    );
    const scored = score('fluency-arf', parsed, 's1', failedPractice);
    expect(scored.engagementFlags).toContain('practiceNotPassed');
    expect(scored.reliable).toBe(false);
  });

  it('applies the guessing rule to the choice modes only', () => {
    const { parsed, trials } = simulated('fluency-arf', { responseMode: '2afc' }, -1);
    const wrong = trials.map((t) =>
      t.stage === 'test' ? { ...t, data: { ...t.data, response: '-1' } } : t,
    );
    expect(score('fluency-arf', parsed, 's1', wrong).engagementFlags).toContain('accuracyAtChance');
    const typed = simulated('fluency-arf', {}, -1);
    const typedWrong = typed.trials.map((t) =>
      t.stage === 'test' ? { ...t, data: { ...t.data, response: '999' } } : t,
    );
    expect(score('fluency-arf', typed.parsed, 's1', typedWrong).engagementFlags).not.toContain(
      'accuracyAtChance',
    );
  });

  it('counts a run stopped halfway as incomplete (not flagged for fluency) but reached for short variants', () => {
    const short = simulated('fluency-calf', { itemsPerBlock: 3, practice: false }, 0);
    expect(
      fluencyDefinition.scoring.reachedEnd(
        { taskId: 'fluency-calf', params: short.parsed as never, seed: 's1', trials: short.trials },
        fluencyDefinition.scoring
          .judge({
            taskId: 'fluency-calf',
            params: short.parsed as never,
            seed: 's1',
            trials: short.trials,
          })
          .filter((t) => t.stage === 'test'),
        NO_GRADE,
      ),
    ).toBe(true);
    const full = simulated('fluency-arf', { practice: false }, 0);
    const half = full.trials.slice(0, Math.floor(full.trials.length / 2));
    const run = { taskId: 'fluency-arf', params: full.parsed as never, seed: 's1', trials: half };
    const test = fluencyDefinition.scoring.judge(run).filter((t) => t.stage === 'test');
    expect(fluencyDefinition.scoring.reachedEnd(run, test, NO_GRADE)).toBe(false);
  });

  it('a stronger simulated child solves more problems in the same time', () => {
    const weak = simulated('fluency-arf', {}, -1.5);
    const strong = simulated('fluency-arf', {}, 1.5);
    const right = (t: typeof weak) =>
      t.trials.filter((x) => x.stage === 'test' && x.data.correct === 1).length;
    expect(right(strong)).toBeGreaterThan(right(weak) * 1.5);
  });
});
