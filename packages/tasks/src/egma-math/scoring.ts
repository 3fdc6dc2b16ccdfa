import type { JudgedTrial, RunToScore, StoredTrial } from '../registry/definition.ts';
import { clampRt, inTrialOrder, responseOf } from '../registry/judging.ts';
import { egmaBank, egmaItemById } from './bank.ts';
import { judgeEgmaResponse, parsePlaced, sliderErrorPercent } from './judge.ts';
import { EGMA_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import { EGMA_BANDS, EGMA_BLOCK_IDS } from './types.ts';

/**
 * Scoring a Math Game run from its stored trials alone: each item is rebuilt from its id (in any
 * band), the response judged against it; the headline is the number of test items right, with a
 * subscore per block.
 */

const ids = (part: 'practice' | 'test') =>
  new Set(EGMA_BANDS.flatMap((band) => egmaBank(band).flatMap((b) => b[part].map((i) => i.id))));
let listedIds: { practice: Set<string>; test: Set<string> } | undefined;
const listed = () => (listedIds ??= { practice: ids('practice'), test: ids('test') });
const isPracticeItem = (id: string) => listed().practice.has(id);
const isTestItem = (id: string) => listed().test.has(id);

/**
 * Judges a run's trials. A trial whose item is unknown, does not belong to the trial's block, or
 * is not one of a test list (test trials) or a practice list (practice trials), is not scored
 * (correct null): a practice item sent as a test answer counts neither way. Facts: the block, and on the slider the percent absolute error.
 */
export function judgeEgmaRun(run: RunToScore<unknown>): JudgedTrial[] {
  return inTrialOrder(run.trials).map((trial: StoredTrial) => {
    const found = trial.itemId ? egmaItemById(trial.itemId) : undefined;
    const listed = found && (trial.stage === 'practice' ? isPracticeItem : isTestItem)(found.id);
    const item = found && listed && found.block === trial.subtask ? found : undefined;
    const response = responseOf(trial);
    const placed = item?.format === 'number-line-slider' ? parsePlaced(response) : null;
    const errorPercent = item && placed !== null ? sliderErrorPercent(item, placed) : null;
    const slider = errorPercent !== null ? { errorPercent } : {};
    return {
      trialIndex: trial.trialIndex,
      subtask: trial.subtask ?? null,
      stage: trial.stage === 'practice' ? 'practice' : 'test',
      itemId: trial.itemId ?? null,
      correct: item ? judgeEgmaResponse(item, response) : null,
      rtMs: clampRt(trial.data.rt),
      facts: item ? { block: item.block, format: item.format, ...slider } : {},
    };
  });
}

/** One block's subscore; the slider's also has the mean percent absolute error of its trials. */
export interface EgmaSubscore {
  correct: number;
  attempted: number;
  meanErrorPercent?: number | null;
}

/**
 * Per block, in the game's order: test items right and answered (a block not reached is absent).
 * Unscored trials (correct null) are left out.
 */
export function egmaSubscores(judged: readonly JudgedTrial[]): Record<string, EgmaSubscore> {
  const scores: Record<string, EgmaSubscore> = {};
  for (const block of EGMA_BLOCK_IDS) {
    const trials = judged.filter(
      (t) => t.stage === 'test' && t.subtask === block && t.correct !== null,
    );
    if (trials.length === 0) continue;
    const score: EgmaSubscore = {
      correct: trials.filter((t) => t.correct === true).length,
      attempted: trials.length,
    };
    if (block === 'number-line-slider') {
      const errors = trials
        .map((t) => t.facts.errorPercent)
        .filter((e): e is number => typeof e === 'number');
      score.meanErrorPercent =
        errors.length > 0
          ? Math.round((100 * errors.reduce((a, b) => a + b, 0)) / errors.length) / 100
          : null;
    }
    scores[block] = score;
  }
  return scores;
}

/** The headline: test items right over all blocks, and their percent of those answered. */
export function egmaHeadline(test: readonly JudgedTrial[]) {
  const scored = test.filter((t) => t.stage === 'test' && t.correct !== null);
  const correct = scored.filter((t) => t.correct === true).length;
  return {
    rawScore: correct,
    percentCorrect: scored.length > 0 ? Math.round((100 * correct) / scored.length) : null,
  };
}

/**
 * Practice items the child never got right in EGMA_PRACTICE_MAX_ATTEMPTS tries: the game went on
 * without them, and a run with any may be flagged (the child may not have understood the task).
 */
export function egmaPracticeNotPassed(judged: readonly JudgedTrial[]): string[] {
  const tries = new Map<string, { count: number; passed: boolean }>();
  for (const trial of judged) {
    if (trial.stage !== 'practice' || !trial.itemId) continue;
    const seen = tries.get(trial.itemId) ?? { count: 0, passed: false };
    tries.set(trial.itemId, {
      count: seen.count + 1,
      passed: seen.passed || trial.correct === true,
    });
  }
  return [...tries]
    .filter(([, t]) => !t.passed && t.count >= EGMA_PRACTICE_MAX_ATTEMPTS)
    .map(([id]) => id);
}
