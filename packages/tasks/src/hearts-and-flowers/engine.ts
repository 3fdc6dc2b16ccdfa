import type { GameTrial, TrialStage } from '../trial-types.ts';
import { HF_FIXATION_MS, HF_INSTRUCTION_MAX_ATTEMPTS } from './rules.ts';
import { hfPlan, type HfBlockPlan, type HfPlanOptions } from './sequence.ts';
import {
  asSide,
  correctSide,
  type HfBlockId,
  type HfItem,
  type HfPhase,
  type HfShape,
  type HfSide,
} from './types.ts';

/** One trial on screen: a fixation, then the shape on its side until an answer or time-out. */
export interface HfStep {
  trialIndex: number;
  /** 'practice' for instruction and practice trials. */
  stage: TrialStage;
  phase: HfPhase;
  block: HfBlockId;
  itemId: string;
  shape: HfShape;
  /** Where the shape is drawn. */
  side: HfSide;
  /** The button to press. */
  correctResponse: HfSide;
  /** Fixation shown before the shape (ms). */
  fixationMs: number;
  /** Time to answer once the shape shows; null: no limit (instruction trials). */
  responseWindowMs: number | null;
  /** Instruction and practice trials: the screen says right or wrong after the answer. */
  feedback: boolean;
  /** Instruction trials: which try at it, 1 to HF_INSTRUCTION_MAX_ATTEMPTS; null otherwise. */
  practiceAttempt: number | null;
  /** First step of its block: the block's intro is spoken before it. */
  opensBlock: boolean;
  /** First step of its phase: 'practice-intro' or 'test-intro' is spoken before it. */
  opensPhase: boolean;
}

/** What an answer did: the screen speaks 'retry.<shape>' on a repeat, 'move-on' on a give-up. */
export interface HfOutcome {
  correct: boolean;
  /** The same instruction trial comes again. */
  repeat: boolean;
  /** An instruction trial or a practice ended without being passed; the game goes on. */
  gaveUp: boolean;
}

export interface HfEngineOptions extends HfPlanOptions {
  /** The run's seed: the sides and shapes come from it. */
  seed: string;
}

const PHASES: readonly HfPhase[] = ['instruction', 'practice', 'test'];

/**
 * The rules of Hearts and Flowers, free of the screen: the blocks in order; in each, its
 * instruction trials (each repeated until right, at most HF_INSTRUCTION_MAX_ATTEMPTS tries), its
 * practice until the block's streak of right answers (at most the practice list), then its test
 * trials. Everything comes from the plan generated from the seed, so a reloaded run replays to
 * the same step and every loop ends.
 */
export function createHfEngine(options: HfEngineOptions) {
  const blocks: readonly HfBlockPlan[] = hfPlan(options.seed, options);
  let blockIndex = 0;
  let phaseIndex = 0;
  let index = 0;
  let attempt = 1;
  let streak = 0;
  let trialIndex = 0;
  let blockOpened = false;
  let phaseOpened = false;
  let pending: HfStep | null = null;

  const listOf = (block: HfBlockPlan): readonly HfItem[] => block[PHASES[phaseIndex]!];
  const phaseOver = (block: HfBlockPlan) =>
    index >= listOf(block).length ||
    (PHASES[phaseIndex] === 'practice' && streak >= (block.rules.practiceStreak ?? 0));

  /** Moves past finished phases and blocks (each turn moves on: the loop ends). */
  const settle = () => {
    while (blockIndex < blocks.length && phaseOver(blocks[blockIndex]!)) {
      phaseIndex += 1;
      if (phaseIndex >= PHASES.length) {
        blockIndex += 1;
        phaseIndex = 0;
        blockOpened = false;
      }
      index = 0;
      attempt = 1;
      streak = 0;
      phaseOpened = false;
    }
  };

  const engine = {
    /** The step on screen: the same one until it is answered; null at the end. */
    next(): HfStep | null {
      if (pending) return pending;
      settle();
      const block = blocks[blockIndex];
      if (!block) return null;
      const item = listOf(block)[index]!;
      const timed = item.phase !== 'instruction';
      pending = {
        trialIndex,
        stage: item.phase === 'test' ? 'test' : 'practice',
        phase: item.phase,
        block: block.id,
        itemId: item.id,
        shape: item.shape,
        side: item.side,
        correctResponse: correctSide(item.shape, item.side),
        fixationMs: HF_FIXATION_MS,
        responseWindowMs: timed ? block.rules.responseWindowMs : null,
        feedback: item.phase !== 'test',
        practiceAttempt: timed ? null : attempt,
        opensBlock: !blockOpened,
        opensPhase: !phaseOpened,
      };
      blockOpened = true;
      phaseOpened = true;
      return pending;
    },

    /**
     * Records the answer to the pending step: the side pressed, or null when its time ran out
     * (pass the `response` that hfTrialData recorded). An answer to another step is ignored.
     */
    answer(step: HfStep, response: string | null): HfOutcome {
      const correct = asSide(response) === step.correctResponse;
      if (!pending || step.trialIndex !== pending.trialIndex) {
        return { correct, repeat: false, gaveUp: false };
      }
      pending = null;
      trialIndex += 1;
      if (step.phase === 'instruction') {
        const repeat = !correct && attempt < HF_INSTRUCTION_MAX_ATTEMPTS;
        if (repeat) attempt += 1;
        else {
          index += 1;
          attempt = 1;
        }
        return { correct, repeat, gaveUp: !correct && !repeat };
      }
      index += 1;
      if (step.phase === 'test') return { correct, repeat: false, gaveUp: false };
      streak = correct ? streak + 1 : 0;
      const block = blocks[blockIndex]!;
      const passed = streak >= (block.rules.practiceStreak ?? 0);
      return { correct, repeat: false, gaveUp: !passed && index >= block.practice.length };
    },

    /** Test trials behind the child and in all (the progress bar never goes back). */
    progress(): { answered: number; total: number } {
      const total = blocks.reduce((sum, b) => sum + b.test.length, 0);
      const before = blocks.slice(0, blockIndex).reduce((sum, b) => sum + b.test.length, 0);
      return { answered: before + (PHASES[phaseIndex] === 'test' ? index : 0), total };
    },

    /**
     * Replays recorded trials in order (their responses), so the run continues with the next
     * step. Stops at the first trial that is not the item the engine would give (another seed
     * or version) and returns how many it replayed.
     */
    replay(trials: readonly GameTrial[]): number {
      let replayed = 0;
      for (const trial of trials) {
        const step = engine.next();
        if (!step || trial.itemId !== step.itemId) break;
        engine.answer(step, asSide(trial.data.response));
        replayed += 1;
      }
      return replayed;
    },
  };
  return engine;
}

export type HfEngine = ReturnType<typeof createHfEngine>;
