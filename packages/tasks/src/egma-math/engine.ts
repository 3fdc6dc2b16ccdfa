import type { Rng } from '../runtime/random.ts';
import type { GameTrial, TrialStage } from '../trial-types.ts';
import { egmaBank } from './bank.ts';
import { EGMA_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import type { EgmaBand, EgmaBlock, EgmaBlockId, EgmaFormat, EgmaItem } from './types.ts';

const lureValues = (item: EgmaItem) => item.lures.map((lure) => lure.value);

/** One screen of the Math Game. */
export interface EgmaStep {
  stage: TrialStage;
  block: EgmaBlockId;
  format: EgmaFormat;
  item: EgmaItem;
  /** The options' values in the order shown (shuffled with the run's generator); [] on a slider. */
  options: string[];
  trialIndex: number;
  /** First step of its block (its instructions come before it). */
  opensBlock: boolean;
  /** First test step of its block (after its practice). */
  opensTest: boolean;
  /** Practice: which try at this item, 1 to EGMA_PRACTICE_MAX_ATTEMPTS; null in test. */
  practiceAttempt: number | null;
}

/**
 * The rules of the Math Game, free of the screen: the band's blocks in order; in each, its
 * practice items (each repeated until right, at most EGMA_PRACTICE_MAX_ATTEMPTS tries), then its
 * test items until they end or the block's run of consecutive errors ends it, and the game goes
 * on with the next block. `itemsPerBlock` keeps the first test items of each block (the short
 * variant). Options are shuffled with the run's generator, so a reloaded run replays to the same
 * screen.
 */
export function createEgmaEngine(options: {
  band: EgmaBand;
  rng: Rng;
  practice: boolean;
  itemsPerBlock?: number;
}) {
  const { rng } = options;
  const limit =
    options.itemsPerBlock === undefined ? Infinity : Math.max(1, Math.floor(options.itemsPerBlock));
  const blocks: readonly EgmaBlock[] = egmaBank(options.band).map((block) => ({
    ...block,
    practice: options.practice ? block.practice : [],
    test: block.test.slice(0, limit),
  }));
  let blockIndex = 0;
  let practiceDone = 0;
  let attempt = 1;
  let testDone = 0;
  let errorsInARow = 0;
  let trialIndex = 0;
  let pending: EgmaStep | null = null;

  const blockOver = (block: EgmaBlock) =>
    practiceDone >= block.practice.length &&
    (testDone >= block.test.length || errorsInARow >= block.maxConsecutiveErrors);

  const engine = {
    next(): EgmaStep | null {
      if (pending) return pending;
      while (blockIndex < blocks.length && blockOver(blocks[blockIndex]!)) {
        blockIndex += 1;
        practiceDone = 0;
        attempt = 1;
        testDone = 0;
        errorsInARow = 0;
      }
      const block = blocks[blockIndex];
      if (!block) return null;
      const inPractice = practiceDone < block.practice.length;
      const item = inPractice ? block.practice[practiceDone]! : block.test[testDone]!;
      pending = {
        stage: inPractice ? 'practice' : 'test',
        block: block.id,
        format: block.format,
        item,
        // A repeated practice item is shuffled again: the answer does not stay where it was.
        options: item.lures.length > 0 ? rng.shuffle([item.answer, ...lureValues(item)]) : [],
        trialIndex,
        opensBlock: practiceDone === 0 && attempt === 1 && testDone === 0,
        opensTest: !inPractice && testDone === 0,
        practiceAttempt: inPractice ? attempt : null,
      };
      return pending;
    },

    answer(step: EgmaStep, correct: boolean): void {
      pending = null;
      trialIndex += 1;
      if (step.stage === 'practice') {
        if (correct || attempt >= EGMA_PRACTICE_MAX_ATTEMPTS) {
          practiceDone += 1;
          attempt = 1;
        } else {
          attempt += 1;
        }
        return;
      }
      testDone += 1;
      errorsInARow = correct ? 0 : errorsInARow + 1;
    },

    /**
     * Test items behind the child, and all of them: the items of blocks already over count as
     * behind, answered or skipped, so the progress bar never goes back.
     */
    progress() {
      const total = blocks.reduce((sum, block) => sum + block.test.length, 0);
      const before = blocks.slice(0, blockIndex).reduce((sum, b) => sum + b.test.length, 0);
      return { answered: before + testDone, total };
    },

    /**
     * Replays recorded trials in order, so the run continues with the next step. Stops at the
     * first trial that is not the item the engine would give (trials of another band or version)
     * and returns how many it replayed.
     */
    replay(trials: readonly GameTrial[]): number {
      let replayed = 0;
      for (const trial of trials) {
        const step = engine.next();
        if (!step || (trial.itemId !== undefined && trial.itemId !== step.item.id)) break;
        engine.answer(step, trial.data.correct === 1);
        replayed += 1;
      }
      return replayed;
    },
  };
  return engine;
}

export type EgmaEngine = ReturnType<typeof createEgmaEngine>;
