import { describe, expect, it } from 'vitest';
import type { StoredTrial } from '../registry/definition.ts';
import { missingParts } from '../registry/completeness.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { theoryOfMindDefinition, theoryOfMindParamsOf } from './definition.ts';
import { QUESTION_TYPES } from './types.ts';
import { clipGroupsOfTask } from '../registry/definition.ts';

const TASK = 'theory-of-mind';

const simulated = (theta: number, params: Record<string, unknown> = {}, seed = 'stories') =>
  theoryOfMindDefinition
    .simulate(TASK, theoryOfMindParamsOf().parse(params) as never, createRng(seed), { theta })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));

const score = (trials: readonly StoredTrial[], params: Record<string, unknown> = {}) =>
  scoreStoredRun(
    theoryOfMindDefinition,
    { taskId: TASK, params, seed: 'stories', trials },
    { grade: '1' },
  );

describe('Stories Game scores', () => {
  it('gives the headline without control questions, and a measure per question type', () => {
    const trials = simulated(1);
    const scores = score(trials);
    const test = trials.filter((t) => t.stage === 'test');
    const tom = test.filter((t) => t.subtask !== 'control');
    const right = tom.filter((t) => t.data.correct === 1);
    expect(tom).toHaveLength(36);
    expect(scores.computed.composite.rawScore).toBe(right.length);
    expect(scores.computed.composite.percentCorrect).toBe(
      Math.round((100 * right.length) / tom.length),
    );
    const measures = scores.computed.composite.skills!.measures!;
    expect(measures.map((m) => m.part)).toEqual([...QUESTION_TYPES]);
    for (const measure of measures) {
      const mine = test.filter((t) => t.subtask === measure.part);
      expect(measure.attempted).toBe(mine.length);
      expect(measure.correct).toBe(mine.filter((t) => t.data.correct === 1).length);
      expect(measure.medianRtMs).toBeGreaterThan(0);
    }
    expect(scores.computed.composite.noNormsReason).toBe('no-norms');
    expect(scores.reliable).toBe(true);
    expect(scores.engagementFlags).not.toContain('practiceNotPassed');
  });

  it('flags a practice given up, and the run is then not reliable', () => {
    const test = simulated(1).filter((t) => t.stage === 'test');
    // The first practice question answered wrong three times: the game went on without it.
    const givenUp = [0, 1, 2].map((attempt) => ({
      trialIndex: attempt - 3,
      block: 'practice',
      subtask: 'control',
      stage: 'practice' as const,
      itemId: 'practice.q1',
      data: { response: 'lily', rt: 2000, practiceAttempt: attempt + 1 },
    }));
    const scores = score([...givenUp, ...test]);
    expect(scores.engagementFlags).toContain('practiceNotPassed');
    expect(scores.reliable).toBe(false);
    expect(score(test).engagementFlags).not.toContain('practiceNotPassed');
  });

  it('scores a variant of numTrials stories', () => {
    const trials = simulated(3, { numTrials: 2, practice: false });
    expect(trials).toHaveLength(8);
    const scores = score(trials, { numTrials: 2, practice: false });
    const attempted = scores.computed.composite.skills!.measures!.map((m) => m.attempted);
    expect(attempted.reduce((a, b) => a! + b!, 0)).toBe(8);
    // Scored as a one-story run, the second story's questions are not the run's.
    const shorter = score(trials, { numTrials: 1, practice: false });
    const counted = shorter.computed.composite.skills!.measures!.map((m) => m.attempted);
    expect(counted.reduce((a, b) => a! + b!, 0)).toBe(4);
  });

  it('does not count a forged copy of a right answer', () => {
    const trials = simulated(0);
    const right = trials.find((t) => t.stage === 'test' && t.data.correct === 1)!;
    const forged = [...trials, { ...right, trialIndex: 999 }];
    expect(score(forged).computed.composite.rawScore).toBe(
      score(trials).computed.composite.rawScore,
    );
  });

  it('declares its task, clips and parameters: every part the registry checks', () => {
    expect(missingParts(theoryOfMindDefinition)).toEqual([]);
    expect(theoryOfMindDefinition.tasks.map((t) => [t.id, t.reportOrder])).toEqual([[TASK, 46]]);
    expect(theoryOfMindParamsOf().parse({})).toEqual({
      language: 'en',
      practice: true,
      skipInstructions: false,
    });
    const clips = clipGroupsOfTask(theoryOfMindDefinition, TASK)[0]!;
    expect(clips.group).toBe(TASK);
    for (const key of ['intro', 'practice-intro', 'test-intro', 'ball.s1', 'ball.q1', 'end']) {
      expect(clips.texts[key], key).toBeTruthy();
    }
  });
});
