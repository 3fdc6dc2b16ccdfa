import { describe, expect, it } from 'vitest';
import type { StoredTrial } from '../registry/definition.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { coreMathDefinition } from './definition.ts';
import { coreMathParamsOf } from './setup.ts';

/** The student of these checks: no grade (a game that ignores it scores the same). */
const NO_GRADE = { grade: null };

const simulated = (theta: number, seed = 'cm', taskId = 'roam-alpaca') => {
  const params = coreMathParamsOf(taskId).parse({});
  const trials = coreMathDefinition.simulate(taskId, params as never, createRng(seed), { theta });
  return trials.map((t) => ({ ...t, subtask: t.subtask ?? null }));
};

const score = (trials: readonly StoredTrial[], grade: string | null, taskId = 'roam-alpaca') =>
  scoreStoredRun(coreMathDefinition, { taskId, params: {}, seed: 'cm', trials }, { grade });

describe('Core Math scores', () => {
  it('reports the ROAR score of the EAP ability, grade levels, skills to work on and support', () => {
    const trials = simulated(0.3);
    const scores = score(trials, '4');
    const composite = scores.computed.composite;
    const theta = scores.raw.composite!.test!.thetaEstimate!;
    expect(composite.rawScore).toBe(Math.round(((theta + 6) * 200) / 3 + 100));
    expect(composite.roarScore).toBe(composite.rawScore);
    expect(composite.skills?.gradeScores?.overall).toBeTypeOf('number');
    expect(Object.keys(composite.skills!.gradeScores!)).toHaveLength(6);
    expect(composite.noNormsReason).toBe('no-norms');
    expect(['achieved', 'developing', 'needs-extra-support']).toContain(composite.supportLevel);
    expect(scores.reliable).toBe(true);
  });

  it('compares the grade level with the grade: the same answers help a younger student more', () => {
    const trials = simulated(-0.5);
    const overall = score(trials, '3').computed.composite.skills!.gradeScores!.overall!;
    expect(score(trials, String(Math.ceil(overall + 3))).computed.composite.supportLevel).toBe(
      'needs-extra-support',
    );
    expect(
      score(trials, String(Math.max(1, Math.floor(overall)))).computed.composite.supportLevel,
    ).toBe('achieved');
    expect(score(trials, null).computed.composite.supportLevel).toBeNull();
  });

  it('gives "needs extra support" when nothing was right, from kindergarten on', () => {
    const wrong = simulated(0).map((t) =>
      t.stage === 'test' ? { ...t, data: { ...t.data, response: 'no answer' } } : t,
    );
    expect(score(wrong, 'K').computed.composite.supportLevel).toBe('needs-extra-support');
    // At any grade: with every answer wrong the estimate stays near -0.5, which grade 2 would
    // otherwise call developing.
    expect(score(wrong, '2').computed.composite.supportLevel).toBe('needs-extra-support');
  });

  it('flags a run whose median answer time is 250 ms or less', () => {
    const fast = simulated(0).map((t) => ({ ...t, data: { ...t.data, rt: 240 } }));
    const scores = score(fast, '4');
    expect(scores.engagementFlags).toContain('responseTimeTooFast');
    expect(scores.reliable).toBe(false);
  });

  it('ends at the ceiling (4 of the last 5 wrong), and a run cut short is incomplete', () => {
    const trials = simulated(-1);
    const test = trials.filter((t) => t.stage === 'test');
    const run = {
      taskId: 'roam-alpaca',
      params: coreMathParamsOf('roam-alpaca').parse({}),
      seed: 'cm',
    };
    const judge = (list: typeof trials) =>
      coreMathDefinition.scoring.judge({ ...run, trials: list }).filter((t) => t.stage === 'test');
    expect(coreMathDefinition.scoring.reachedEnd({ ...run, trials }, judge(trials), NO_GRADE)).toBe(
      true,
    );
    const cut = trials.slice(0, trials.length - test.length + 2);
    expect(
      coreMathDefinition.scoring.reachedEnd({ ...run, trials: cut }, judge(cut), NO_GRADE),
    ).toBe(false);
  });

  it('plays the Spanish page with the same items and the Spanish prompts', () => {
    const trials = simulated(0, 'cm', 'roam-alpaca-es');
    expect(trials.some((t) => /¿/.test(String(t.data.prompt)))).toBe(true);
    expect(score(trials, '2', 'roam-alpaca-es').computed.composite.rawScore).toBeTypeOf('number');
  });
});
