import type { CognitionMeasure } from '@roar/contracts';
import type { JudgedTrial, RunToScore, StoredTrial } from '../registry/definition.ts';
import { clampRt, inTrialOrder, responseOf } from '../registry/judging.ts';
import { memoryKey, memorySequence, parseMemoryItemId, type MemoryItem } from './items.ts';
import {
  MEMORY_ERRORS_TO_STOP,
  MEMORY_PHASES,
  MEMORY_PRACTICE_LENGTH,
  MEMORY_PRACTICE_MAX_ATTEMPTS,
  MEMORY_PRACTICE_SEQUENCES,
  PHASE_START,
  afterAnswer,
  phaseOver,
  testCap,
  type MemoryPhase,
  type PhaseState,
} from './rules.ts';

/**
 * Scoring a Memory Game run from its stored trials alone: each sequence is rebuilt from the run's
 * seed and the place its id spells, and the place itself must be the one the rules give there.
 */

type MemoryRun = RunToScore<{ trialsPerBlock?: number }>;

/** What a judged trial tells beyond its answer. */
export interface MemoryFacts {
  phase: MemoryPhase;
  length: number;
  grid: number;
}

/** The run's board: that of its first trial with a well-formed id (a run is on one board). */
const gridOfRun = (trials: readonly StoredTrial[]) =>
  trials.map((t) => parseMemoryItemId(t.itemId)).find((item) => item !== null)?.grid ?? null;

/**
 * Whether a sequence is one the run gave at this trial: same board, stored under its phase, a
 * practice id for a practice trial; a practice sequence of the phase's list, or the test sequence
 * the rules give after the phase's judged answers so far (its index and length), before the phase
 * stopped. A copy, a skipped-ahead or a longer sequence than earned is not scored.
 */
function isGivenHere(
  trial: StoredTrial,
  item: MemoryItem,
  grid: number,
  state: PhaseState,
  cap: number,
) {
  if (item.grid !== grid || trial.subtask !== item.phase) return false;
  if (item.practice !== (trial.stage === 'practice')) return false;
  if (item.practice) {
    return (
      item.index < MEMORY_PRACTICE_SEQUENCES[item.phase] && item.length === MEMORY_PRACTICE_LENGTH
    );
  }
  return !phaseOver(state, cap) && item.index === state.done && item.length === state.length;
}

/**
 * Judges a run: the taps must be exactly the rebuilt sequence (reversed backward). Without a seed
 * nothing can be rebuilt and nothing is scored. Test answers move each phase's rules on as the
 * game did, so the next trial's place is checked against the server's own count.
 */
export function judgeMemoryRun(run: MemoryRun): JudgedTrial[] {
  const trials = inTrialOrder(run.trials);
  const grid = gridOfRun(trials);
  const cap = testCap(run.params.trialsPerBlock);
  const states: Record<MemoryPhase, PhaseState> = { forward: PHASE_START, backward: PHASE_START };
  return trials.map((trial) => {
    const found = parseMemoryItemId(trial.itemId);
    const item =
      run.seed &&
      found &&
      grid !== null &&
      isGivenHere(trial, found, grid, states[found.phase], cap)
        ? found
        : null;
    let correct: boolean | null = null;
    if (item && run.seed) {
      correct = responseOf(trial) === memoryKey(item.phase, memorySequence(run.seed, item));
      if (!item.practice) states[item.phase] = afterAnswer(states[item.phase], correct);
    }
    const facts: MemoryFacts | null = item
      ? { phase: item.phase, length: item.length, grid: item.grid }
      : null;
    return {
      trialIndex: trial.trialIndex,
      subtask: trial.subtask ?? null,
      stage: trial.stage === 'practice' ? 'practice' : 'test',
      itemId: trial.itemId ?? null,
      correct,
      rtMs: clampRt(trial.data.rt),
      facts: facts ? { ...facts } : {},
    };
  });
}

const scoredTest = (judged: readonly JudgedTrial[], phase: MemoryPhase) =>
  judged.filter((t) => t.stage === 'test' && t.subtask === phase && t.correct !== null);

/** The headline: test sequences right over both phases, and their percent of those scored. */
export function memoryHeadline(test: readonly JudgedTrial[]) {
  const scored = test.filter((t) => t.stage === 'test' && t.correct !== null);
  const correct = scored.filter((t) => t.correct === true).length;
  return {
    rawScore: correct,
    percentCorrect: scored.length > 0 ? Math.round((100 * correct) / scored.length) : null,
  };
}

/**
 * Per phase, in the game's order: sequences right and tried, and the span (the longest
 * sequence repeated right, 0 without any). A phase without a scored trial is left out.
 */
export function memoryMeasures(judged: readonly JudgedTrial[]): CognitionMeasure[] {
  return MEMORY_PHASES.flatMap((phase) => {
    const trials = scoredTest(judged, phase);
    if (trials.length === 0) return [];
    const right = trials.filter((t) => t.correct === true);
    const lengths = right.map((t) => (t.facts as unknown as MemoryFacts).length);
    return [
      {
        part: phase,
        correct: right.length,
        attempted: trials.length,
        span: Math.max(0, ...lengths),
      },
    ];
  });
}

/** Whether both phases ran to their stop: the cap of sequences, or the run of errors. */
export function memoryReachedEnd(run: MemoryRun, test: readonly JudgedTrial[]): boolean {
  const cap = testCap(run.params.trialsPerBlock);
  return MEMORY_PHASES.every((phase) => {
    const trials = scoredTest(test, phase);
    const last = trials.slice(-MEMORY_ERRORS_TO_STOP);
    return (
      trials.length >= cap ||
      (last.length === MEMORY_ERRORS_TO_STOP && last.every((t) => t.correct === false))
    );
  });
}

/**
 * Practice sequences never answered right in MEMORY_PRACTICE_MAX_ATTEMPTS tries: the game went on
 * without them, and a run with any is flagged (the child may not have understood the task).
 */
export function memoryPracticeNotPassed(judged: readonly JudgedTrial[]): string[] {
  const tries = new Map<string, { count: number; passed: boolean }>();
  for (const trial of judged) {
    if (trial.stage !== 'practice' || trial.correct === null || !trial.itemId) continue;
    const seen = tries.get(trial.itemId) ?? { count: 0, passed: false };
    tries.set(trial.itemId, { count: seen.count + 1, passed: seen.passed || trial.correct });
  }
  return [...tries]
    .filter(([, t]) => !t.passed && t.count >= MEMORY_PRACTICE_MAX_ATTEMPTS)
    .map(([id]) => id);
}
