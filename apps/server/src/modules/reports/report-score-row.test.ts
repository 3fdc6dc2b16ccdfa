import { describe, expect, it } from 'vitest';
import { reportScoreFields } from './report-score-row.ts';

const run = {
  id: 'run-1',
  reliable: false,
  engagementFlags: ['responseTimeTooFast'],
  timeAccommodation: 'extended_2' as const,
  completedAt: new Date('2026-10-01T10:00:00Z'),
};

describe('reportScoreFields', () => {
  it('copies the composite scores and the computed support level of a normed run', () => {
    const computed = {
      composite: {
        rawScore: 520,
        percentile: 84.6,
        standardScore: 115,
        scoreBand: { low: 497, high: 543 },
        percentileBand: { low: 76.1, high: 90.9 },
        standardScoreBand: { low: 110.6, high: 120 },
        supportLevel: 'achieved',
        normsKind: 'provisional',
        percentCorrect: null,
      },
    };
    expect(reportScoreFields(run, { computed })).toEqual({
      runId: 'run-1',
      rawScore: 520,
      percentCorrect: null,
      percentile: 84.6,
      standardScore: 115,
      rawScoreLow: 497,
      rawScoreHigh: 543,
      percentileLow: 76.1,
      percentileHigh: 90.9,
      standardScoreLow: 111,
      standardScoreHigh: 120,
      supportLevel: 'achieved',
      normsKind: 'provisional',
      reliable: false,
      engagementFlags: ['responseTimeTooFast'],
      measures: null,
      timeAccommodation: 'extended_2',
      completedAt: run.completedAt,
    });
  });

  it('stores no band for a score without one, or with a malformed one', () => {
    const computed = { composite: { rawScore: 22, scoreBand: { low: 'x', high: 30 } } };
    expect(reportScoreFields(run, { computed })).toMatchObject({
      rawScoreLow: null,
      rawScoreHigh: null,
      percentileLow: null,
      standardScoreHigh: null,
    });
  });

  it("keeps a cognition game's measures per part, and drops malformed ones", () => {
    const measures = [{ part: 'forward', correct: 9, attempted: 12, span: 5 }];
    const computed = { composite: { rawScore: 14, skills: { measures } } };
    expect(reportScoreFields(run, { computed }).measures).toEqual(measures);
    const odd = { composite: { rawScore: 14, skills: { measures: [{ part: 3 }] } } };
    expect(reportScoreFields(run, { computed: odd }).measures).toBeNull();
  });

  it("shows 'raw-score' for a scored run without a normed level", () => {
    const computed = { composite: { rawScore: 22, percentCorrect: 73, supportLevel: null } };
    expect(reportScoreFields(run, { computed })).toMatchObject({
      rawScore: 22,
      percentCorrect: 73,
      percentile: null,
      supportLevel: 'raw-score',
      normsKind: null,
    });
  });

  it('has no level without a score, and ignores values of the wrong shape', () => {
    expect(reportScoreFields(run, undefined)).toMatchObject({
      runId: 'run-1',
      rawScore: null,
      supportLevel: null,
      reliable: false,
    });
    const odd = { composite: { rawScore: 'high', supportLevel: 'great', normsKind: 'national' } };
    expect(reportScoreFields(run, { computed: odd })).toMatchObject({
      rawScore: null,
      supportLevel: null,
      normsKind: null,
    });
    expect(reportScoreFields(run, { computed: { composite: { rawScore: 3, standardScore: 99.6 } } }))
      .toMatchObject({ standardScore: 100, supportLevel: 'raw-score' });
  });
});
