import { describe, expect, it } from 'vitest';
import { scoreRun, type ScoredTrial } from './score-run.ts';

/** A grade-3 student: the word and sentence runs below are normed against grade 3. */
const GRADE_3 = { grade: '3' };
/** The norm fields of a task without norms (or another reason), for a grade-3 student. */
const unnormed = (noNormsReason: string) => ({
  percentile: null,
  standardScore: null,
  supportLevel: null,
  normsVersion: null,
  normsKind: null,
  grade: '3',
  normGroupGrade: null,
  noNormsReason,
});

/** `n` trials from `start`, correct when `correct(i)`, with a response time and extra data. */
function trials(
  n: number,
  options: {
    start?: number;
    stage?: 'practice' | 'test';
    subtask?: string | null;
    correct?: (i: number) => boolean;
    rt?: number;
    extra?: (i: number) => Record<string, unknown>;
  } = {},
): ScoredTrial[] {
  const { start = 0, stage = 'test', subtask = null, correct = () => true, rt = 900 } = options;
  return Array.from({ length: n }, (_, i) => ({
    trialIndex: start + i,
    subtask,
    stage,
    data: { correct: correct(i) ? 1 : 0, rt, ...options.extra?.(i) },
  }));
}

describe('scoreRun (golden cases)', () => {
  it('word: theta and SE from the last test trial, roarScore, reliable', () => {
    const practice = trials(5, { stage: 'practice', correct: (i) => i !== 0 });
    const test = trials(60, {
      start: 5,
      correct: (i) => i % 3 !== 0,
      extra: (i) => ({ theta: Number((-1 + i / 50).toFixed(2)), se: 1 / (1 + i) }),
    });
    // The last test trial has theta 0.18 and SE 1/60.
    const scored = scoreRun(
      { taskId: 'swr', params: {} },
      [...test].reverse().concat(practice),
      GRADE_3,
    );
    expect(scored).toEqual({
      raw: {
        composite: {
          practice: { numAttempted: 5, numCorrect: 4, numIncorrect: 1 },
          test: {
            numAttempted: 60,
            numCorrect: 40,
            numIncorrect: 20,
            thetaEstimate: 0.18,
            thetaSE: 1 / 60,
          },
        },
      },
      computed: {
        composite: {
          rawScore: 512,
          roarScore: 512,
          // Grade 3 (mean 452, SD 66.7): z = 0.90.
          percentile: 81.6,
          standardScore: 113,
          supportLevel: 'achieved',
          normsVersion: '2026.11.2-provisional',
          normsKind: 'provisional',
          grade: '3',
          normGroupGrade: 3,
          noNormsReason: null,
        },
      },
      scoringVersion: '2',
      normsVersion: '2026.11.2-provisional',
      reliable: true,
      engagementFlags: [],
    });
  });

  it('word: too fast and too few responses make the run unreliable', () => {
    const scored = scoreRun({ taskId: 'swr', params: {} }, trials(30, { rt: 250 }), GRADE_3);
    expect(scored.reliable).toBe(false);
    expect(scored.engagementFlags).toEqual(['notEnoughResponses', 'responseTimeTooFast']);
    // No theta recorded: no scale score.
    expect(scored.computed.composite).toEqual({
      rawScore: null,
      roarScore: null,
      ...unnormed('no-score'),
    });
  });

  it('sentence: correct minus incorrect, floored at 0; practice does not count', () => {
    const practice = trials(4, { stage: 'practice', rt: 3000 });
    const good = trials(34, { start: 4, correct: (i) => i >= 4, rt: 2500 });
    expect(scoreRun({ taskId: 'sre', params: {} }, [...practice, ...good], GRADE_3)).toMatchObject({
      // Grade 3 (mean 23.6, SD 9.9): z = 0.24.
      computed: {
        composite: { rawScore: 26, percentile: 59.6, standardScore: 104, supportLevel: 'achieved' },
      },
      reliable: true,
      engagementFlags: [],
    });
    const guessing = trials(24, { correct: (i) => i < 10, rt: 600 });
    expect(scoreRun({ taskId: 'sre-es', params: {} }, guessing, GRADE_3)).toMatchObject({
      // z = -2.38.
      computed: {
        composite: {
          rawScore: 0,
          percentile: 0.9,
          standardScore: 64,
          supportLevel: 'needs-extra-support',
        },
      },
      reliable: false,
      engagementFlags: ['responseTimeTooFast'],
    });
  });

  it('phoneme: counts per subtest, and a subtest not given makes its block incomplete', () => {
    const fsm = trials(6, { subtask: 'FSM', correct: (i) => i < 4, rt: 2000 });
    const lsm = trials(5, { start: 6, subtask: 'LSM', rt: 2000 });
    const scored = scoreRun(
      { taskId: 'pa', params: { subtests: ['FSM', 'LSM', 'DEL'] } },
      [...fsm, ...lsm],
      GRADE_3,
    );
    expect(scored.raw).toEqual({
      composite: { test: { numAttempted: 11, numCorrect: 9, numIncorrect: 2 } },
      FSM: { test: { numAttempted: 6, numCorrect: 4, numIncorrect: 2 } },
      LSM: { test: { numAttempted: 5, numCorrect: 5, numIncorrect: 0 } },
    });
    // Normed as a number correct over the three subtests: grade 3 mean 25.5, SD 7.6.
    expect(scored.computed.composite).toEqual({
      rawScore: 9,
      percentCorrect: 82,
      percentile: 1.5,
      standardScore: 67,
      supportLevel: 'needs-extra-support',
      normsVersion: '2026.11.2-provisional',
      normsKind: 'provisional',
      grade: '3',
      normGroupGrade: 3,
      noNormsReason: null,
      // FSM 4 of 6 is above 60 %; DEL was not given any answer.
      skills: { subtestsToWorkOn: ['DEL'] },
    });
    expect(scored.normsVersion).toBe('2026.11.2-provisional');
    expect(scored).toMatchObject({ reliable: false, engagementFlags: ['incomplete_DEL'] });
  });

  it('letter: number and percent correct; trials without a correctness are attempted only', () => {
    const list = [
      ...trials(3, { correct: () => false, rt: 100 }),
      ...trials(5, { start: 3 }),
      { trialIndex: 8, subtask: null, stage: 'test' as const, data: { rt: 700 } },
    ];
    expect(scoreRun({ taskId: 'letter', params: {} }, list, GRADE_3)).toEqual({
      raw: { composite: { test: { numAttempted: 9, numCorrect: 5, numIncorrect: 3 } } },
      computed: {
        composite: { rawScore: 5, percentCorrect: 56, ...unnormed('no-norms'), skills: {} },
      },
      scoringVersion: '2',
      normsVersion: null,
      reliable: true,
      engagementFlags: [],
    });
  });

  it('a run without test trials scores zero and, for counted flags, is unreliable', () => {
    const practice = trials(3, { stage: 'practice' });
    expect(
      scoreRun({ taskId: 'letter', params: {} }, practice, GRADE_3).computed.composite,
    ).toEqual({
      rawScore: 0,
      percentCorrect: null,
      ...unnormed('no-norms'),
      skills: {},
    });
    expect(scoreRun({ taskId: 'swr', params: {} }, [], GRADE_3).engagementFlags).toEqual([
      'notEnoughResponses',
    ]);
  });
});

describe('scoreRun: runs that end early', () => {
  const timed = (n: number, lastElapsedMs: number, formSize = 120) =>
    trials(n, {
      rt: 2500,
      extra: (i) => ({
        elapsedMs: Math.round(((i + 1) / n) * lastElapsedMs),
        timeLimitMs: 180_000,
        formSize,
      }),
    });

  it('sentence: stopping well before the time limit is incomplete, hence unreliable', () => {
    const early = scoreRun({ taskId: 'sre', params: {} }, timed(20, 60_000), GRADE_3);
    expect(early).toMatchObject({ reliable: false, engagementFlags: ['incomplete'] });
    const toTheEnd = scoreRun({ taskId: 'sre', params: {} }, timed(60, 175_000), GRADE_3);
    expect(toTheEnd).toMatchObject({ reliable: true, engagementFlags: [] });
    const wholeForm = scoreRun({ taskId: 'sre', params: {} }, timed(30, 90_000, 30), GRADE_3);
    expect(wholeForm.reliable).toBe(true);
  });

  it('word: an early end leaves too few responses, and that flag makes it unreliable', () => {
    const short = trials(25, { rt: 900, extra: () => ({ theta: 0.1, se: 0.5 }) });
    const result = scoreRun({ taskId: 'swr', params: {} }, short, GRADE_3);
    expect(result.reliable).toBe(false);
    expect(result.engagementFlags).toContain('notEnoughResponses');
  });
});
