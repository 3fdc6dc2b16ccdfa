import { describe, expect, it } from 'vitest';
import type { StoredTrial } from '../registry/definition.ts';
import { missingParts } from '../registry/completeness.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { hfDefinition, hfParamsOf } from './definition.ts';

const simulated = (theta: number, params: Record<string, unknown> = {}, seed = 'hf') =>
  hfDefinition
    .simulate('hearts-and-flowers', hfParamsOf().parse(params) as never, createRng(seed), {
      theta,
    })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));

const score = (trials: readonly StoredTrial[], params: Record<string, unknown> = {}) =>
  scoreStoredRun(
    hfDefinition,
    { taskId: 'hearts-and-flowers', params, seed: 'hf', trials },
    { grade: '1' },
  );

describe('Hearts and Flowers scores', () => {
  it('is a complete game declaration', () => {
    expect(missingParts(hfDefinition)).toEqual([]);
  });

  it('counts the test trials right, with measures per block', () => {
    const trials = simulated(0.5);
    const scores = score(trials);
    const test = trials.filter((t) => t.stage === 'test');
    const right = test.filter((t) => t.data.correct === 1).length;
    const composite = scores.computed.composite;
    expect(composite.rawScore).toBe(right);
    expect(composite.percentCorrect).toBe(Math.round((100 * right) / 60));
    const measures = composite.skills!.measures!;
    expect(measures.map((m) => m.part)).toEqual(['hearts', 'flowers', 'mixed', 'mixed2']);
    for (const m of measures) {
      const mine = test.filter((t) => t.subtask === m.part);
      expect(m.attempted).toBe(mine.length);
      expect(m.correct).toBe(mine.filter((t) => t.data.correct === 1).length);
      expect(m.medianRtMs).toBeTypeOf('number');
    }
    expect(measures[0]).not.toHaveProperty('switchCostMs');
    expect(measures[2]!.switchCostMs).toBeTypeOf('number');
    expect(scores.engagementFlags).not.toContain('incomplete');
    expect(scores.reliable).toBe(true);
  });

  it('flags and marks unreliable a run whose practice was given up', () => {
    const trials = simulated(0);
    const givenUp = trials.map((t) =>
      t.stage === 'practice' ? { ...t, data: { ...t.data, response: null, rt: null } } : t,
    );
    const scored = score(givenUp);
    expect(scored.engagementFlags).toContain('practiceNotPassed');
    expect(scored.reliable).toBe(false);
  });

  it('scores a short variant without practice', () => {
    const params = { practice: false, trialsPerBlock: 2 };
    const trials = simulated(3, params);
    expect(trials).toHaveLength(8);
    const scored = score(trials, params);
    expect(scored.computed.composite.skills!.measures!.map((m) => m.attempted)).toEqual([
      2, 2, 2, 2,
    ]);
    expect(scored.engagementFlags).not.toContain('practiceNotPassed');
  });

  it('does not score a test trial of another seed', () => {
    const other = simulated(8, {}, 'another');
    const scored = score(other);
    const judged = scored.raw.composite!.test!;
    expect(judged.numAttempted).toBe(60);
    // The ids exist in every run, but the sides come from this run's seed: about half miss.
    expect(scored.computed.composite.rawScore).toBeLessThan(50);
  });
});
