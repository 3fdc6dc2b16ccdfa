import { correlation } from '@roar/scoring';
import { describe, expect, it } from 'vitest';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import type { GameTrial } from '../trial-types.ts';
import { writtenChoiceDefinition as game } from './definition.ts';
import { PILOT_EVERY } from './engine.ts';
import type { WrittenChoiceParams } from './params.ts';
import { writtenChoiceTrialSchema } from './trial-schema.ts';

const paramsOf = (taskId: string, params: Record<string, unknown> = {}) =>
  game.params(taskId).parse(params) as unknown as WrittenChoiceParams;

const simulate = (taskId: string, params: Record<string, unknown>, seed: string, theta: number) =>
  game.simulate(taskId, paramsOf(taskId, params) as never, createRng(seed), { theta });

const score = (
  taskId: string,
  params: Record<string, unknown>,
  trials: readonly GameTrial[],
  grade: string | null = '4',
) =>
  scoreStoredRun(
    game,
    {
      taskId,
      params,
      seed: 'seed',
      trials: trials.map((t) => ({ ...t, subtask: t.subtask ?? null })),
    },
    { grade },
  );

describe('the written four-choice runs', () => {
  it('gives each task its own bank by default, and any bank by its variant', () => {
    expect(paramsOf('morphology').bank).toBe('morphology');
    expect(paramsOf('cva').bank).toBe('cva');
    expect(paramsOf('multichoice', { bank: 'morphology', form: 'early' })).toMatchObject({
      bank: 'morphology',
      form: 'early',
    });
    expect(() => game.params('cva').parse({ bank: 'spelling' })).toThrow();
  });

  it('records valid trials: practice, then core items with a pilot item after every four', () => {
    const trials = simulate('morphology', {}, 'shape', 0);
    for (const trial of trials) writtenChoiceTrialSchema.parse(trial.data);
    expect(trials.slice(0, 2).every((t) => t.stage === 'practice')).toBe(true);
    const test = trials.filter((t) => t.stage === 'test');
    const roles = test.map((t) => t.data.role);
    expect(roles.filter((r) => r === 'core')).toHaveLength(60);
    // core x4, pilot, core x4, pilot...
    roles.forEach((role, index) =>
      expect(role, String(index)).toBe((index + 1) % (PILOT_EVERY + 1) === 0 ? 'pilot' : 'core'),
    );
    // Test trials carry no key: the browser does not know it.
    for (const t of test) expect(t.data).not.toHaveProperty('correctResponse');
    for (const t of trials.filter((t) => t.stage === 'practice')) {
      expect(t.data.correctResponse).toEqual(expect.any(String));
    }
  });

  it('scores from the responses alone: pilot items never count, browser claims are ignored', () => {
    const trials = simulate('cva', {}, 'pilot', 0.5);
    const base = score('cva', {}, trials);
    const changed = trials.map((t) =>
      t.data.role === 'pilot'
        ? { ...t, data: { ...t.data, response: 'nonsense' } }
        : { ...t, data: { ...t.data, correct: 1 } },
    );
    expect(score('cva', {}, changed).computed).toEqual(base.computed);
    expect(base.raw.composite?.test?.numAttempted).toBe(90);
    expect(base.raw.pilot).toBeUndefined();
  });

  it('reports the 100-900 score, percent correct, provisional norms and support', () => {
    const result = score('morphology', {}, simulate('morphology', {}, 'report', 0.3), '5');
    const composite = result.computed.composite;
    expect(composite.roarScore).toBeGreaterThanOrEqual(100);
    expect(composite.roarScore).toBeLessThanOrEqual(900);
    expect(composite.rawScore).toBe(composite.roarScore);
    expect(composite.percentCorrect).toEqual(expect.any(Number));
    expect(composite.normsKind).toBe('provisional');
    expect(composite.supportLevel).toMatch(/achieved|developing|needs-extra-support/);
    const parts = composite.skills?.measures?.map((m) => m.part);
    expect(parts).toEqual(['inflection', 'derivation']);
    expect(result.reliable).toBe(true);
  });

  it('recovers ability at full length (r >= 0.90) for both banks', () => {
    for (const taskId of ['morphology', 'cva']) {
      const truth: number[] = [];
      const estimate: number[] = [];
      for (let run = 0; run < 60; run += 1) {
        const theta = -2.5 + (5 * run) / 59;
        const trials = simulate(taskId, { practice: false }, `recovery-${taskId}-${run}`, theta);
        const result = score(taskId, { practice: false }, trials);
        truth.push(theta);
        estimate.push(result.raw.composite!.test!.thetaEstimate!);
      }
      expect(correlation(truth, estimate), taskId).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('flags a random responder at a normal pace as unreliable', () => {
    let flagged = 0;
    for (let run = 0; run < 10; run += 1) {
      const trials = simulate('cva', {}, `random-${run}`, -12);
      const result = score('cva', {}, trials);
      if (!result.reliable) flagged += 1;
      expect(result.engagementFlags).not.toContain('responseTimeTooFast');
    }
    expect(flagged).toBeGreaterThanOrEqual(8);
  });

  it('gives a short variant and a grade-level form', () => {
    const trials = simulate(
      'multichoice',
      { bank: 'morphology', form: 'upper', numTrials: 5 },
      'f',
      1,
    );
    const core = trials.filter((t) => t.data.role === 'core');
    expect(core).toHaveLength(5);
    expect(trials.filter((t) => t.data.role === 'pilot')).toHaveLength(1);
    const result = score(
      'multichoice',
      { bank: 'morphology', form: 'upper', numTrials: 5 },
      trials,
    );
    expect(result.engagementFlags).not.toContain('incomplete');
    expect(result.computed.composite.noNormsReason).toBe('no-norms');
  });

  it('ends at the time limit, and the run still reached its end', () => {
    const params = { timeLimitSeconds: 60 };
    const trials = simulate('cva', params, 'timed', 0);
    const last = trials.at(-1)!;
    expect(last.data.timedOut).toBe(true);
    expect(trials.filter((t) => t.data.role === 'core').length).toBeLessThan(30);
    const result = score('cva', params, trials);
    expect(result.engagementFlags).not.toContain('incomplete');
    expect(result.computed.composite.roarScore).toEqual(expect.any(Number));
  });
});
