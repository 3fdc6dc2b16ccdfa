import type { CognitionMeasure } from '@roar/contracts';
import type { GameFlag } from '@roar/scoring';
import type { Headline, JudgedTrial, RunToScore } from '../registry/definition.ts';
import {
  clampRt,
  endedByErrors,
  inTrialOrder,
  numberParam,
  responseOf,
  measuresByPart,
} from '../registry/judging.ts';
import { inferenceAbility } from './ability.ts';
import {
  PRACTICE,
  TEST_PASSAGES,
  findQuestion,
  isRight,
  questionsOf,
  testPassages,
} from './bank.ts';
import {
  INFERENCE_DEFAULT_MAX_CONSECUTIVE_ERRORS,
  INFERENCE_PRACTICE_MAX_ATTEMPTS,
} from './rules.ts';
import { INFERENCE_TYPES } from './types.ts';

/**
 * Scoring an Inference Game run from its stored trials alone: the run's passages are rebuilt
 * from its numTrials (the bank's fixed order; the seed plays no part), each trial's question
 * found by its item id and the response compared with the question's answer. Nothing the
 * browser judged or stored about the question is read.
 */

type Run = RunToScore<unknown>;

const paramsOf = (run: Run) =>
  (run.params ?? {}) as { numTrials?: unknown; practice?: unknown; maxConsecutiveErrors?: unknown };

/** Wrong answers in a row that ended the run's test (the variant's, or the default). */
const maxErrorsOf = (run: Run) =>
  numberParam(paramsOf(run).maxConsecutiveErrors) ?? INFERENCE_DEFAULT_MAX_CONSECUTIVE_ERRORS;

/** The run's test passages: the first numTrials of the bank. */
const runPassages = (run: Run) => testPassages(numberParam(paramsOf(run).numTrials));

/**
 * Judges a run's trials. A trial is not scored (correct null) when its item id is not a question
 * of its stage's passages (the practice passages, when the run has practice; the run's test
 * passages) or its subtask is not that question's inference type, and a test answer after the
 * wrong answers in a row that ended the game is not either. A test question answered twice
 * counts once (its first answer). Facts: the question's type, grade and provisional difficulty.
 */
export function judgeInferenceRun(run: Run): JudgedTrial[] {
  const tests = runPassages(run);
  const practice = paramsOf(run).practice === false ? [] : PRACTICE;
  const maxErrors = maxErrorsOf(run);
  let errorsInARow = 0;
  return inTrialOrder(run.trials).map((trial) => {
    const stage = trial.stage === 'practice' ? 'practice' : 'test';
    const found = findQuestion(stage === 'practice' ? practice : tests, trial.itemId ?? '');
    const asked = found && found.question.type === trial.subtask ? found.question : undefined;
    const question = stage === 'test' && errorsInARow >= maxErrors ? undefined : asked;
    const correct = question ? isRight(question, responseOf(trial)) : null;
    if (question && stage === 'test') errorsInARow = correct ? 0 : errorsInARow + 1;
    return {
      trialIndex: trial.trialIndex,
      subtask: trial.subtask ?? null,
      stage,
      itemId: trial.itemId ?? null,
      correct,
      rtMs: clampRt(trial.data.rt),
      // The difficulty is a provisional prior (README.md): said with every judged trial.
      facts: question
        ? {
            inferenceType: question.type,
            grade: question.grade,
            difficulty: question.difficulty,
            provisional: true,
          }
        : {},
    };
  });
}

const scoredTest = (judged: readonly JudgedTrial[]) =>
  judged.filter((t) => t.stage === 'test' && t.correct !== null);

/** The scored test answers with their questions (rebuilt from the item ids). */
function answersOf(judged: readonly JudgedTrial[]) {
  return scoredTest(judged).flatMap((t) => {
    const found = t.itemId ? findQuestion(TEST_PASSAGES, t.itemId) : undefined;
    return found ? [{ question: found.question, correct: t.correct === true }] : [];
  });
}

/**
 * The headline: the provisional ability on the 100-900 scale (rawScore and roarScore, the scale
 * the provisional norms describe), the percent of scored test questions right, and theta with
 * its SE. Null scores without any scored answer.
 */
export function inferenceHeadline(test: readonly JudgedTrial[]): Headline {
  const answers = answersOf(test);
  if (answers.length === 0) {
    return { rawScore: null, roarScore: null, percentCorrect: null, ability: null };
  }
  const right = answers.filter((a) => a.correct).length;
  const { theta, se, roarScore } = inferenceAbility(answers);
  return {
    rawScore: roarScore,
    roarScore,
    percentCorrect: Math.round((100 * right) / answers.length),
    ability: { theta, se },
  };
}

/**
 * Subscores per inference type asked, in the order causal, emotion, bridging, predictive,
 * vocabulary: test questions right, scored, and the median time of the right ones.
 */
export function inferenceMeasures(judged: readonly JudgedTrial[]): CognitionMeasure[] {
  return measuresByPart(INFERENCE_TYPES, scoredTest(judged), (t) =>
    typeof t.facts.inferenceType === 'string' ? t.facts.inferenceType : undefined,
  );
}

/**
 * Whether the test ran to its end: every question of the run's passages answered, or the wrong
 * answers in a row that end it.
 */
export function inferenceReachedEnd(run: Run, judged: readonly JudgedTrial[]): boolean {
  const scored = scoredTest(judged);
  const total = questionsOf(runPassages(run)).length;
  if (new Set(scored.map((t) => t.itemId)).size >= total) return true;
  return endedByErrors(scored, maxErrorsOf(run));
}

/** Practice questions never answered right in INFERENCE_PRACTICE_MAX_ATTEMPTS tries. */
export function inferencePracticeNotPassed(judged: readonly JudgedTrial[]): string[] {
  const tries = new Map<string, { count: number; passed: boolean }>();
  for (const trial of judged) {
    if (trial.stage !== 'practice' || trial.correct === null || !trial.itemId) continue;
    const seen = tries.get(trial.itemId) ?? { count: 0, passed: false };
    tries.set(trial.itemId, { count: seen.count + 1, passed: seen.passed || trial.correct });
  }
  return [...tries]
    .filter(([, t]) => !t.passed && t.count >= INFERENCE_PRACTICE_MAX_ATTEMPTS)
    .map(([id]) => id);
}

/** The run's flags: 'practiceNotPassed' when a practice question was given up. */
export const inferenceFlags = (judged: readonly JudgedTrial[]): GameFlag[] =>
  inferencePracticeNotPassed(judged).length > 0 ? ['practiceNotPassed'] : [];
