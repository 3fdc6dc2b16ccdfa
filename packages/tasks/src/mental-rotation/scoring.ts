import type { CognitionMeasure } from '@roar/contracts';
import type { JudgedTrial, RunToScore } from '../registry/definition.ts';
import { inTrialOrder, judged, numberParam } from '../registry/judging.ts';
import { rotationPracticeItem, rotationTestItem } from './bank.ts';
import { ROTATION_PRACTICE_MAX_ATTEMPTS, anglePart } from './rules.ts';
import { rotationRunList } from './run-list.ts';

/**
 * Scoring a Matching Game run from its stored trials alone: the run's test list is rebuilt from
 * its seed, each trial's item from its id, and the side chosen is compared with the item's match
 * side. Nothing the browser computed (correct, the key, the angle stored) is read.
 */

/** What scoring reads of a run's parameters. */
type RotationRun = RunToScore<{ numTrials?: number | undefined }>;

/** The facts of a judged trial: the rebuilt item's picture, angle and match side. */
export interface RotationFacts {
  stimulusId: string;
  angle: number;
  matchSide: string;
}

/** The ids of the run's test items (none without a seed: nothing to rebuild them from). */
const runIds = (run: RotationRun) =>
  new Set(
    run.seed ? rotationRunList(run.seed, numberParam(run.params.numTrials)).map((i) => i.id) : [],
  );

/**
 * Judges a run's trials. A test trial counts when its item is one of the run's list (the seed's)
 * and is stored under its angle; a practice trial when its item is a practice item. Any other
 * trial is not scored (correct null): an unknown id, an item of another run, a practice item sent
 * as a test answer. A test item answered twice counts once, with its first answer.
 */
export function judgeRotationRun(run: RotationRun): JudgedTrial[] {
  const listed = runIds(run);
  return inTrialOrder(run.trials).map((trial) => {
    const found =
      trial.stage === 'practice'
        ? rotationPracticeItem(trial.itemId)
        : listed.has(trial.itemId ?? '')
          ? rotationTestItem(trial.itemId)
          : undefined;
    const item = found && trial.subtask === anglePart(found.angle) ? found : undefined;
    const facts: RotationFacts | undefined = item && {
      stimulusId: item.stimulusId,
      angle: item.angle,
      matchSide: item.matchSide,
    };
    return judged(trial, item && { answer: item.matchSide, facts: { ...facts } });
  });
}

/** The headline: test items right, and their percent of the scored test items. */
export function rotationHeadline(test: readonly JudgedTrial[]) {
  const scored = test.filter((t) => t.stage === 'test' && t.correct !== null);
  const right = scored.filter((t) => t.correct === true).length;
  return {
    rawScore: right,
    percentCorrect: scored.length > 0 ? Math.round((100 * right) / scored.length) : null,
  };
}

/** Median of some times, to the ms; null without any. */
function medianMs(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(median);
}

/**
 * Accuracy by angle: one part per angle given ('angle-<deg>', rising), with the scored test
 * items right and tried at that angle and the median time of the right answers. Accuracy falling
 * and time rising with the angle is the mark of turning the picture in the mind.
 */
export function rotationMeasures(judgedTrials: readonly JudgedTrial[]): CognitionMeasure[] {
  const test = judgedTrials.filter((t) => t.stage === 'test' && t.correct !== null);
  const angleOf = (t: JudgedTrial) => (t.facts as unknown as RotationFacts).angle;
  const angles = [...new Set(test.map(angleOf))].sort((a, b) => a - b);
  return angles.map((angle) => {
    const here = test.filter((t) => angleOf(t) === angle);
    const right = here.filter((t) => t.correct === true);
    return {
      part: anglePart(angle),
      correct: right.length,
      attempted: here.length,
      medianRtMs: medianMs(right.flatMap((t) => (t.rtMs === null ? [] : [t.rtMs]))),
    };
  });
}

/** Whether every item of the run's list has a scored answer (the run's natural end). */
export function rotationReachedEnd(run: RotationRun, test: readonly JudgedTrial[]): boolean {
  if (!run.seed) return false; // no list to have reached the end of
  const answered = new Set(test.filter((t) => t.correct !== null).map((t) => t.itemId));
  return [...runIds(run)].every((id) => answered.has(id));
}

/**
 * Practice items never answered right in ROTATION_PRACTICE_MAX_ATTEMPTS tries: the game went on
 * without them, so the child may not have understood the task ('practiceNotPassed').
 */
export function rotationPracticeNotPassed(judgedTrials: readonly JudgedTrial[]): string[] {
  const tries = new Map<string, { count: number; passed: boolean }>();
  for (const trial of judgedTrials) {
    if (trial.stage !== 'practice' || trial.correct === null || !trial.itemId) continue;
    const seen = tries.get(trial.itemId) ?? { count: 0, passed: false };
    tries.set(trial.itemId, { count: seen.count + 1, passed: seen.passed || trial.correct });
  }
  return [...tries]
    .filter(([, t]) => !t.passed && t.count >= ROTATION_PRACTICE_MAX_ATTEMPTS)
    .map(([id]) => id);
}
