import { describe, expect, it } from 'vitest';
import { missingParts } from '../registry/completeness.ts';
import type { StoredTrial } from '../registry/definition.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { memoryDefinition, memoryParamsOf } from './definition.ts';

/** The student of these checks: no grade (a game that ignores it scores the same). */
const NO_GRADE = { grade: null };

const SEED = 'memory';

const simulated = (theta: number, params: Record<string, unknown> = {}): StoredTrial[] =>
  memoryDefinition
    .simulate('memory-game', memoryParamsOf().parse(params) as never, createRng(SEED), { theta })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));

const score = (trials: readonly StoredTrial[], params: Record<string, unknown> = {}) =>
  scoreStoredRun(
    memoryDefinition,
    { taskId: 'memory-game', params, seed: SEED, trials },
    { grade: '2' },
  );

describe('Memory Game scores', () => {
  it('is a complete declaration', () => {
    expect(missingParts(memoryDefinition)).toEqual([]);
  });

  it('counts the test sequences right, with right, tried and span per phase', () => {
    const trials = simulated(0.5);
    const scores = score(trials);
    const test = trials.filter((t) => t.stage === 'test');
    const right = test.filter((t) => t.data.correct === 1);
    expect(scores.computed.composite.rawScore).toBe(right.length);
    expect(scores.computed.composite.percentCorrect).toBe(
      Math.round((100 * right.length) / test.length),
    );
    const measures = scores.computed.composite.skills!.measures!;
    expect(measures.map((m) => m.part)).toEqual(['forward', 'backward']);
    for (const m of measures) {
      const mine = test.filter((t) => t.subtask === m.part);
      const lengths = mine.filter((t) => t.data.correct === 1).map((t) => t.data.length as number);
      expect(m).toEqual({
        part: m.part,
        correct: lengths.length,
        attempted: mine.length,
        span: Math.max(0, ...lengths),
      });
    }
    expect(scores.computed.composite.noNormsReason).toBe('no-norms');
    expect(scores.engagementFlags).not.toContain('incomplete');
    expect(scores.reliable).toBe(true);
  });

  it('flags a practice given up; knows a run left before its end', () => {
    // A child who cannot repeat two squares tries each practice sequence three times.
    const givenUp = simulated(-5);
    expect(givenUp.filter((t) => t.data.practiceAttempt === 3).length).toBeGreaterThan(0);
    const flagged = score(givenUp);
    expect(flagged.engagementFlags).toContain('practiceNotPassed');
    expect(flagged.reliable).toBe(false);
    const trials = simulated(0);
    expect(score(trials).engagementFlags).not.toContain('practiceNotPassed');
    // 'incomplete' does not count for cognition games, but the rule is there for the record.
    const firstBackward = trials.findIndex((t) => t.subtask === 'backward');
    const reached = (list: readonly StoredTrial[]) => {
      const run = {
        taskId: 'memory-game',
        params: memoryParamsOf().parse({}),
        seed: SEED,
        trials: list,
      };
      const test = memoryDefinition.scoring.judge(run).filter((t) => t.stage === 'test');
      return memoryDefinition.scoring.reachedEnd(run, test, NO_GRADE);
    };
    expect([reached(trials), reached(trials.slice(0, firstBackward))]).toEqual([true, false]);
  });

  it('ignores a tampered correct field', () => {
    const trials = simulated(-1);
    const tampered = trials.map((t) => ({ ...t, data: { ...t.data, correct: 1 } }));
    expect(score(tampered).computed.composite).toEqual(score(trials).computed.composite);
  });

  it('gives a short variant at most trialsPerBlock sequences per phase', () => {
    const trials = simulated(4, { trialsPerBlock: 3, practice: false });
    expect(trials.map((t) => `${t.subtask}.${t.stage}`)).toEqual([
      ...Array(3).fill('forward.test'),
      ...Array(3).fill('backward.test'),
    ]);
    const scores = score(trials, { trialsPerBlock: 3, practice: false });
    expect(scores.computed.composite.rawScore).toBe(
      trials.filter((t) => t.data.correct === 1).length,
    );
  });
});
