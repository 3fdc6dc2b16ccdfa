import { describe, expect, it } from 'vitest';
import { missingParts } from '../registry/completeness.ts';
import { clipGroupsOfTask, type StoredTrial } from '../registry/definition.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { createRng } from '../runtime/random.ts';
import { PRACTICE, TEST_PASSAGES } from './bank.ts';
import { inferenceDefinition, inferenceParamsOf } from './definition.ts';
import { INFERENCE_TYPES } from './types.ts';

const TASK = 'roar-inference';

const simulated = (theta: number, params: Record<string, unknown> = {}, seed = 'inference') =>
  inferenceDefinition
    .simulate(TASK, inferenceParamsOf().parse(params) as never, createRng(seed), { theta })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));

const score = (
  trials: readonly StoredTrial[],
  params: Record<string, unknown> = {},
  grade: string | null = '4',
) => scoreStoredRun(inferenceDefinition, { taskId: TASK, params, seed: 'x', trials }, { grade });

describe('Inference Game scores', () => {
  it('gives the provisional 100-900 score, percent right and a subscore per inference type', () => {
    // Every question asked: no stop after wrong answers in a row.
    const every = { maxConsecutiveErrors: 53 };
    const trials = simulated(0, every);
    const test = trials.filter((t) => t.stage === 'test');
    const right = test.filter((t) => t.data.correct === 1);
    expect(test).toHaveLength(53);
    const { composite } = score(trials, every).computed;
    expect(composite.roarScore).toBeGreaterThanOrEqual(100);
    expect(composite.roarScore).toBeLessThanOrEqual(900);
    expect(composite.rawScore).toBe(composite.roarScore);
    expect(composite.percentCorrect).toBe(Math.round((100 * right.length) / test.length));
    const measures = composite.skills!.measures!;
    expect(measures.map((m) => m.part)).toEqual([...INFERENCE_TYPES]);
    for (const measure of measures) {
      const mine = test.filter((t) => t.subtask === measure.part);
      expect(measure.attempted).toBe(mine.length);
      expect(measure.correct).toBe(mine.filter((t) => t.data.correct === 1).length);
    }
    const raw = score(trials, every).raw.composite!.test!;
    expect(raw.numCorrect).toBe(right.length);
    expect(raw.thetaEstimate).toBeTypeOf('number');
    expect(raw.thetaSE).toBeGreaterThan(0);
  });

  it('labels its norms provisional and gives support levels from them', () => {
    const { composite } = score(simulated(0)).computed;
    expect(composite.normsKind).toBe('provisional');
    expect(composite.percentile).toBeTypeOf('number');
    expect(composite.standardScore).toBeTypeOf('number');
    expect(['achieved', 'developing', 'needs-extra-support']).toContain(composite.supportLevel);
    // Grade 6 and up: the grade-3 and grade-5 benchmarks of the same model (452, 521).
    const level = (theta: number) => score(simulated(theta), {}, '7').computed.composite;
    expect(level(3).supportLevel).toBe('achieved');
    expect(level(-3).supportLevel).toBe('needs-extra-support');
    expect(score(simulated(0), {}, null).computed.composite.noNormsReason).toBe('no-grade');
  });

  it('scores more able children higher', () => {
    const scores = [-2, -0.5, 1, 2.5].map(
      (theta) => score(simulated(theta)).computed.composite.roarScore!,
    );
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('judges responses against the rebuilt items, never the stored correctness', () => {
    const trials = simulated(0);
    const lying = trials.map((t) => ({
      ...t,
      data: { ...t.data, correct: 1, correctResponse: t.data.response },
    }));
    expect(score(lying).computed.composite).toEqual(score(trials).computed.composite);
    // An unknown item, or the wrong type for an item, is not scored.
    const forged = [
      ...trials,
      { ...trials.at(-1)!, trialIndex: 900, itemId: 'nope.q1' },
      {
        ...trials.at(-1)!,
        trialIndex: 901,
        itemId: TEST_PASSAGES[0]!.questions[0]!.itemId,
        subtask: 'vocabulary',
      },
    ];
    expect(score(forged).raw.composite!.test!.numAttempted).toBe(
      score(trials).raw.composite!.test!.numAttempted + 2,
    );
    expect(score(forged).computed.composite.roarScore).toBe(
      score(trials).computed.composite.roarScore,
    );
  });

  it('does not count a forged copy of a right answer', () => {
    const trials = simulated(0);
    const right = trials.find((t) => t.stage === 'test' && t.data.correct === 1)!;
    expect(score([...trials, { ...right, trialIndex: 999 }]).computed.composite).toEqual(
      score(trials).computed.composite,
    );
  });

  it('flags a practice question given up, and the run is then not reliable', () => {
    const test = simulated(1).filter((t) => t.stage === 'test');
    const practice = PRACTICE[0]!.questions[0]!;
    const wrong = practice.options.find((o) => o.id !== practice.answer)!.id;
    const givenUp = [1, 2, 3].map((attempt) => ({
      trialIndex: attempt - 4,
      block: PRACTICE[0]!.id,
      subtask: practice.type,
      stage: 'practice' as const,
      itemId: practice.itemId,
      data: { response: wrong, rt: 4000, practiceAttempt: attempt },
    }));
    const scores = score([...givenUp, ...test]);
    expect(scores.engagementFlags).toContain('practiceNotPassed');
    expect(scores.reliable).toBe(false);
    expect(score(simulated(1)).reliable).toBe(true);
  });

  it('scores a short variant of numTrials passages, and only its passages', () => {
    const trials = simulated(1, { numTrials: 3, practice: false });
    expect(trials).toHaveLength(3);
    const scores = score(trials, { numTrials: 3, practice: false });
    expect(scores.raw.composite!.test!.numAttempted).toBe(3);
    expect(scores.engagementFlags).toContain('notEnoughResponses');
    expect(
      score(trials, { numTrials: 2, practice: false }).computed.composite.skills!.measures!.reduce(
        (sum, m) => sum + (m.attempted ?? 0),
        0,
      ),
    ).toBe(2);
  });

  it('ends the test after five wrong answers in a row, as the stored trials show', () => {
    const trials = simulated(-2.5, { practice: false }, 'stops');
    const test = trials.filter((t) => t.stage === 'test');
    expect(test.length).toBeLessThan(53);
    expect(test.slice(-5).every((t) => t.data.correct === 0)).toBe(true);
    const scores = score(trials, { practice: false });
    expect(scores.engagementFlags).not.toContain('incomplete');
    const judged = (r: typeof scores) =>
      r.raw.composite!.test!.numCorrect + r.raw.composite!.test!.numIncorrect;
    expect(judged(scores)).toBe(test.length);
    // An answer stored after the stop (a forged or replayed record) is not scored.
    const next = TEST_PASSAGES.flatMap((p) => p.questions)[test.length]!;
    const forged: StoredTrial = {
      ...test.at(-1)!,
      trialIndex: trials.length,
      itemId: next.itemId,
      subtask: next.type,
      data: { ...test.at(-1)!.data, response: next.answer },
    };
    const after = score([...trials, forged], { practice: false });
    expect(judged(after)).toBe(test.length);
    expect(after.computed.composite.roarScore).toBe(scores.computed.composite.roarScore);
  });

  it('declares its task, clips and parameters: every part the registry checks', () => {
    expect(missingParts(inferenceDefinition)).toEqual([]);
    expect(inferenceDefinition.tasks.map((t) => [t.id, t.language])).toEqual([[TASK, 'en']]);
    expect(inferenceParamsOf().parse({})).toEqual({
      language: 'en',
      maxConsecutiveErrors: 5,
      practice: true,
      skipInstructions: false,
    });
    expect(inferenceParamsOf().safeParse({ numTrials: 33 }).success).toBe(false);
    const clips = clipGroupsOfTask(inferenceDefinition, TASK)[0]!;
    expect(clips.group).toBe(TASK);
    for (const key of [
      'intro',
      'practice-intro',
      'test-intro',
      'correct',
      'retry',
      'move-on',
      'end',
    ]) {
      expect(clips.texts[key], key).toBeTruthy();
    }
    for (const passage of [...PRACTICE, ...TEST_PASSAGES]) {
      expect(clips.texts[passage.id]).toBe(passage.text);
      for (const q of passage.questions) expect(clips.texts[q.itemId]).toBe(q.text);
    }
  });
});
