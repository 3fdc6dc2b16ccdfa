import { describe, expect, it } from 'vitest';
import type { StoredTrial } from '../registry/definition.ts';
import { missingParts } from '../registry/completeness.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { rotationDefinition, rotationParamsOf } from './definition.ts';
import { ROTATION_TEXTS } from './instructions.ts';

const simulated = (theta: number, seed: string, params: Record<string, unknown> = {}) => {
  const parsed = rotationParamsOf().parse(params);
  return rotationDefinition
    .simulate('mental-rotation', parsed as never, createRng(seed), { theta })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));
};

const score = (seed: string, trials: readonly StoredTrial[], params = {}) =>
  scoreStoredRun(
    rotationDefinition,
    { taskId: 'mental-rotation', params, seed, trials },
    { grade: '2' },
  );

describe('Matching Game scores', () => {
  it('is a complete declaration', () => {
    expect(missingParts(rotationDefinition)).toEqual([]);
    expect(rotationDefinition.speechClips('mental-rotation')).toEqual({
      group: 'mental-rotation',
      language: 'en',
      texts: ROTATION_TEXTS,
    });
  });

  it('counts the test items right, with accuracy and time by angle', () => {
    const trials = simulated(0.5, 'run');
    const scores = score('run', trials);
    const test = trials.filter((t) => t.stage === 'test');
    const right = test.filter((t) => t.data.correct === 1).length;
    const { composite } = scores.computed;
    expect(composite.rawScore).toBe(right);
    expect(composite.percentCorrect).toBe(Math.round((100 * right) / test.length));
    expect(composite.noNormsReason).toBe('no-norms');
    const measures = composite.skills!.measures!;
    expect(measures.map((m) => m.part)).toEqual(
      [0, 30, 40, 60, 80, 90, 120, 150, 160, 180].map((a) => `angle-${a}`),
    );
    for (const m of measures) {
      const here = test.filter((t) => t.subtask === m.part);
      expect(m.attempted).toBe(here.length);
      expect(m.correct).toBe(here.filter((t) => t.data.correct === 1).length);
      expect(scores.raw[m.part]?.test?.numAttempted).toBe(here.length);
    }
    expect(scores.engagementFlags).not.toContain('practiceNotPassed');
  });

  it('scores a variant with numTrials from its own list', () => {
    const trials = simulated(3, 'short', { numTrials: 10, practice: false });
    expect(trials).toHaveLength(10);
    const { composite } = score('short', trials, { numTrials: 10 }).computed;
    expect(composite.rawScore).toBe(trials.filter((t) => t.data.correct === 1).length);
    expect(composite.skills!.measures!.reduce((n, m) => n + (m.attempted ?? 0), 0)).toBe(10);
  });

  it('flags a practice given up, and the run is then unreliable', () => {
    const trials = simulated(0, 'given-up');
    const practiceItems = trials.filter((t) => t.stage === 'practice');
    const wrong = practiceItems.map((t, i) => ({
      ...t,
      trialIndex: i,
      data: { ...t.data, response: t.data.correctResponse === 'left' ? 'right' : 'left' },
    }));
    // The first practice item three times wrong, then the rest of the run as it was.
    const givenUp = [
      ...[0, 1, 2].map((i) => ({ ...wrong[0]!, trialIndex: i })),
      ...trials.filter((t) => t.stage === 'test').map((t, i) => ({ ...t, trialIndex: 3 + i })),
    ];
    const scores = score('given-up', givenUp);
    expect(scores.engagementFlags).toContain('practiceNotPassed');
    expect(scores.reliable).toBe(false);
  });

  it('scores nothing of a run under another seed', () => {
    const trials = simulated(3, 'mine');
    const theirs = score('theirs', trials).computed.composite;
    const mine = score('mine', trials).computed.composite;
    expect(theirs.rawScore!).toBeLessThan(mine.rawScore! / 2);
  });
});
