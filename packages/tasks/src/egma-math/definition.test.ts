import { describe, expect, it } from 'vitest';
import type { StoredTrial } from '../registry/definition.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { egmaDefinition, egmaParamsOf } from './definition.ts';

const simulated = (theta: number, params: Record<string, unknown> = {}) => {
  const parsed = egmaParamsOf().parse(params);
  return egmaDefinition
    .simulate('egma-math', parsed as never, createRng('egma'), { theta })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));
};

const score = (trials: readonly StoredTrial[]) =>
  scoreStoredRun(
    egmaDefinition,
    { taskId: 'egma-math', params: {}, seed: 'egma', trials },
    { grade: '2' },
  );

describe('Math Game scores', () => {
  it('counts the test items right, with right and tried per block', () => {
    const trials = simulated(0.5);
    const scores = score(trials);
    const test = trials.filter((t) => t.stage === 'test');
    expect(scores.computed.composite.rawScore).toBe(
      test.filter((t) => t.data.correct === 1).length,
    );
    const blocks = scores.computed.composite.skills!.mathBlocks!;
    for (const [block, counts] of Object.entries(blocks)) {
      expect(counts.attempted).toBe(test.filter((t) => t.subtask === block).length);
    }
    expect(blocks['number-line-slider']?.meanErrorPercent).toBeTypeOf('number');
    expect(scores.computed.composite.noNormsReason).toBe('no-norms');
  });

  it('flags a practice given up and answers that come too fast', () => {
    const trials = simulated(0);
    const givenUp = trials.map((t) =>
      t.stage === 'practice' ? { ...t, data: { ...t.data, response: 'nothing' } } : t,
    );
    expect(score(givenUp).engagementFlags).toContain('practiceNotPassed');
    const fast = trials.map((t) => ({ ...t, data: { ...t.data, rt: 300 } }));
    const scored = score(fast);
    expect(scored.engagementFlags).toContain('responseTimeTooFast');
    expect(scored.reliable).toBe(false);
  });

  it('does not score an item outside its block', () => {
    const trials = simulated(0);
    const moved = trials.map((t, i) => (i === 0 ? { ...t, subtask: 'multiplication' } : t));
    const judged = egmaDefinition.scoring.judge({
      taskId: 'egma-math',
      params: egmaParamsOf().parse({}) as never,
      seed: 'egma',
      trials: moved,
    });
    expect(judged[0]!.correct).toBeNull();
  });

  it('does not score a practice item sent as a test answer', () => {
    const trials = simulated(0);
    const practice = trials.find((t) => t.stage === 'practice' && t.data.correct === 1)!;
    const forged = [...trials, { ...practice, trialIndex: 999, stage: 'test' as const }];
    expect(score(forged).computed.composite.rawScore).toBe(
      score(trials).computed.composite.rawScore,
    );
  });

  it('gives a short variant a few items per block', () => {
    const trials = simulated(3, { itemsPerBlock: 1, practice: false });
    expect(trials.filter((t) => t.stage === 'test')).toHaveLength(10);
  });
});
