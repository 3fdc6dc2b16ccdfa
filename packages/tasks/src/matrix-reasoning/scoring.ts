import type { CognitionMeasure } from '@roar/contracts';
import type { GameFlag } from '@roar/scoring';
import type { Headline, JudgedTrial, RunToScore } from '../registry/definition.ts';
import { clampRt, inTrialOrder, responseOf, measuresByPart } from '../registry/judging.ts';
import { matrixAbility } from './ability.ts';
import { matrixItemById, matrixTestList } from './bank.ts';
import { MATRIX_MAX_CONSECUTIVE_ERRORS, MATRIX_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { MATRIX_PARTS, type MatrixItem } from './types.ts';

/**
 * Scoring a Puzzle Game run from its stored trials alone: each item is rebuilt from its id (the
 * bank is fixed), the response (an option's key) compared with the answer's key; the stored
 * `correct` and anything else the browser computed are never read.
 */

/** What scoring reads of the run's params. */
export interface MatrixRunParams {
  numTrials?: number | undefined;
  practice?: boolean | undefined;
}

const itemOf = (trial: JudgedTrial) => (trial.itemId ? matrixItemById(trial.itemId) : undefined);

/**
 * Judges a run's trials. A practice trial counts when its item is a practice item; a test trial
 * when its item is on the run's list (numTrials), later on it than the last one counted, and the
 * game had not yet ended by its errors; and in both the subtask must be the item's part. Any other
 * trial is not scored (correct null): an unknown, moved or extra item counts neither way.
 */
export function judgeMatrixRun(run: RunToScore<MatrixRunParams>): JudgedTrial[] {
  const list = matrixTestList(run.params.numTrials);
  const place = new Map(list.map((item, i) => [item.id, i]));
  let last = -1;
  let errorsInARow = 0;
  return inTrialOrder(run.trials).map((trial) => {
    const found = trial.itemId ? matrixItemById(trial.itemId) : undefined;
    let item: MatrixItem | undefined;
    if (found && found.part === trial.subtask) {
      if (trial.stage === 'practice') {
        item = found.stage === 'practice' && run.params.practice !== false ? found : undefined;
      } else {
        const at = place.get(found.id);
        const open = errorsInARow < MATRIX_MAX_CONSECUTIVE_ERRORS;
        if (at !== undefined && at > last && open) {
          item = found;
          last = at;
        }
      }
    }
    const correct = item ? responseOf(trial) === item.answer : null;
    if (item && trial.stage === 'test') errorsInARow = correct ? 0 : errorsInARow + 1;
    return {
      trialIndex: trial.trialIndex,
      subtask: trial.subtask ?? null,
      stage: trial.stage === 'practice' ? 'practice' : 'test',
      itemId: trial.itemId ?? null,
      correct,
      rtMs: clampRt(trial.data.rt),
      // The item parameters are provisional (README.md): said with every judged trial.
      facts: item
        ? {
            part: item.part,
            ruleCount: item.ruleCount,
            difficulty: item.difficulty,
            provisional: true,
          }
        : {},
    };
  });
}

const scoredTest = (judged: readonly JudgedTrial[]) =>
  judged.filter((t) => t.stage === 'test' && t.correct !== null);

/**
 * The headline: test items right, their percent of those scored, and the provisional ability
 * (EAP over the scored answers; null without any).
 */
export function matrixHeadline(test: readonly JudgedTrial[]): Headline {
  const answers = scoredTest(test).flatMap((t) => {
    const item = itemOf(t);
    return item ? [{ item, correct: t.correct === true }] : [];
  });
  const right = answers.filter((a) => a.correct).length;
  return {
    rawScore: right,
    percentCorrect: answers.length > 0 ? Math.round((100 * right) / answers.length) : null,
    ability: answers.length > 0 ? matrixAbility(answers) : null,
  };
}

/**
 * Per part ('rules-1', 'rules-2', 'rules-3': three or more), in that order: test items right,
 * scored, and the median time of the right ones. A part the child did not reach is absent.
 */
export function matrixMeasures(judged: readonly JudgedTrial[]): CognitionMeasure[] {
  return measuresByPart(MATRIX_PARTS, scoredTest(judged), (t) => itemOf(t)?.part);
}

/** Whether the test ran to its end: every item of the list answered, or the errors stopped it. */
export function matrixReachedEnd(
  run: RunToScore<MatrixRunParams>,
  test: readonly JudgedTrial[],
): boolean {
  const scored = scoredTest(test);
  if (scored.length >= matrixTestList(run.params.numTrials).length) return true;
  const tail = scored.slice(-MATRIX_MAX_CONSECUTIVE_ERRORS);
  return tail.length === MATRIX_MAX_CONSECUTIVE_ERRORS && tail.every((t) => t.correct === false);
}

/** Practice items never answered right in MATRIX_PRACTICE_MAX_ATTEMPTS tries (the game went on). */
export function matrixPracticeNotPassed(judged: readonly JudgedTrial[]): string[] {
  const tries = new Map<string, { count: number; passed: boolean }>();
  for (const trial of judged) {
    if (trial.stage !== 'practice' || trial.correct === null || !trial.itemId) continue;
    const seen = tries.get(trial.itemId) ?? { count: 0, passed: false };
    tries.set(trial.itemId, { count: seen.count + 1, passed: seen.passed || trial.correct });
  }
  return [...tries]
    .filter(([, t]) => !t.passed && t.count >= MATRIX_PRACTICE_MAX_ATTEMPTS)
    .map(([id]) => id);
}

/** The run's flags: 'practiceNotPassed' when a practice item was given up. */
export const matrixFlags = (judged: readonly JudgedTrial[]): GameFlag[] =>
  matrixPracticeNotPassed(judged).length > 0 ? ['practiceNotPassed'] : [];
