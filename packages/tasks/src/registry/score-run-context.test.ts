import { describe, expect, it } from 'vitest';
import type { ItemParams } from '@roar/scoring';
import { createRng, gameOf, scoreStoredRun, type GameTrial, type StoredTrial } from './index.ts';

/** Scoring with a task's active item-parameter set (ADR 052). */

const GRADE_3 = { grade: '3' };

const stored = (t: GameTrial): StoredTrial => ({
  trialIndex: t.trialIndex,
  block: t.block ?? null,
  subtask: t.subtask ?? null,
  stage: t.stage,
  itemId: t.itemId ?? null,
  data: t.data,
});

function simulated(taskId: string, theta: number) {
  const game = gameOf(taskId)!;
  const params = game.params(taskId).parse({});
  const trials = game.simulate(taskId, params, createRng('ctx'), { theta }).map(stored);
  return { game, input: { taskId, params, seed: 'ctx', trials } };
}

describe('scoreStoredRun with an item-parameter set', () => {
  const { game, input } = simulated('swr', 0);
  const priors = scoreStoredRun(game, input, GRADE_3);

  it('without a set the scores are the priors and record no set', () => {
    expect(scoreStoredRun(game, input, GRADE_3, {})).toEqual(priors);
    expect(priors.itemParametersVersion).toBeNull();
    expect(priors.computed.composite.itemParametersVersion).toBeUndefined();
  });

  it('items 1 logit harder move the ability up and record the version', () => {
    const harder = new Map<string, ItemParams>(
      game.calibration!.items('swr').map(({ id, params }) => [id, { ...params, b: params.b + 1 }]),
    );
    const scored = scoreStoredRun(game, input, GRADE_3, {
      itemParameters: harder,
      itemParametersVersion: 'swr.1',
    });
    const before = priors.raw.composite!.test!.thetaEstimate!;
    const after = scored.raw.composite!.test!.thetaEstimate!;
    expect(after - before).toBeGreaterThan(0.8);
    expect(after - before).toBeLessThan(1.2);
    expect(scored.itemParametersVersion).toBe('swr.1');
    expect(scored.computed.composite.itemParametersVersion).toBe('swr.1');
  });

  it('a set that holds none of the answered items changes only the recorded version', () => {
    const scored = scoreStoredRun(game, input, GRADE_3, {
      itemParameters: new Map(),
      itemParametersVersion: 'swr.2',
    });
    expect(scored.raw).toEqual(priors.raw);
    expect(scored.computed.composite.roarScore).toBe(priors.computed.composite.roarScore);
  });

  it('a game that calibrates nothing ignores a set', () => {
    const sentence = simulated('sre', 0);
    const plain = scoreStoredRun(sentence.game, sentence.input, GRADE_3);
    const withSet = scoreStoredRun(sentence.game, sentence.input, GRADE_3, {
      itemParameters: new Map(),
      itemParametersVersion: 'x.1',
    });
    expect(withSet).toEqual(plain);
  });
});
