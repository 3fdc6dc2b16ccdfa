import type { CognitionMeasure, NormedSupportLevel } from '@roar/contracts';
import { estimateThetaEap, roarScoreFromTheta, type GameFlag } from '@roar/scoring';
import type { Headline, JudgedTrial, RunToScore } from '../registry/definition.ts';
import {
  clampRt,
  endedByErrors,
  inTrialOrder,
  responseOf,
  measuresByPart,
} from '../registry/judging.ts';
import { limitMs } from '../registry/time-limits.ts';
import { syntaxItemById, syntaxTestList } from './bank.ts';
import {
  SYNTAX_ABILITY_PRIOR,
  SYNTAX_DEFAULT_MAX_CONSECUTIVE_ERRORS,
  SYNTAX_DISCRIMINATION,
  SYNTAX_END_TOLERANCE_MS,
  SYNTAX_GUESSING,
  SYNTAX_PRACTICE_MAX_ATTEMPTS,
  SYNTAX_SUPPORT_CUTS,
} from './rules.ts';
import { SYNTAX_STRUCTURES, type SyntaxItem } from './types.ts';

/**
 * Scoring a Syntax Game run from its stored trials alone: each sentence is rebuilt from its id
 * (the bank is fixed), the response (a picture's place) compared with the right place; the
 * stored `correct` and anything else the browser computed are never read.
 */

/** What scoring reads of the run's params. */
export interface SyntaxRunParams {
  blocks?: number | undefined;
  itemsPerBlock?: number | undefined;
  maxConsecutiveErrors?: number | undefined;
  timeLimitSeconds?: number | null | undefined;
  practice?: boolean | undefined;
}

const itemOf = (trial: JudgedTrial) => (trial.itemId ? syntaxItemById(trial.itemId) : undefined);
const maxErrorsOf = (run: RunToScore<SyntaxRunParams>) =>
  run.params.maxConsecutiveErrors ?? SYNTAX_DEFAULT_MAX_CONSECUTIVE_ERRORS;
const limitOf = (run: RunToScore<SyntaxRunParams>) => limitMs(run.params.timeLimitSeconds);

/**
 * Judges a run's trials. A practice trial counts when its item is a practice sentence; a test
 * trial when its sentence is on the run's list, later on it than the last one counted, and the
 * game had not yet ended by its errors; in both the subtask must be the sentence's structure.
 * Any other trial is not scored (correct null). Facts: the structure, the provisional
 * difficulty, and the test time used (clamped to the limit).
 */
export function judgeSyntaxRun(run: RunToScore<SyntaxRunParams>): JudgedTrial[] {
  const list = syntaxTestList(run.params.blocks, run.params.itemsPerBlock);
  const place = new Map(list.map((item, i) => [item.id, i]));
  const maxErrors = maxErrorsOf(run);
  const limit = limitOf(run);
  let last = -1;
  let errorsInARow = 0;
  return inTrialOrder(run.trials).map((trial) => {
    const found = trial.itemId ? syntaxItemById(trial.itemId) : undefined;
    let item: SyntaxItem | undefined;
    if (found && found.structure === trial.subtask) {
      if (trial.stage === 'practice') {
        item = found.stage === 'practice' && run.params.practice !== false ? found : undefined;
      } else {
        const at = place.get(found.id);
        if (at !== undefined && at > last && errorsInARow < maxErrors) {
          item = found;
          last = at;
        }
      }
    }
    const correct = item ? responseOf(trial) === item.answer : null;
    if (item && trial.stage === 'test') errorsInARow = correct ? 0 : errorsInARow + 1;
    const elapsed = clampRt(trial.data.elapsedMs, Number.isFinite(limit) ? limit : undefined);
    return {
      trialIndex: trial.trialIndex,
      subtask: trial.subtask ?? null,
      stage: trial.stage === 'practice' ? 'practice' : 'test',
      itemId: trial.itemId ?? null,
      correct,
      rtMs: clampRt(trial.data.rt),
      facts: item
        ? {
            structure: item.structure,
            difficulty: item.difficulty,
            elapsedMs: elapsed,
            provisional: true,
          }
        : {},
    };
  });
}

const scoredTest = (judged: readonly JudgedTrial[]) =>
  judged.filter((t) => t.stage === 'test' && t.correct !== null);

/** The scored test answers with their sentences. */
export function syntaxAnswers(judged: readonly JudgedTrial[]) {
  return scoredTest(judged).flatMap((t) => {
    const item = itemOf(t);
    return item ? [{ item, correct: t.correct === true }] : [];
  });
}

/** PROVISIONAL EAP ability (posterior mean and SD) from answered test sentences. */
export function syntaxAbility(answers: readonly { item: SyntaxItem; correct: boolean }[]) {
  const responses = answers.map((a) => ({
    item: { a: SYNTAX_DISCRIMINATION, b: a.item.difficulty, c: SYNTAX_GUESSING, d: 1 },
    correct: a.correct,
  }));
  const { theta, se } = estimateThetaEap(responses, SYNTAX_ABILITY_PRIOR);
  return { theta: Math.round(theta * 1000) / 1000, se: Math.round(se * 1000) / 1000 };
}

/**
 * The headline: the provisional 100-900 score (from the EAP ability) as the raw score and the
 * roarScore, the percent of scored test sentences right, and the ability; nulls without any.
 */
export function syntaxHeadline(test: readonly JudgedTrial[]): Headline {
  const answers = syntaxAnswers(test);
  if (answers.length === 0)
    return { rawScore: null, roarScore: null, percentCorrect: null, ability: null };
  const right = answers.filter((a) => a.correct).length;
  const ability = syntaxAbility(answers);
  const roarScore = roarScoreFromTheta(ability.theta);
  return {
    rawScore: roarScore,
    roarScore,
    percentCorrect: Math.round((100 * right) / answers.length),
    ability,
  };
}

/**
 * Per structure reached, in the game's order: sentences right, scored, and the median time of
 * the right ones (the student report's subscores; percent correct is right / tried).
 */
export function syntaxMeasures(judged: readonly JudgedTrial[]): CognitionMeasure[] {
  return measuresByPart(SYNTAX_STRUCTURES, scoredTest(judged), (t) => itemOf(t)?.structure);
}

/**
 * Whether the test ran to its end: every sentence of the list answered, the errors stopped it,
 * or its time limit was (almost) used up.
 */
export function syntaxReachedEnd(
  run: RunToScore<SyntaxRunParams>,
  test: readonly JudgedTrial[],
): boolean {
  const scored = scoredTest(test);
  const list = syntaxTestList(run.params.blocks, run.params.itemsPerBlock);
  if (scored.length >= list.length) return true;
  const maxErrors = maxErrorsOf(run);
  if (endedByErrors(scored, maxErrors)) return true;
  const limit = limitOf(run);
  const used = Math.max(0, ...scored.map((t) => (t.facts.elapsedMs as number | null) ?? 0));
  return Number.isFinite(limit) && used >= limit - SYNTAX_END_TOLERANCE_MS;
}

/** Practice sentences never answered right in SYNTAX_PRACTICE_MAX_ATTEMPTS tries. */
export function syntaxPracticeNotPassed(judged: readonly JudgedTrial[]): string[] {
  const tries = new Map<string, { count: number; passed: boolean }>();
  for (const trial of judged) {
    if (trial.stage !== 'practice' || trial.correct === null || !trial.itemId) continue;
    const seen = tries.get(trial.itemId) ?? { count: 0, passed: false };
    tries.set(trial.itemId, { count: seen.count + 1, passed: seen.passed || trial.correct });
  }
  return [...tries]
    .filter(([, t]) => !t.passed && t.count >= SYNTAX_PRACTICE_MAX_ATTEMPTS)
    .map(([id]) => id);
}

/** The run's flags: 'practiceNotPassed' when a practice sentence was given up. */
export const syntaxFlags = (judged: readonly JudgedTrial[]): GameFlag[] =>
  syntaxPracticeNotPassed(judged).length > 0 ? ['practiceNotPassed'] : [];

/** A grade as recorded ('K', '7') as a number; null when unknown or not a school grade. */
function gradeOf(grade: string | null): number | null {
  if (grade === null) return null;
  const text = grade.trim().toUpperCase();
  if (['K', 'TK', 'PK'].includes(text)) return 0;
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/**
 * PROVISIONAL support level (rules.ts SYNTAX_SUPPORT_CUTS) for grades 6 and up; null for younger
 * students (no grade norms yet), an unknown grade or no score.
 */
export function syntaxSupportLevel(
  judged: readonly JudgedTrial[],
  student: { grade: string | null },
): NormedSupportLevel | null {
  const grade = gradeOf(student.grade);
  const score = syntaxHeadline(judged.filter((t) => t.stage === 'test')).roarScore;
  if (grade === null || grade < 6 || score === null || score === undefined) return null;
  if (score >= SYNTAX_SUPPORT_CUTS.achieved) return 'achieved';
  return score > SYNTAX_SUPPORT_CUTS.developing ? 'developing' : 'needs-extra-support';
}
