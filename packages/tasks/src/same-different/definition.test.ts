import { describe, expect, it } from 'vitest';
import type { StoredTrial } from '../registry/definition.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { sameDifferentDefinition, sameDifferentParamsOf } from './definition.ts';
import { clipGroupsOfTask } from '../registry/definition.ts';

const TASK = 'same-different-selection';

const simulated = (theta: number, params: Record<string, unknown> = {}, seed = 'shapes') =>
  sameDifferentDefinition
    .simulate(TASK, sameDifferentParamsOf().parse(params) as never, createRng(seed), { theta })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));

const score = (trials: readonly StoredTrial[], params: Record<string, unknown> = {}) =>
  scoreStoredRun(
    sameDifferentDefinition,
    { taskId: TASK, params, seed: 'shapes', trials },
    { grade: '1' },
  );

describe('Shapes Game scores', () => {
  it('gives the headline and a measure per phase from simulated trials', () => {
    const trials = simulated(1);
    const scores = score(trials);
    const test = trials.filter((t) => t.stage === 'test');
    const right = test.filter((t) => t.data.correct === 1);
    expect(scores.computed.composite.rawScore).toBe(right.length);
    expect(scores.computed.composite.percentCorrect).toBe(
      Math.round((100 * right.length) / test.length),
    );
    const measures = scores.computed.composite.skills!.measures!;
    expect(measures.map((m) => m.part)).toEqual(['same-different', 'matching']);
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
    const givenUp = simulated(0).map((t) =>
      t.stage === 'practice' ? { ...t, data: { ...t.data, response: 'nonsense' } } : t,
    );
    const scores = score(givenUp);
    expect(scores.engagementFlags).toContain('practiceNotPassed');
    expect(scores.reliable).toBe(false);
  });

  it('scores a variant of numTrials per phase from the same seed', () => {
    const trials = simulated(3, { numTrials: 4, practice: false });
    expect(trials).toHaveLength(8);
    const scores = score(trials, { numTrials: 4, practice: false });
    expect(scores.computed.composite.skills!.measures!.map((m) => m.attempted)).toEqual([4, 4]);
    // Scored against another seed's lists, none of them is the run's.
    const foreign = scoreStoredRun(
      sameDifferentDefinition,
      { taskId: TASK, params: { numTrials: 4 }, seed: 'other', trials },
      { grade: '1' },
    );
    expect(foreign.computed.composite.percentCorrect).toBeNull();
  });

  it('does not count a forged copy of a right answer', () => {
    const trials = simulated(0);
    const right = trials.find((t) => t.stage === 'test' && t.data.correct === 1)!;
    const forged = [...trials, { ...right, trialIndex: 999 }];
    expect(score(forged).computed.composite.rawScore).toBe(
      score(trials).computed.composite.rawScore,
    );
  });

  it('lists every clip the game speaks', () => {
    const clips = clipGroupsOfTask(sameDifferentDefinition, TASK)[0]!;
    expect(clips.group).toBe(TASK);
    for (const key of [
      'same-different.intro',
      'matching.test-intro',
      'ask.number',
      'pick.unique',
      'retry',
      'end',
    ]) {
      expect(clips.texts[key], key).toBeTruthy();
    }
  });
});
