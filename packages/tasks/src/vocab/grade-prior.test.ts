/**
 * Picture Vocabulary starts from the prior of the student's grade (ADR 048), in the browser's
 * adaptive test and in the server's scoring alike. Reduced and seeded.
 */
import { describe, expect, it } from 'vitest';
import { measureGrade } from '../registry/grade-simulation.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { vocabDefinition } from './definition.ts';

const run = (theta: number, grade: string) => {
  const params = vocabDefinition.params('vocab').parse({});
  const trials = vocabDefinition
    .simulate('vocab', params, createRng(`vocab-prior-${grade}`), { theta, grade })
    .map((t) => ({ ...t, subtask: null }));
  return {
    trials,
    scored: scoreStoredRun(
      vocabDefinition,
      { taskId: 'vocab', params, seed: 's', trials },
      { grade },
    ),
  };
};

describe('Picture Vocabulary grade prior', () => {
  it("scores from the stored trials and grade exactly what the child's adaptive test estimated", () => {
    for (const grade of ['K', '6']) {
      const { trials, scored } = run(-1, grade);
      const last = trials
        .filter((t) => t.stage === 'test' && typeof t.data.theta === 'number')
        .at(-1)!;
      expect(scored.raw.composite?.test?.thetaEstimate).toBeCloseTo(last.data.theta as number, 3); // stored to 3 decimals
      expect(scored.scoringVersion).toBe('3+vocab.2');
    }
  });

  it.each([0, 3])('measures grade %i without bias (120 seeded children)', (grade) => {
    const m = measureGrade(vocabDefinition, 'vocab', grade, 120, 'vocab-grade-test');
    expect(Math.abs(m.meanBias)).toBeLessThanOrEqual(0.1);
    expect(m.reliability).toBeGreaterThanOrEqual(0.85);
  });
});
