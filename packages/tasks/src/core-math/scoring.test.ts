import { describe, expect, it } from 'vitest';
import { coreMathAbility, coreMathRoarScore } from './ability.ts';
import { gradeScore } from './grade-score.ts';
import { gradeNumber, incorrectSkills, supportLevel } from './support.ts';
import type { CoreMathAnswer } from './types.ts';

const right = (itemId: string): CoreMathAnswer => ({ itemId, correct: true });
const wrong = (itemId: string): CoreMathAnswer => ({ itemId, correct: false });

// Typed-answer items (no guessing) at exact grade locations: 2.0, 3.0, 4.0, 5.0, 6.0.
const AT = { 2: 'nk-2-3', 3: 'ar-3-3', 4: 'ar-4-3', 5: 'ge-5-3', 6: 'ge-6-2' } as const;

describe('coreMathRoarScore', () => {
  it.each([
    [0, 500],
    [-6, 100],
    [6, 900],
    [1.5, 600],
    [-0.75, 450],
    [0.01, 501],
    [-9, 100],
    [9, 900],
  ])('theta %d scores %d', (theta, score) => {
    expect(coreMathRoarScore(theta)).toBe(score);
  });
});

describe('coreMathAbility', () => {
  it('is the prior without answers, and symmetric for one right and one wrong at b = 0', () => {
    const none = coreMathAbility([]);
    expect(none.theta).toBeCloseTo(0, 6);
    expect(none.se).toBeCloseTo(1, 2);
    // Posterior N(0,1) x P(1 - P) with a = 2, b = 0: mean 0, SD 0.632 (numerical integration).
    const even = coreMathAbility([right(AT[4]), wrong(AT[4])]);
    expect(even.theta).toBeCloseTo(0, 6);
    expect(even.se).toBeCloseTo(0.632, 2);
    // N(0,1) x P^2: mean 0.869, SD 0.711.
    const up = coreMathAbility([right(AT[4]), right(AT[4])]);
    expect(up.theta).toBeCloseTo(0.869, 2);
    expect(up.se).toBeCloseTo(0.711, 2);
  });

  it('ignores answers to unknown items', () => {
    expect(coreMathAbility([right('no-such-item'), right(AT[4]), wrong(AT[4])]).theta).toBeCloseTo(
      0,
      6,
    );
  });
});

describe('gradeScore', () => {
  it.each([
    // Uniform prior on [-1, 9], a_g = 1.2, values from numerical integration.
    ['one right at 4', [right(AT[4])], 6.3],
    ['one wrong at 4', [wrong(AT[4])], 1.7],
    ['right and wrong at 4', [right(AT[4]), wrong(AT[4])], 4.0],
    ['right at 4, wrong at 6', [right(AT[4]), wrong(AT[6])], 5.0],
    ['wrong at 2', [wrong(AT[2])], 0.9],
    ['right at 2, wrong at 3', [right(AT[2]), wrong(AT[3])], 2.6],
  ])('%s: %d', (_, answers, expected) => {
    expect(gradeScore(answers).overall).toBe(expected);
  });

  it('scores each strand on its own answers, null for a strand without any', () => {
    // ar-4-3 is arithmetic, ge-6-2 geometry.
    const scores = gradeScore([right(AT[4]), wrong(AT[6])]);
    expect(scores.bySubskill).toEqual({
      numberKnowledge: null,
      geometry: 2.6, // one wrong at 6 (numerical integration: 2.63)
      arithmeticExpressions: 6.3,
      rationalNumbersProbability: null,
      algebraicThinking: null,
    });
    expect(gradeScore([])).toEqual({
      overall: null,
      bySubskill: {
        numberKnowledge: null,
        geometry: null,
        arithmeticExpressions: null,
        rationalNumbersProbability: null,
        algebraicThinking: null,
      },
    });
  });
});

describe('gradeNumber', () => {
  it.each([
    ['K', 0],
    ['k', 0],
    ['TK', 0],
    ['PK', -1],
    ['1', 1],
    ['8', 8],
    ['09', 9],
    ['12', 12],
    [' 3 ', 3],
    ['13', null],
    ['Kindergarten', null],
    ['', null],
    [null, null],
  ])('%j is %j', (grade, n) => {
    expect(gradeNumber(grade)).toBe(n);
  });
});

describe('supportLevel', () => {
  it.each([
    // Grade 3: achieved from 2.5, developing from 0.5.
    [2.5, 3, true, 'achieved'],
    [4.1, 3, true, 'achieved'],
    [2.4, 3, true, 'developing'],
    [0.5, 3, true, 'developing'],
    [0.4, 3, true, 'needs-extra-support'],
    [0.4, 3, false, 'needs-extra-support'],
    // Grade 1: needs extra support below 0 or with nothing right; achieved from 0.5.
    [0.5, 1, true, 'achieved'],
    [0.4, 1, true, 'developing'],
    [0, 1, true, 'developing'],
    [-0.1, 1, true, 'needs-extra-support'],
    [1.2, 1, false, 'needs-extra-support'],
    // Kindergarten: the estimate cannot fall below -1, so only "nothing right" gives support.
    [-0.5, 0, true, 'achieved'],
    [-0.6, 0, true, 'developing'],
    [-1, 0, true, 'developing'],
    [-0.6, 0, false, 'needs-extra-support'],
    [0.3, 0, false, 'needs-extra-support'],
    // PK counts as K; grades above the bank compare with grade 8.
    [-0.6, -1, true, 'developing'],
    [7.5, 10, true, 'achieved'],
    [5.4, 10, true, 'needs-extra-support'],
  ] as const)('estimate %d in grade %d (any right: %s) is %s', (score, grade, any, level) => {
    expect(supportLevel(score, grade, any)).toBe(level);
  });

  it('is null when the grade or the estimate is unknown', () => {
    expect(supportLevel(3, null, true)).toBeNull();
    expect(supportLevel(null, 3, false)).toBeNull();
  });
});

describe('incorrectSkills', () => {
  it('lists strands with a wrong answer, most wrong first, then larger share wrong', () => {
    const answers = [
      wrong('ge-3-2'),
      wrong('ge-4-2'),
      right('ge-4-3'),
      wrong('al-3-1'),
      right('al-3-3'),
      right('al-4-1'),
      wrong('nk-3-1'),
      right('ar-3-1'),
      wrong('no-such-item'),
    ];
    // geometry 2 wrong; numberKnowledge 1 of 1 wrong; algebraicThinking 1 of 3; arithmetic none.
    expect(incorrectSkills(answers)).toEqual(['geometry', 'numberKnowledge', 'algebraicThinking']);
  });

  it('breaks full ties by strand order, and is empty when nothing is wrong', () => {
    expect(incorrectSkills([wrong('al-3-1'), wrong('rn-3-1'), wrong('nk-3-1')])).toEqual([
      'numberKnowledge',
      'rationalNumbersProbability',
      'algebraicThinking',
    ]);
    expect(incorrectSkills([right('al-3-1')])).toEqual([]);
    expect(incorrectSkills([])).toEqual([]);
  });
});
