import { describe, expect, it } from 'vitest';
import type { RunToScore, StoredTrial } from '../registry/definition.ts';
import { PRACTICE_STORY, TEST_STORIES, questionItemId } from './bank.ts';
import {
  judgeTheoryOfMindRun,
  mostCommonOptionCount,
  theoryOfMindChoices,
  theoryOfMindHeadline,
  theoryOfMindMeasures,
  theoryOfMindPracticeNotPassed,
  theoryOfMindReachedEnd,
} from './scoring.ts';
import type { Story, StoryQuestion } from './types.ts';

const [BALL, KITE] = TEST_STORIES as [Story, Story];
const question = (story: Story, id: string) => story.questions.find((q) => q.id === id)!;
const wrongOf = (q: StoryQuestion) => q.options.find((o) => o.id !== q.answer)!.id;

let index = 0;
function trial(
  story: Story,
  id: string,
  right: boolean,
  rt: number,
  extra: Partial<StoredTrial> = {},
) {
  const q = question(story, id);
  return {
    trialIndex: index++,
    block: story.id,
    subtask: q.type,
    stage: 'test',
    itemId: questionItemId(story, q),
    data: { response: right ? q.answer : wrongOf(q), rt, correct: right ? 1 : 0 },
    ...extra,
  } satisfies StoredTrial;
}

const run = (trials: StoredTrial[], numTrials: number | undefined = 1): RunToScore<unknown> => ({
  taskId: 'theory-of-mind',
  params: { practice: true, ...(numTrials ? { numTrials } : {}) },
  seed: 'any',
  trials,
});

/** The ball story: false belief right, control wrong, intention right, emotion wrong. */
const golden = () => [
  trial(BALL, 'q1', true, 1000),
  trial(BALL, 'q2', false, 2000),
  trial(BALL, 'q3', true, 3000),
  trial(BALL, 'q4', false, 4000),
];

const score = (trials: StoredTrial[], numTrials?: number) => {
  const judged = judgeTheoryOfMindRun(run(trials, numTrials));
  return {
    judged,
    headline: theoryOfMindHeadline(judged),
    measures: theoryOfMindMeasures(judged),
    reachedEnd: theoryOfMindReachedEnd(run(trials, numTrials), judged),
  };
};

describe('Stories Game scoring', () => {
  it('counts the theory-of-mind questions right, with a measure per question type', () => {
    const { headline, measures, reachedEnd } = score(golden());
    expect(headline).toEqual({ rawScore: 2, percentCorrect: 67 });
    expect(measures).toEqual([
      { part: 'false-belief', correct: 1, attempted: 1, medianRtMs: 1000 },
      { part: 'emotion', correct: 0, attempted: 1, medianRtMs: null },
      { part: 'intention', correct: 1, attempted: 1, medianRtMs: 3000 },
      { part: 'control', correct: 0, attempted: 1, medianRtMs: null },
    ]);
    expect(reachedEnd).toBe(true);
    expect(score(golden().slice(0, 3)).reachedEnd).toBe(false);
    expect(score(golden(), 2).reachedEnd).toBe(false);
  });

  it('ignores what the browser judged: a tampered correct or key changes nothing', () => {
    const tampered = golden().map((t) => ({
      ...t,
      data: { ...t.data, correct: 1, correctResponse: t.data.response },
    }));
    expect(score(tampered).headline).toEqual({ rawScore: 2, percentCorrect: 67 });
  });

  it('does not score unknown, misplaced or foreign questions', () => {
    const [a, b, c, d] = golden();
    const practice = PRACTICE_STORY.questions[0]!;
    const forged = [
      { ...a!, itemId: 'ball.q9' },
      trial(KITE, 'q1', true, 900),
      { ...c!, subtask: 'false-belief' },
      { ...b!, itemId: `practice.${practice.id}`, subtask: practice.type },
      { ...a!, stage: 'practice' as const },
      { ...d!, itemId: null },
      d!,
    ].map((t, i) => ({ ...t, trialIndex: i }));
    const { judged, headline } = score(forged);
    expect(judged.map((t) => t.correct)).toEqual([null, null, null, null, null, null, false]);
    expect(headline).toEqual({ rawScore: 0, percentCorrect: 0 });
    // With two stories in the run, the kite question is the run's.
    expect(score(forged, 2).judged[1]!.correct).toBe(true);
  });

  it('counts a question answered twice once, with its first answer', () => {
    const [a] = golden();
    const again = { ...a!, trialIndex: 99, data: { ...a!.data, response: 'box' } };
    const first = { ...a!, trialIndex: -1, data: { ...a!.data, response: 'box' } };
    expect(score([...golden(), again]).headline.rawScore).toBe(2);
    expect(score([first, ...golden()]).headline.rawScore).toBe(1);
  });

  it('clamps response times and judges a missing response wrong', () => {
    const [a, b] = golden();
    const odd = [
      { ...a!, data: { ...a!.data, rt: -50 } },
      { ...b!, data: { ...b!.data, response: null, rt: 10_000_000 } },
    ];
    expect(score(odd).judged.map((t) => [t.correct, t.rtMs])).toEqual([
      [true, 0],
      [false, 120_000],
    ]);
  });

  it('lists practice questions never answered right in three tries', () => {
    const [q1, q2] = PRACTICE_STORY.questions as [StoryQuestion, StoryQuestion];
    const tries = (id: string, pattern: boolean[]) =>
      pattern.map((right) => trial(PRACTICE_STORY, id, right, 1500, { stage: 'practice' }));
    const judged = judgeTheoryOfMindRun(
      run([...tries(q1.id, [false, false, false]), ...tries(q2.id, [false, false, true])]),
    );
    expect(theoryOfMindPracticeNotPassed(judged)).toEqual([`practice.${q1.id}`]);
    expect(judged.every((t) => t.stage === 'practice' && t.correct !== null)).toBe(true);
    expect(theoryOfMindHeadline(judged)).toEqual({ rawScore: 0, percentCorrect: null });
  });

  it('gives the most common number of options as the choices', () => {
    expect(theoryOfMindChoices(run([], 1))).toBe(2);
    expect(theoryOfMindChoices(run([], undefined))).toBe(2);
    // Ball and kite: one question of three options, seven of two.
    expect(theoryOfMindChoices(run([], 2))).toBe(2);
    expect(mostCommonOptionCount([3, 3, 2])).toBe(3);
    expect(mostCommonOptionCount([3, 2, 3, 2])).toBeNull();
  });
});
