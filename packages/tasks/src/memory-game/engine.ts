import type { GameTrial, TrialStage } from '../trial-types.ts';
import { memoryItemId, memoryKey, memorySequence, type MemoryItem } from './items.ts';
import {
  MEMORY_PHASES,
  MEMORY_PRACTICE_LENGTH,
  MEMORY_PRACTICE_MAX_ATTEMPTS,
  MEMORY_PRACTICE_SEQUENCES,
  PHASE_START,
  afterAnswer,
  phaseOver,
  testCap,
  type MemoryGrid,
  type MemoryPhase,
  type PhaseState,
} from './rules.ts';

/** One sequence of the Memory Game: light it, then take the child's taps. */
export interface MemoryStep {
  /** 0, 1, 2... over the whole run, practice included. */
  trialIndex: number;
  stage: TrialStage;
  /** The phase, also the trial's block and subtask. */
  block: MemoryPhase;
  /** 'backward': the child taps the sequence in reverse order. */
  direction: MemoryPhase;
  itemId: string;
  grid: MemoryGrid;
  length: number;
  /** The squares to light, in order (numbered row by row from 0, top left). */
  sequence: number[];
  /** The right taps joined by '-' (the sequence, reversed in the backward phase). */
  correctResponse: string;
  /** First step of its phase: the phase's instructions are spoken before it. */
  opensBlock: boolean;
  /** First test step of its phase (after its practice, if any). */
  opensTest: boolean;
  /** Practice: which try at this sequence, 1 to MEMORY_PRACTICE_MAX_ATTEMPTS; null in test. */
  practiceAttempt: number | null;
}

export interface MemoryEngineOptions {
  /** The run's seed: the sequences come from it (and their place), so the server rebuilds them. */
  seed: string;
  grid: MemoryGrid;
  practice: boolean;
  /** The variant's trialsPerBlock: most test sequences per phase (21 without it). */
  trialsPerPhase?: number;
}

/**
 * The rules of the Memory Game, free of the screen: forward then backward; in each, its practice
 * sequences (each shown again until right, at most MEMORY_PRACTICE_MAX_ATTEMPTS tries), then test
 * sequences from length 2, one longer after 3 right in a row, until 3 wrong in a row or the cap.
 * Every step comes from the seed and the answers before it, so a reload replays to the same step.
 */
export function createMemoryEngine(options: MemoryEngineOptions) {
  const { seed, grid } = options;
  const cap = testCap(options.trialsPerPhase);
  const practiceCount = (phase: MemoryPhase) =>
    options.practice ? MEMORY_PRACTICE_SEQUENCES[phase] : 0;
  let phaseIndex = 0;
  let practiceDone = 0;
  let attempt = 1;
  let state: PhaseState = PHASE_START;
  let trialIndex = 0;
  let pending: MemoryStep | null = null;

  const phaseComplete = (phase: MemoryPhase) =>
    practiceDone >= practiceCount(phase) && phaseOver(state, cap);

  const engine = {
    next(): MemoryStep | null {
      if (pending) return pending;
      while (phaseIndex < MEMORY_PHASES.length && phaseComplete(MEMORY_PHASES[phaseIndex]!)) {
        phaseIndex += 1;
        practiceDone = 0;
        attempt = 1;
        state = PHASE_START;
      }
      const phase = MEMORY_PHASES[phaseIndex];
      if (!phase) return null;
      const inPractice = practiceDone < practiceCount(phase);
      const item: MemoryItem = inPractice
        ? { phase, practice: true, index: practiceDone, length: MEMORY_PRACTICE_LENGTH, grid }
        : { phase, practice: false, index: state.done, length: state.length, grid };
      const sequence = memorySequence(seed, item);
      pending = {
        trialIndex,
        stage: inPractice ? 'practice' : 'test',
        block: phase,
        direction: phase,
        itemId: memoryItemId(item),
        grid,
        length: item.length,
        sequence,
        correctResponse: memoryKey(phase, sequence),
        opensBlock: practiceDone === 0 && attempt === 1 && state.done === 0,
        opensTest: !inPractice && state.done === 0,
        practiceAttempt: inPractice ? attempt : null,
      };
      return pending;
    },

    /**
     * Records the answer to the pending step (`correct`: the taps were the step's key). An answer
     * to any other step is ignored, so a late second call cannot count a sequence twice.
     */
    answer(step: MemoryStep, correct: boolean): void {
      if (!pending || step.trialIndex !== pending.trialIndex) return;
      pending = null;
      trialIndex += 1;
      if (step.stage === 'practice') {
        if (correct || attempt >= MEMORY_PRACTICE_MAX_ATTEMPTS) {
          practiceDone += 1;
          attempt = 1;
        } else {
          attempt += 1;
        }
        return;
      }
      state = afterAnswer(state, correct);
    },

    /**
     * Test sequences behind the child, of all there can be: a phase that stopped early counts
     * as played through, so the bar never goes back.
     */
    progress(): { answered: number; total: number } {
      const current = phaseOver(state, cap) ? cap : state.done;
      const answered = Math.min(phaseIndex, MEMORY_PHASES.length) * cap + current;
      return {
        answered: Math.min(answered, MEMORY_PHASES.length * cap),
        total: MEMORY_PHASES.length * cap,
      };
    },

    /**
     * Replays recorded trials in order, judging each response against the step's key, so the run
     * continues with the step it would have had. Stops at the first trial that is not the step
     * the engine gives (another grid, seed or version); returns how many it replayed.
     */
    replay(trials: readonly GameTrial[]): number {
      let replayed = 0;
      for (const trial of trials) {
        const step = engine.next();
        if (!step || trial.itemId !== step.itemId || trial.stage !== step.stage) break;
        engine.answer(step, trial.data.response === step.correctResponse);
        replayed += 1;
      }
      return replayed;
    },
  };
  return engine;
}

export type MemoryEngine = ReturnType<typeof createMemoryEngine>;
