import type { CognitionMeasure } from '@roar/contracts';
import type { JudgedTrial, RunToScore } from '../registry/definition.ts';
import { clampRt, inTrialOrder, numberParam, responseOf } from '../registry/judging.ts';
import { sameDifferentBank, sameDifferentItemById } from './bank.ts';
import { testList } from './lists.ts';
import { isRight } from './logic.ts';
import {
  SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW,
  SAME_DIFFERENT_PRACTICE_MAX_ATTEMPTS,
} from './rules.ts';
import { PHASES, type Phase } from './types.ts';

/**
 * Scoring a Shapes Game run from its stored trials alone: the run's test lists are rebuilt from
 * its seed and numTrials, each trial's item found by its id in its phase's list, and the response
 * compared with the item's key. Nothing the browser judged or stored about the item is read.
 */

type Run = RunToScore<unknown>;

/** Ids of each phase's practice items and of the run's test items (none without a seed). */
function runIds(run: Run): Record<Phase, { practice: Set<string>; test: string[] }> {
  const numTrials = numberParam((run.params as { numTrials?: unknown } | null)?.numTrials);
  const { practice } = sameDifferentBank();
  const of = (phase: Phase) => ({
    practice: new Set(practice[phase].map((item) => item.id)),
    test: run.seed ? testList(run.seed, phase, numTrials).map((item) => item.id) : [],
  });
  return { 'same-different': of('same-different'), matching: of('matching') };
}

const phaseOf = (subtask: string | null | undefined) => PHASES.find((p) => p === subtask);

/**
 * Judges a run's trials. A trial is not scored (correct null) when its phase is unknown or its
 * item is not one its phase gives there: a test item must be the next of the run's list for that
 * phase (seeded), before SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW wrong answers in a row ended the
 * phase; a practice item among the phase's practice items. A test item answered twice counts
 * once (its first answer). Facts: the item's kind and dimension.
 */
export function judgeSameDifferentRun(run: Run): JudgedTrial[] {
  const ids = runIds(run);
  // Where each phase's test stands: the next list place, and the wrong answers in a row.
  const places = { 'same-different': { next: 0, errors: 0 }, matching: { next: 0, errors: 0 } };
  return inTrialOrder(run.trials).map((trial) => {
    const phase = phaseOf(trial.subtask);
    const stage = trial.stage === 'practice' ? 'practice' : 'test';
    const id = trial.itemId ?? '';
    const place = phase ? places[phase] : undefined;
    // A test item counts only at its place in the run's list, before the phase's stop rule.
    const listed =
      phase &&
      place &&
      (stage === 'practice'
        ? ids[phase].practice.has(id)
        : ids[phase].test[place.next] === id && place.errors < SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW);
    const item = listed ? sameDifferentItemById(id) : undefined;
    const correct = item ? isRight(item, responseOf(trial)) : null;
    if (stage === 'test' && place && correct !== null) {
      place.next += 1;
      place.errors = correct ? 0 : place.errors + 1;
    }
    return {
      trialIndex: trial.trialIndex,
      subtask: trial.subtask ?? null,
      stage,
      itemId: trial.itemId ?? null,
      correct,
      rtMs: clampRt(trial.data.rt),
      facts: item ? { kind: item.kind, dimension: item.dimension } : {},
    };
  });
}

/** The median of some numbers, null without any. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const scoredTest = (judged: readonly JudgedTrial[], phase?: Phase) =>
  judged.filter(
    (t) => t.stage === 'test' && t.correct !== null && (phase === undefined || t.subtask === phase),
  );

/** The headline: test items right over both phases, and their percent of those scored. */
export function sameDifferentHeadline(judged: readonly JudgedTrial[]) {
  const scored = scoredTest(judged);
  const right = scored.filter((t) => t.correct === true).length;
  return {
    rawScore: right,
    percentCorrect: scored.length > 0 ? Math.round((100 * right) / scored.length) : null,
  };
}

/**
 * Per phase reached, in order: test items right, scored, and the median response time of the
 * right ones (rounded to the ms). Phases differ in chance rate, so they are kept apart.
 */
export function sameDifferentMeasures(judged: readonly JudgedTrial[]): CognitionMeasure[] {
  return PHASES.flatMap((phase) => {
    const scored = scoredTest(judged, phase);
    if (scored.length === 0) return [];
    const right = scored.filter((t) => t.correct === true);
    const rt = median(right.flatMap((t) => (t.rtMs === null ? [] : [t.rtMs])));
    return [
      {
        part: phase,
        correct: right.length,
        attempted: scored.length,
        medianRtMs: rt === null ? null : Math.round(rt),
      },
    ];
  });
}

/** Whether some scored answers of a phase went wrong SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW times in a row. */
function stoppedEarly(trials: readonly JudgedTrial[]): boolean {
  let inARow = 0;
  for (const trial of trials) {
    inARow = trial.correct ? 0 : inARow + 1;
    if (inARow >= SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW) return true;
  }
  return false;
}

/** Whether each phase was played out: all of the run's items, or ended by its run of errors. */
export function sameDifferentReachedEnd(run: Run, judged: readonly JudgedTrial[]): boolean {
  const ids = runIds(run);
  return PHASES.every((phase) => {
    const trials = scoredTest(judged, phase);
    return trials.length >= ids[phase].test.length || stoppedEarly(trials);
  });
}

/**
 * Practice items never answered right in SAME_DIFFERENT_PRACTICE_MAX_ATTEMPTS tries: the game
 * went on without them (the child may not have understood), and the run is flagged.
 */
export function sameDifferentPracticeNotPassed(judged: readonly JudgedTrial[]): string[] {
  const tries = new Map<string, { count: number; passed: boolean }>();
  for (const trial of judged) {
    if (trial.stage !== 'practice' || trial.correct === null || !trial.itemId) continue;
    const key = `${trial.subtask}:${trial.itemId}`;
    const seen = tries.get(key) ?? { count: 0, passed: false };
    tries.set(key, { count: seen.count + 1, passed: seen.passed || trial.correct });
  }
  return [...tries]
    .filter(([, t]) => !t.passed && t.count >= SAME_DIFFERENT_PRACTICE_MAX_ATTEMPTS)
    .map(([key]) => key.slice(key.indexOf(':') + 1));
}
