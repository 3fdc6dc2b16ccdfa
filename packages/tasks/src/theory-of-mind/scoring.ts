import type { CognitionMeasure } from '@roar/contracts';
import type { JudgedTrial, RunToScore } from '../registry/definition.ts';
import {
  clampRt,
  inTrialOrder,
  numberParam,
  responseOf,
  measuresByPart,
} from '../registry/judging.ts';
import { PRACTICE_STORY, findQuestion, isRight, testStories } from './bank.ts';
import { THEORY_OF_MIND_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { QUESTION_TYPES, type QuestionType } from './types.ts';

/**
 * Scoring a Stories Game run from its stored trials alone: the run's stories are rebuilt from its
 * numTrials (the stories are told in a fixed order; the seed plays no part), each trial's
 * question found by its item id, and the response compared with the question's answer. Nothing
 * the browser judged or stored about the question is read.
 */

type Run = RunToScore<unknown>;

/** The run's test stories: the first numTrials of the bank. */
const runStories = (run: Run) =>
  testStories(numberParam((run.params as { numTrials?: unknown } | null)?.numTrials));

/**
 * Judges a run's trials. A trial is not scored (correct null) when its item id is not a question
 * of its stage's stories (the practice story; the run's test stories) or its subtask is not that
 * question's type. A test question answered twice counts once (its first answer). Facts: the
 * question's type and story.
 */
export function judgeTheoryOfMindRun(run: Run): JudgedTrial[] {
  const stories = runStories(run);
  return inTrialOrder(run.trials).map((trial) => {
    const stage = trial.stage === 'practice' ? 'practice' : 'test';
    const found = findQuestion(
      stage === 'practice' ? [PRACTICE_STORY] : stories,
      trial.itemId ?? '',
    );
    const known = found && found.question.type === trial.subtask ? found : undefined;
    return {
      trialIndex: trial.trialIndex,
      subtask: trial.subtask ?? null,
      stage,
      itemId: trial.itemId ?? null,
      correct: known ? isRight(known.question, responseOf(trial)) : null,
      rtMs: clampRt(trial.data.rt),
      facts: known ? { questionType: known.question.type, storyId: known.story.id } : {},
    };
  });
}

const scoredTest = (judged: readonly JudgedTrial[]) =>
  judged.filter((t) => t.stage === 'test' && t.correct !== null);
const typeOf = (trial: JudgedTrial) => trial.facts.questionType as QuestionType;

/**
 * The headline: theory-of-mind questions right (false-belief, emotion and intention), and their
 * percent of those scored. Control questions check attention, not the skill: they are left out
 * of the headline and reported as their own part.
 */
export function theoryOfMindHeadline(judged: readonly JudgedTrial[]) {
  const scored = scoredTest(judged).filter((t) => typeOf(t) !== 'control');
  const right = scored.filter((t) => t.correct === true).length;
  return {
    rawScore: right,
    percentCorrect: scored.length > 0 ? Math.round((100 * right) / scored.length) : null,
  };
}

/**
 * Per question type asked, in the order false-belief, emotion, intention, control: test
 * questions right, scored, and the median response time of the right ones (rounded to the ms).
 */
export function theoryOfMindMeasures(judged: readonly JudgedTrial[]): CognitionMeasure[] {
  return measuresByPart(QUESTION_TYPES, scoredTest(judged), typeOf);
}

/** Whether every test question of the run's stories was answered (there is no stop rule). */
export function theoryOfMindReachedEnd(run: Run, judged: readonly JudgedTrial[]): boolean {
  const total = runStories(run).reduce((sum, story) => sum + story.questions.length, 0);
  return new Set(scoredTest(judged).map((t) => t.itemId)).size >= total;
}

/**
 * Practice questions never answered right in THEORY_OF_MIND_PRACTICE_MAX_ATTEMPTS tries: the
 * game went on without them (the child may not have understood), and the run is flagged.
 */
export function theoryOfMindPracticeNotPassed(judged: readonly JudgedTrial[]): string[] {
  const tries = new Map<string, { count: number; passed: boolean }>();
  for (const trial of judged) {
    if (trial.stage !== 'practice' || trial.correct === null || !trial.itemId) continue;
    const seen = tries.get(trial.itemId) ?? { count: 0, passed: false };
    tries.set(trial.itemId, { count: seen.count + 1, passed: seen.passed || trial.correct });
  }
  return [...tries]
    .filter(([, t]) => !t.passed && t.count >= THEORY_OF_MIND_PRACTICE_MAX_ATTEMPTS)
    .map(([id]) => id);
}

/** The most common of some option counts (two or three), null when both are as common. */
export function mostCommonOptionCount(counts: readonly number[]): number | null {
  const twos = counts.filter((n) => n === 2).length;
  const threes = counts.length - twos;
  return twos === threes ? null : twos > threes ? 2 : 3;
}

/**
 * The number of options a child chooses from in the run's test questions, for the guessing rule
 * (chance is one in it): the most common count, null when two and three are as common.
 */
export const theoryOfMindChoices = (run: Run): number | null =>
  mostCommonOptionCount(
    runStories(run).flatMap((story) => story.questions.map((q) => q.options.length)),
  );
