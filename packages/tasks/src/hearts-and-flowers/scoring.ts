import type { CognitionMeasure } from '@roar/contracts';
import type { JudgedTrial, RunToScore } from '../registry/definition.ts';
import { clampRt, inTrialOrder, numberParam, responseOf } from '../registry/judging.ts';
import { HF_BLOCKS, HF_INSTRUCTION_MAX_ATTEMPTS, HF_PRACTICE_MAX_TRIALS } from './rules.ts';
import { hfItemsById, hfPlan, type HfPlanOptions } from './sequence.ts';
import { asSide, correctSide, HF_BLOCK_IDS, type HfBlockId, type HfItem } from './types.ts';

/**
 * Scoring a Hearts and Flowers run from its stored trials alone: the run's items are generated
 * again from its seed and variant; each trial's item id must be one of them, in its block and
 * stage, and the response is judged against the side rebuilt for it.
 */

/** The variant's plan options from the run's params (parsed, or as stored). */
export function planOptionsOf(params: unknown): HfPlanOptions {
  const p = (params ?? {}) as { practice?: unknown; trialsPerBlock?: unknown };
  return { practice: p.practice !== false, trialsPerBlock: numberParam(p.trialsPerBlock) };
}

/** The run's items by id; without a seed only the fixed instruction trials can be rebuilt. */
function runItems(run: RunToScore<unknown>): Map<string, HfItem> {
  const options = planOptionsOf(run.params);
  if (run.seed) return hfItemsById(hfPlan(run.seed, options));
  const fixed = hfPlan('', options).map((block) => ({ ...block, practice: [], test: [] }));
  return hfItemsById(fixed);
}

/**
 * Judges every trial. Not scored (correct null): an item the run did not give, or stored in
 * another block or stage. A response with an rt past the trial's window is no answer (wrong), as
 * the screen takes none; rt is clamped to the window. Facts: block, phase, shape, side, switched.
 */
export function judgeHfRun(run: RunToScore<unknown>): JudgedTrial[] {
  const items = runItems(run);
  return inTrialOrder(run.trials).map((trial) => {
    const found = trial.itemId ? items.get(trial.itemId) : undefined;
    const placed =
      found &&
      trial.subtask === found.block &&
      (found.phase === 'test') === (trial.stage === 'test');
    const item = placed ? found : undefined;
    const windowMs =
      item && item.phase !== 'instruction' ? HF_BLOCKS[item.block].responseWindowMs : undefined;
    const rawRt = trial.data.rt;
    const late = windowMs !== undefined && typeof rawRt === 'number' && rawRt > windowMs;
    const response = late ? null : asSide(responseOf(trial));
    return {
      trialIndex: trial.trialIndex,
      subtask: trial.subtask ?? null,
      stage: trial.stage === 'practice' ? 'practice' : 'test',
      itemId: trial.itemId ?? null,
      correct: item ? response === correctSide(item.shape, item.side) : null,
      rtMs: response === null ? null : clampRt(rawRt, windowMs),
      facts: item
        ? {
            block: item.block,
            phase: item.phase,
            shape: item.shape,
            side: item.side,
            switched: item.switched,
          }
        : {},
    };
  });
}

/** The headline: test trials right, and their percent of the scored test trials. */
export function hfHeadline(test: readonly JudgedTrial[]) {
  const scored = test.filter((t) => t.stage === 'test' && t.correct !== null);
  const correct = scored.filter((t) => t.correct === true).length;
  return {
    rawScore: correct,
    percentCorrect: scored.length > 0 ? Math.round((100 * correct) / scored.length) : null,
  };
}

/** Median of the values, null without any. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const rtsOf = (trials: readonly JudgedTrial[]) =>
  trials.map((t) => t.rtMs).filter((rt): rt is number => rt !== null);

const rounded = (ms: number | null) => (ms === null ? null : Math.round(ms));

/**
 * The measures of each block reached, in the game's order: test trials right and scored, the
 * median time of the right answers (clamped to the window), and in the mixed blocks the switch
 * cost: median time of right answers after a change of shape minus after the same shape.
 */
export function hfMeasures(judged: readonly JudgedTrial[]): CognitionMeasure[] {
  return HF_BLOCK_IDS.flatMap((block) => {
    const trials = judged.filter(
      (t) => t.stage === 'test' && t.correct !== null && t.facts.block === block,
    );
    if (trials.length === 0) return [];
    const right = trials.filter((t) => t.correct === true);
    const measure: CognitionMeasure = {
      part: block,
      correct: right.length,
      attempted: trials.length,
      medianRtMs: rounded(median(rtsOf(right))),
    };
    if (HF_BLOCKS[block].shapes.length > 1) {
      const switched = median(rtsOf(right.filter((t) => t.facts.switched === true)));
      const repeated = median(rtsOf(right.filter((t) => t.facts.switched === false)));
      measure.switchCostMs =
        switched === null || repeated === null ? null : Math.round(switched - repeated);
    }
    return [measure];
  });
}

/**
 * Blocks whose instruction or practice the game gave up on: an instruction trial wrong
 * HF_INSTRUCTION_MAX_ATTEMPTS times, or HF_PRACTICE_MAX_TRIALS practice trials without the
 * block's streak (each practice item counted once, in trial order).
 */
export function hfPracticeNotPassed(judged: readonly JudgedTrial[]): HfBlockId[] {
  return HF_BLOCK_IDS.filter((block) => {
    const mine = judged.filter(
      (t) => t.stage === 'practice' && t.correct !== null && t.facts.block === block,
    );
    const tries = new Map<string, { count: number; passed: boolean }>();
    const practiced = new Map<string, boolean>();
    for (const trial of mine) {
      const id = trial.itemId!;
      if (trial.facts.phase === 'practice') {
        if (!practiced.has(id)) practiced.set(id, trial.correct === true);
        continue;
      }
      const seen = tries.get(id) ?? { count: 0, passed: false };
      tries.set(id, { count: seen.count + 1, passed: seen.passed || trial.correct === true });
    }
    const instructionGivenUp = [...tries.values()].some(
      (t) => !t.passed && t.count >= HF_INSTRUCTION_MAX_ATTEMPTS,
    );
    let streak = 0;
    let best = 0;
    for (const right of practiced.values()) {
      streak = right ? streak + 1 : 0;
      best = Math.max(best, streak);
    }
    const needed = HF_BLOCKS[block].practiceStreak ?? 0;
    return instructionGivenUp || (practiced.size >= HF_PRACTICE_MAX_TRIALS && best < needed);
  });
}

/** Whether the run reached its end: the last test trial of the last block was answered. */
export function hfReachedEnd(run: RunToScore<unknown>, test: readonly JudgedTrial[]): boolean {
  if (!run.seed) return false;
  const last = hfPlan(run.seed, planOptionsOf(run.params)).at(-1)?.test.at(-1);
  return test.some((t) => t.itemId === last?.id && t.correct !== null);
}
