import { gradeAbilityPrior, recoveryOf } from '@roar/scoring';
import { describe, expect, it } from 'vitest';
import { missingParts } from '../registry/completeness.ts';
import type { StoredTrial } from '../registry/definition.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { accommodateRun } from '../registry/time-limits.ts';
import { createRng } from '../runtime/random.ts';
import { normalDraw } from '../simulated-child.ts';
import type { GameTrial } from '../trial-types.ts';
import { vocabBank } from './bank.ts';
import { vocabDefinition } from './definition.ts';
import { DEFAULT_VOCAB_TRIALS, createVocabEngine } from './engine.ts';
import type { VocabParams } from './params.ts';

/** The student of these checks: no grade (a game that ignores it scores the same). */
const NO_GRADE = { grade: null };

const paramsOf = (params: Record<string, unknown> = {}) =>
  vocabDefinition.params('vocab').parse(params) as unknown as VocabParams;

const stored = (trials: readonly GameTrial[]): StoredTrial[] =>
  trials.map((t) => ({ ...t, subtask: t.subtask ?? null }));

const simulated = (theta: number, params: Record<string, unknown> = {}, seed = 'vocab') =>
  stored(vocabDefinition.simulate('vocab', paramsOf(params), createRng(seed), { theta }));

const score = (trials: readonly StoredTrial[], params: Record<string, unknown> = {}) =>
  scoreStoredRun(
    vocabDefinition,
    { taskId: 'vocab', params, seed: 'vocab', trials },
    { grade: '3' },
  );

const adaptive = (trials: readonly StoredTrial[]) =>
  trials.filter((t) => t.stage === 'test' && t.subtask === 'vocab');
const catches = (trials: readonly StoredTrial[]) => trials.filter((t) => t.subtask === 'catch');

describe('Picture Vocabulary runs', () => {
  it('declares every part the registry checks', () => {
    expect(missingParts(vocabDefinition)).toEqual([]);
  });

  it('gives practice, then 48 adaptive items in three blocks with a catch item in each, none twice', () => {
    const trials = simulated(0);
    expect(trials.filter((t) => t.stage === 'practice')).toHaveLength(3);
    const test = adaptive(trials);
    expect(test).toHaveLength(DEFAULT_VOCAB_TRIALS);
    expect(test.map((t) => t.block)).toEqual(
      [1, 2, 3].flatMap((b) => Array<string>(16).fill(String(b))),
    );
    expect(catches(trials).map((t) => t.block)).toEqual(['1', '2', '3']);
    // A catch item never opens a block.
    for (const block of ['1', '2', '3']) {
      const inBlock = trials.filter((t) => t.stage === 'test' && t.block === block);
      expect(inBlock[0]!.subtask).toBe('vocab');
    }
    const ids = trials.map((t) => t.itemId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(trials.map((t) => t.trialIndex)).toEqual(trials.map((_, i) => i));
  });

  it('balances the answer position: each place once in every four screens', () => {
    for (const seed of ['a', 'b', 'c']) {
      const trials = simulated(0.3, {}, seed);
      const positions = trials.map((t) =>
        (t.data.options as string[]).indexOf(t.data.correctResponse as string),
      );
      for (let start = 0; start + 4 <= positions.length; start += 4) {
        expect(new Set(positions.slice(start, start + 4)).size).toBe(4);
      }
      const counts = [0, 1, 2, 3].map((p) => positions.filter((x) => x === p).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it('adapts: abler children get harder words', () => {
    const meanBand = (theta: number) => {
      const items = new Map(vocabBank('en').test.map((i) => [i.id, i]));
      const test = adaptive(simulated(theta, { practice: false }, `band${theta}`));
      return test.reduce((sum, t) => sum + items.get(t.itemId!)!.band, 0) / test.length;
    };
    expect(meanBand(-2)).toBeLessThan(meanBand(0));
    expect(meanBand(0)).toBeLessThan(meanBand(2));
  });

  it('plays a short variant: a few items per block, each block with its catch item', () => {
    const trials = simulated(0, { numTrials: 9 });
    expect(adaptive(trials).map((t) => t.block)).toEqual([
      '1',
      '1',
      '1',
      '2',
      '2',
      '2',
      '3',
      '3',
      '3',
    ]);
    expect(catches(trials)).toHaveLength(3);
    expect(trials.at(-1)!.subtask).toBe('vocab');
  });

  it('stops on the standard error after at least 40 items', () => {
    const trials = simulated(0, { numTrials: 60, stoppingSE: 0.4 });
    const n = adaptive(trials).length;
    expect(n).toBeGreaterThanOrEqual(40);
    expect(n).toBeLessThan(60);
    expect(adaptive(trials).at(-1)!.data.se as number).toBeLessThanOrEqual(0.4);
    expect(score(trials, { numTrials: 60, stoppingSE: 0.4 }).engagementFlags).not.toContain(
      'incomplete',
    );
  });

  it('speaks Spanish words from the Spanish bank when the variant says so', () => {
    const trials = simulated(0, { language: 'es' });
    expect(trials.every((t) => t.itemId!.startsWith('es-'))).toBe(true);
    const scores = score(trials, { language: 'es' });
    expect(scores.computed.composite.rawScore).toBeGreaterThan(100);
  });

  it('replays a reloaded run to the same next screen', () => {
    const make = () =>
      createVocabEngine({
        bank: vocabBank('en'),
        numTrials: 12,
        practice: true,
        prior: gradeAbilityPrior(null),
        rng: createRng('reload'),
      });
    const first = make();
    const trials: GameTrial[] = [];
    for (let i = 0; i < 8; i += 1) {
      const step = first.next()!;
      const correct = i % 3 !== 0;
      trials.push({
        trialIndex: i,
        stage: step.stage,
        itemId: step.item.id,
        data: { correct: correct ? 1 : 0 },
      });
      first.answer(step, correct);
    }
    const resumed = make();
    resumed.replay(trials);
    expect(resumed.next()).toEqual(first.next());
  });
});

describe('Picture Vocabulary scores', () => {
  it('scores the ability on the 100-900 scale with the percent of adaptive items right', () => {
    const trials = simulated(1);
    const scores = score(trials);
    const composite = scores.computed.composite;
    const test = adaptive(trials);
    const right = test.filter((t) => t.data.correct === 1).length;
    expect(composite.percentCorrect).toBe(Math.round((100 * right) / test.length));
    expect(composite.roarScore).toBe(composite.rawScore);
    expect(composite.rawScore).toBeGreaterThan(500);
    expect(composite.rawScore).toBeLessThanOrEqual(900);
    expect(scores.raw.vocab?.test?.numAttempted).toBe(48);
    expect(scores.raw.catch?.test?.numAttempted).toBe(3);
    expect(scores.raw.composite?.test?.thetaSE).toBeGreaterThan(0);
    expect(scores.reliable).toBe(true);
    expect(scores.engagementFlags).toEqual([]);
    // Provisional norms of the 100-900 score: percentile and support level for the grade.
    expect(composite.normsKind).toBe('provisional');
    expect(composite.percentile).toBeGreaterThan(50);
    expect(composite.supportLevel).toBe('achieved');
    // A timed variant is not on the table's (untimed) scale.
    expect(score(trials, { timeLimitSeconds: 600 }).computed.composite.noNormsReason).toBe(
      'time-limit-mismatch',
    );
    expect(simulated(-2).length).toBe(trials.length);
    expect(score(simulated(-2)).computed.composite.rawScore).toBeLessThan(composite.rawScore!);
  });

  it('judges from the item ids alone: stored correctness and ability are not read', () => {
    const trials = simulated(0);
    const forged = trials.map((t) => ({
      ...t,
      data: { ...t.data, correct: 1, theta: 5, se: 0.1, correctResponse: t.data.response },
    }));
    expect(score(forged).computed).toEqual(score(trials).computed);
    // An item stored under another kind's place (a catch item as an adaptive one) is not scored.
    const moved = trials.map((t) => (t.subtask === 'catch' ? { ...t, subtask: 'vocab' } : t));
    expect(score(moved).raw.composite?.test?.numAttempted).toBe(48 + 3);
    expect(score(moved).raw.composite?.test?.numCorrect).toBeLessThanOrEqual(
      score(trials).raw.composite!.test!.numCorrect,
    );
  });

  it('flags catch items missed and makes the run unreliable', () => {
    const trials = simulated(1.5);
    const missed = trials.map((t, i) =>
      t.subtask === 'catch' && catches(trials).indexOf(t) < 2
        ? {
            ...t,
            data: {
              ...t.data,
              response: (t.data.options as string[]).find((o) => o !== t.data.correctResponse),
            },
          }
        : { ...t, trialIndex: i },
    );
    const scores = score(missed);
    expect(scores.engagementFlags).toContain('catchItemsMissed');
    expect(scores.reliable).toBe(false);
    // One slip alone is not enough.
    const oneSlip = trials.map((t) =>
      t === catches(trials)[0]
        ? {
            ...t,
            data: {
              ...t.data,
              response: (t.data.options as string[]).find((o) => o !== t.data.correctResponse),
            },
          }
        : t,
    );
    expect(score(oneSlip).engagementFlags).not.toContain('catchItemsMissed');
  });

  it('flags a random responder at a normal pace as unreliable', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const trials = simulated(Number.NEGATIVE_INFINITY, {}, `random-${seed}`);
      const medianRt = [...trials.map((t) => t.data.rt as number)].sort((a, b) => a - b)[
        Math.floor(trials.length / 2)
      ]!;
      expect(medianRt).toBeGreaterThan(1000);
      const scores = score(trials);
      expect(scores.reliable, `seed ${seed}: ${scores.engagementFlags.join(',')}`).toBe(false);
    }
    // Able children are not.
    for (let seed = 0; seed < 10; seed += 1) {
      expect(score(simulated(seed / 5 - 1, {}, `able-${seed}`)).reliable).toBe(true);
    }
  });

  it('declares its time limit: an accommodation lengthens it, and a run it ended is complete', () => {
    expect(vocabDefinition.timeLimits).toEqual(['timeLimitSeconds']);
    const accommodated = accommodateRun(
      vocabDefinition,
      'vocab',
      { timeLimitSeconds: 300 },
      'extended_2',
    );
    expect(accommodated.params.timeLimitSeconds).toBe(600);
    expect(
      accommodateRun(vocabDefinition, 'vocab', { timeLimitSeconds: 300 }, 'untimed').params
        .timeLimitSeconds,
    ).toBeNull();
    const trials = simulated(0, { numTrials: 30 });
    const cut = trials.slice(0, 20);
    expect(score(cut, { numTrials: 30 }).engagementFlags).toContain('incomplete');
    // The last answer came 59 s after the first test item appeared: a 60 s limit ended the run.
    const first = cut.find((t) => t.stage === 'test')!.data.onset as number;
    const last = cut.at(-1)!;
    const stretched = [
      ...cut.slice(0, -1),
      { ...last, data: { ...last.data, onset: first + 59_000 - (last.data.rt as number) } },
    ];
    expect(score(stretched, { numTrials: 30, timeLimitSeconds: 60 }).engagementFlags).not.toContain(
      'incomplete',
    );
    expect(score(stretched, { numTrials: 30, timeLimitSeconds: 600 }).engagementFlags).toContain(
      'incomplete',
    );
    expect(
      vocabDefinition.scoring.timeLimitSeconds({
        taskId: 'vocab',
        params: paramsOf({ timeLimitSeconds: 120 }),
        seed: null,
        trials: [],
      }),
    ).toBe(120);
  });
});

describe.each(['en', 'es'] as const)('Picture Vocabulary CAT recovery (%s)', (language) => {
  it('recovers simulated abilities at the default length (r and marginal reliability >= 0.90)', () => {
    const params = paramsOf({ language, practice: false });
    const rng = createRng(`vocab-cat:${language}`);
    const truth: number[] = [];
    const estimates: number[] = [];
    const ses: number[] = [];
    for (let child = 0; child < 200; child += 1) {
      const theta = -0.5 + 1.3 * normalDraw(rng);
      const trials = stored(vocabDefinition.simulate('vocab', params, rng, { theta }));
      const run = { taskId: 'vocab', params, seed: null, trials };
      const judged = vocabDefinition.scoring.judge(run);
      const headline = vocabDefinition.scoring.headline(
        run,
        judged.filter((t) => t.stage === 'test'),
        NO_GRADE,
      );
      truth.push(theta);
      estimates.push(headline.ability!.theta);
      ses.push(headline.ability!.se!);
    }
    const { correlation, marginalReliability } = recoveryOf(truth, estimates, ses);
    expect(correlation).toBeGreaterThanOrEqual(0.9);
    expect(marginalReliability).toBeGreaterThanOrEqual(0.9);
  });
});
