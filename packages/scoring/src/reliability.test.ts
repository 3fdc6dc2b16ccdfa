import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RELIABILITY_THRESHOLDS as T,
  type TrialsSummary,
  evaluateBlockReliability,
  evaluateReliability,
  binomialUpperTail,
  GUESSING_FLAG,
  GUESSING_MIN_RESPONSES,
  guessingFlag,
  raisedEngagementFlags,
  summariseTrials,
} from './reliability.ts';

const engaged: TrialsSummary = {
  responseCount: 60,
  correctCount: 45,
  medianRtMs: 900,
  completed: true,
};

describe('summariseTrials', () => {
  it('counts responses and takes the median of timed ones', () => {
    const trials = [
      { correct: true, rtMs: 500 },
      { correct: false, rtMs: 300 },
      { correct: true, rtMs: null },
      { correct: true, rtMs: 1200 },
      { correct: false, rtMs: 700 },
    ];
    expect(summariseTrials(trials, false)).toEqual({
      responseCount: 5,
      correctCount: 3,
      medianRtMs: 600,
      completed: false,
    });
    expect(summariseTrials(trials.slice(0, 2), true).medianRtMs).toBe(400);
    expect(summariseTrials([], true).medianRtMs).toBeNull();
  });
});

describe('word (swr)', () => {
  it('is reliable for an engaged run', () => {
    expect(evaluateReliability(engaged, T.swr)).toEqual({ reliable: true, flags: [] });
  });
  it('flags a median RT at or below 400 ms and fewer than 40 responses', () => {
    expect(
      evaluateReliability(
        { ...engaged, responseCount: 39, correctCount: 20, medianRtMs: 400 },
        T.swr,
      ),
    ).toEqual({ reliable: false, flags: ['notEnoughResponses', 'responseTimeTooFast'] });
    expect(
      evaluateReliability({ ...engaged, responseCount: 40, medianRtMs: 401 }, T.swr).reliable,
    ).toBe(true);
  });
  it('does not count an incomplete run', () => {
    expect(evaluateReliability({ ...engaged, completed: false }, T.swr).reliable).toBe(true);
    expect(raisedEngagementFlags({ ...engaged, completed: false }, T.swr)).toEqual(['incomplete']);
  });
});

describe('sentence (sre)', () => {
  it('flags incomplete runs and a median RT at or below 1000 ms', () => {
    expect(evaluateReliability({ ...engaged, medianRtMs: 1000, completed: false }, T.sre)).toEqual({
      reliable: false,
      flags: ['responseTimeTooFast', 'incomplete'],
    });
    expect(evaluateReliability({ ...engaged, medianRtMs: 2500 }, T.sre).reliable).toBe(true);
  });
  it('raises but does not count low accuracy or slowness', () => {
    const slowAndWrong = { ...engaged, correctCount: 30, medianRtMs: 20_000 };
    expect(raisedEngagementFlags(slowAndWrong, T.sre)).toEqual([
      'responseTimeTooSlow',
      'accuracyTooLow',
    ]);
    expect(evaluateReliability(slowAndWrong, T.sre).reliable).toBe(true);
  });
});

describe('phoneme (pa), per block', () => {
  it('suffixes block flags and needs every block reliable', () => {
    const result = evaluateBlockReliability(
      [
        { block: 'FSM', summary: { ...engaged, responseCount: 15, correctCount: 12 } },
        { block: 'LSM', summary: { ...engaged, completed: false } },
        { block: 'DEL', summary: { ...engaged, medianRtMs: 300 } },
      ],
      T.pa,
    );
    expect(result).toEqual({ reliable: false, flags: ['incomplete_LSM'] });
    expect(evaluateBlockReliability([{ block: 'FSM', summary: engaged }], T.pa).reliable).toBe(
      true,
    );
  });
});

describe('letter and 4-choice tasks', () => {
  it('letter counts no flag', () => {
    const rushed = { responseCount: 2, correctCount: 0, medianRtMs: 100, completed: false };
    expect(evaluateReliability(rushed, T.letter)).toEqual({ reliable: true, flags: [] });
  });
  it('4-choice flags too few responses and low accuracy together with fast responses', () => {
    const guessing = { responseCount: 30, correctCount: 7, medianRtMs: 350, completed: true };
    expect(evaluateReliability(guessing, T['four-choice'])).toEqual({
      reliable: false,
      flags: ['accuracyTooLowAndResponseTimeTooFast'],
    });
    expect(evaluateReliability({ ...guessing, medianRtMs: 2000 }, T['four-choice']).reliable).toBe(
      true,
    );
    expect(
      evaluateReliability({ ...engaged, responseCount: 9, correctCount: 8 }, T['four-choice']),
    ).toEqual({ reliable: false, flags: ['notEnoughResponses'] });
  });
});

describe('guessingFlag', () => {
  it('flags accuracy at or below chance for the number of options', () => {
    expect(guessingFlag({ responseCount: 20, correctCount: 5 }, 4)).toBe(GUESSING_FLAG);
    expect(guessingFlag({ responseCount: 20, correctCount: 6 }, 4)).toBeNull();
    expect(guessingFlag({ responseCount: 20, correctCount: 10 }, 2)).toBe(GUESSING_FLAG);
    expect(guessingFlag({ responseCount: 20, correctCount: 11 }, 2)).toBeNull();
  });

  it('needs enough answers and a real choice', () => {
    expect(
      guessingFlag({ responseCount: GUESSING_MIN_RESPONSES - 1, correctCount: 0 }, 4),
    ).toBeNull();
    expect(guessingFlag({ responseCount: 20, correctCount: 0 }, 1)).toBeNull();
  });

  it('with the not-above-chance rule, flags right answers chance alone often gives', () => {
    // Over 12 answers among four pictures: 6 right happens by chance 5.4 % of the time, 7 right 1.4 %.
    const rule = 'not-above-chance';
    expect(guessingFlag({ responseCount: 12, correctCount: 6 }, 4, rule)).toBe(GUESSING_FLAG);
    expect(guessingFlag({ responseCount: 12, correctCount: 7 }, 4, rule)).toBeNull();
    expect(guessingFlag({ responseCount: 12, correctCount: 6 }, 4)).toBeNull();
    expect(guessingFlag({ responseCount: 60, correctCount: 40 }, 2, rule)).toBeNull();
    expect(guessingFlag({ responseCount: 9, correctCount: 0 }, 4, rule)).toBeNull();
  });
});

describe('binomialUpperTail', () => {
  it('sums the binomial probabilities from k up', () => {
    expect(binomialUpperTail(0, 10, 0.3)).toBe(1);
    expect(binomialUpperTail(11, 10, 0.3)).toBe(0);
    expect(binomialUpperTail(10, 10, 0.5)).toBeCloseTo(1 / 1024, 12);
    expect(binomialUpperTail(6, 12, 0.25)).toBeCloseTo(0.0544, 4);
    expect(binomialUpperTail(7, 12, 0.25)).toBeCloseTo(0.01425, 4);
    expect(binomialUpperTail(150, 300, 0.5)).toBeCloseTo(0.523, 3);
  });
});
