import { describe, expect, it } from 'vitest';
import { ComputedScoresSchema } from '@roar/contracts';
import { gameOf } from './index.ts';
import { normScores as normScoresOf, type ScoredStudent } from './norm-scores.ts';

const VERSION = '2026.11.2-provisional';
const task = (taskId: string, params: Record<string, unknown> = {}) => ({ taskId, params });

/** The norm scores of a score of a run of `task` (its params through the game's schema). */
function normScores(
  t: { taskId: string; params: Record<string, unknown> },
  score: number | null,
  student: ScoredStudent,
) {
  const game = gameOf(t.taskId)!;
  const params = game.params(t.taskId).parse(t.params);
  return normScoresOf(game, { taskId: t.taskId, params, seed: null, trials: [] }, score, student);
}

describe('normScores (golden cases from the provisional tables)', () => {
  // Expected values by hand: z = (score - mean) / sd of the grade's group, percentile = 100 Phi(z)
  // to one decimal, standard score = round(100 + 15 z). Grades K-5: level from the percentile
  // (achieved >= 40, developing > 20); grades 6-12: from the grade-3 / grade-5 benchmarks
  // (swr 452 / 521, sre 23.6 / 38.5).
  it.each([
    // swr grade 3: mean 452, sd 66.7; z = 60 / 66.7 = 0.900.
    ['swr', '3', 512, 81.6, 113, 'achieved', 3],
    // swr grade 1: mean 390; z = -40 / 66.7 = -0.600.
    ['swr', '1', 350, 27.4, 91, 'developing', 1],
    // swr-es K: mean 367; z = -67 / 66.7 = -1.004.
    ['swr-es', 'K', 300, 15.8, 85, 'needs-extra-support', 0],
    // sre grade 4: mean 31.2, sd 11.8; z = -5.2 / 11.8 = -0.441.
    ['sre', '4', 26, 33, 93, 'developing', 4],
    // sre-es grade 2: mean 16.3, sd 8.1; z = 13.7 / 8.1 = 1.691.
    ['sre-es', '2', 30, 95.5, 125, 'achieved', 2],
  ] as const)(
    'K-5: %s grade %s score %d -> percentile %d, standard score %d, %s',
    (taskId, grade, score, percentile, standardScore, supportLevel, normGroupGrade) => {
      expect(normScores(task(taskId), score, { grade })).toEqual({
        percentile,
        percentileBand: null,
        standardScore,
        standardScoreBand: null,
        supportLevel,
        normsVersion: VERSION,
        normsKind: 'provisional',
        grade,
        normGroupGrade,
        noNormsReason: null,
      });
    },
  );

  it.each([
    // swr grade 7: mean 573; z = -1.094, percentile 13.7, yet above the grade-3 benchmark.
    ['swr', '7', 500, 13.7, 84, 'developing'],
    // sre grade 9: mean 56.2, sd 18; z = -2.011; 20 is at or below the grade-3 benchmark.
    ['sre', '9', 20, 2.2, 70, 'needs-extra-support'],
    // sre grade 12: mean 60, sd 19; z = -0.789, percentile 21.5, above the grade-5 benchmark.
    ['sre', '12', 45, 21.5, 88, 'achieved'],
    // Benchmark edges, swr grade 8 (mean 590): at 452 and at 521 the lower level.
    ['swr', '8', 452, 1.9, 69, 'needs-extra-support'],
    ['swr', '8', 521, 15, 84, 'developing'],
    ['swr', '8', 522, 15.4, 85, 'achieved'],
  ] as const)(
    '6-12: %s grade %s score %d -> percentile %d, standard score %d, %s (benchmarks)',
    (taskId, grade, score, percentile, standardScore, supportLevel) => {
      expect(normScores(task(taskId), score, { grade })).toMatchObject({
        percentile,
        standardScore,
        supportLevel,
        normGroupGrade: Number(grade),
      });
    },
  );

  it("maps an ability-based score's band through the same table and group", () => {
    // swr grade 3 (mean 452, sd 66.7), band 479-545: z 0.405 and 1.394.
    const game = gameOf('swr')!;
    const run = { taskId: 'swr', params: game.params('swr').parse({}), seed: null, trials: [] };
    const scores = normScoresOf(game, run, 512, { grade: '3' }, { low: 479, high: 545 });
    expect(scores).toMatchObject({
      percentile: 81.6,
      percentileBand: { low: 65.7, high: 91.8 },
      standardScore: 113,
      standardScoreBand: { low: 106, high: 121 },
    });
  });

  it('clips the standard score to 0-180 and the percentile to 0-100', () => {
    // swr K: z = (900 - 367) / 66.7 = 7.99; swr grade 12: z = (100 - 620) / 66.7 = -7.80.
    expect(normScores(task('swr'), 900, { grade: 'K' })).toMatchObject({
      percentile: 100,
      standardScore: 180,
      supportLevel: 'achieved',
    });
    expect(normScores(task('swr'), 100, { grade: '12' })).toMatchObject({
      percentile: 0,
      standardScore: 0,
      supportLevel: 'needs-extra-support',
    });
  });

  it('compares grades outside K-12 with the nearest group: PK with K, 13 with grade 12', () => {
    // K: z = (340 - 367) / 66.7 = -0.405, percentile 34.3.
    expect(normScores(task('swr'), 340, { grade: 'PK' })).toMatchObject({
      percentile: 34.3,
      standardScore: 94,
      supportLevel: 'developing',
      grade: 'PK',
      normGroupGrade: 0,
    });
    // Grade 12: z = (560 - 620) / 66.7 = -0.900, percentile 18.4, but above the grade-5 benchmark.
    expect(normScores(task('swr'), 560, { grade: '13' })).toMatchObject({
      percentile: 18.4,
      standardScore: 87,
      supportLevel: 'achieved',
      grade: '13',
      normGroupGrade: 12,
    });
  });
});

describe('normScores without norm-referenced scores', () => {
  const nulls = {
    percentile: null,
    percentileBand: null,
    standardScore: null,
    standardScoreBand: null,
    supportLevel: null,
    normsVersion: null,
    normsKind: null,
    normGroupGrade: null,
  };

  it.each([null, 'x', ''])('grade %j: nulls, not a crash', (grade) => {
    expect(normScores(task('swr'), 512, { grade })).toEqual({
      ...nulls,
      grade,
      noNormsReason: 'no-grade',
    });
  });

  it('a task without norms stores nulls', () => {
    expect(normScores(task('letter'), 40, { grade: '1' })).toEqual({
      ...nulls,
      grade: '1',
      noNormsReason: 'no-norms',
    });
  });

  it('phoneme tables count all three subtests: a variant giving fewer has no norm scores', () => {
    for (const taskId of ['pa', 'pa-es']) {
      const some = task(taskId, { subtests: ['FSM', 'DEL'] });
      expect(normScores(some, 30, { grade: '2' })).toEqual({
        ...nulls,
        grade: '2',
        noNormsReason: 'scale-mismatch',
      });
      // Grade 2: mean 20.2, SD 7.0; 27 correct is z 0.97.
      const all = normScores(task(taskId, { subtests: ['FSM', 'LSM', 'DEL'] }), 27, { grade: '2' });
      expect(all).toMatchObject({ percentile: 83.4, standardScore: 115, supportLevel: 'achieved' });
      expect(normScores(task(taskId), 27, { grade: '2' }).percentile).toBe(83.4);
    }
  });

  it('sentence tables hold 180 s scores: other time limits store nulls', () => {
    const limited = (timeLimitSeconds: number) => task('sre', { language: 'en', timeLimitSeconds });
    expect(normScores(limited(90), 26, { grade: '4' })).toEqual({
      ...nulls,
      grade: '4',
      noNormsReason: 'time-limit-mismatch',
    });
    // 180 s stated, or the game's default when the variant does not say.
    expect(normScores(limited(180), 26, { grade: '4' }).percentile).toBe(33);
    expect(normScores(task('sre-es'), 26, { grade: '4' }).percentile).toBe(33);
  });

  it('a run without a headline score has no norm-referenced score', () => {
    expect(normScores(task('swr'), null, { grade: '3' }).noNormsReason).toBe('no-score');
  });

  it('what it stores parses with the contracts, and old stored scores still parse', () => {
    const stored = {
      rawScore: 512,
      roarScore: 512,
      ...normScores(task('swr'), 512, { grade: '3' }),
    };
    expect(ComputedScoresSchema.parse(stored)).toEqual(stored);
    const none = { rawScore: 9, ...normScores(task('pa'), 9, { grade: null }) };
    expect(ComputedScoresSchema.parse(none)).toEqual(none);
    const old = { rawScore: 520, roarScore: 520 };
    expect(ComputedScoresSchema.parse(old)).toEqual(old);
  });
});
