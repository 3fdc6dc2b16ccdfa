import { describe, expect, it } from 'vitest';
import type { StoredTrial } from '../registry/definition.ts';
import { missingParts } from '../registry/completeness.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { matrixDefinition, matrixParamsOf } from './definition.ts';
import { matrixHintClip } from './instructions.ts';
import { matrixPracticeItems } from './bank.ts';
import { clipGroupsOfTask } from '../registry/definition.ts';

const simulated = (theta: number, params: Record<string, unknown> = {}, seed = 'mx') =>
  matrixDefinition
    .simulate('matrix-reasoning', matrixParamsOf().parse(params) as never, createRng(seed), {
      theta,
    })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));

const score = (trials: readonly StoredTrial[], params: Record<string, unknown> = {}) =>
  scoreStoredRun(
    matrixDefinition,
    { taskId: 'matrix-reasoning', params, seed: 'mx', trials },
    { grade: '2' },
  );

describe('Puzzle Game scores', () => {
  it('declares every part the registry checks', () => {
    expect(missingParts(matrixDefinition)).toEqual([]);
  });

  it('counts the test items right, with ability and measures per number of rules', () => {
    const trials = simulated(0.5);
    const scores = score(trials);
    const test = trials.filter((t) => t.stage === 'test');
    const right = test.filter((t) => t.data.correct === 1).length;
    const composite = scores.computed.composite;
    expect(composite.rawScore).toBe(right);
    expect(composite.percentCorrect).toBe(Math.round((100 * right) / test.length));
    expect(scores.raw.composite?.test?.thetaEstimate).toBeTypeOf('number');
    expect(scores.raw.composite?.test?.thetaSE).toBeGreaterThan(0);
    const measures = composite.skills!.measures!;
    expect(measures.map((m) => m.part)).toEqual(
      ['rules-1', 'rules-2', 'rules-3'].filter((p) => test.some((t) => t.subtask === p)),
    );
    for (const m of measures) {
      expect(m.attempted).toBe(test.filter((t) => t.subtask === m.part).length);
      expect(m.correct).toBe(
        test.filter((t) => t.subtask === m.part && t.data.correct === 1).length,
      );
    }
    expect(composite.noNormsReason).toBe('no-norms');
    expect(scores.engagementFlags).not.toContain('incomplete');
  });

  it('flags a practice given up, and makes the run unreliable', () => {
    // Three wrong tries at the first practice item, then the test.
    const test = simulated(0, { practice: false });
    const wrong = (trialIndex: number): StoredTrial => ({
      trialIndex,
      block: 'practice',
      subtask: 'rules-1',
      stage: 'practice',
      itemId: 'mx-p01',
      data: { response: 'nothing', rt: 5000 },
    });
    const givenUp = [0, 1, 2]
      .map(wrong)
      .concat(test.map((t) => ({ ...t, trialIndex: t.trialIndex + 3 })));
    expect(score([...[0, 1].map(wrong), ...test]).engagementFlags).not.toContain(
      'practiceNotPassed',
    );
    const scored = score(givenUp);
    expect(scored.engagementFlags).toContain('practiceNotPassed');
    expect(scored.reliable).toBe(false);
  });

  it('plays numTrials test items and no practice when asked', () => {
    const trials = simulated(6, { numTrials: 8, practice: false });
    expect(trials.every((t) => t.stage === 'test')).toBe(true);
    expect(trials.length).toBeLessThanOrEqual(8);
    expect(score(trials, { numTrials: 8 }).computed.composite.rawScore).toBe(
      trials.filter((t) => t.data.correct === 1).length,
    );
  });

  it('speaks every instruction, and a hint for each practice item', () => {
    const clips = clipGroupsOfTask(matrixDefinition, 'matrix-reasoning')[0]!;
    expect(clips.group).toBe('matrix-reasoning');
    expect(clips.language).toBe('en');
    for (const key of ['intro', 'practice.intro', 'test.intro', 'prompt', 'retry', 'end'])
      expect(clips.texts[key]).toBeTruthy();
    for (const item of matrixPracticeItems())
      expect(clips.texts[matrixHintClip(item.id)]).toBeTruthy();
  });
});
