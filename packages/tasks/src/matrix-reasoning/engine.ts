import { createRng } from '../runtime/random.ts';
import type { GameTrial, TrialStage } from '../trial-types.ts';
import { matrixPracticeItems, matrixTestList } from './bank.ts';
import { MATRIX_MAX_CONSECUTIVE_ERRORS, MATRIX_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import type { MatrixItem, MatrixChoice, MatrixPart } from './types.ts';

/** The two blocks of a run: the practice items, then the test items. */
export type MatrixBlock = 'practice' | 'test';

/** One screen of the Puzzle Game. */
export interface MatrixStep {
  /** 0, 1, 2... over the whole run, practice tries included. */
  trialIndex: number;
  stage: TrialStage;
  block: MatrixBlock;
  itemId: string;
  /** The matrix: its eight cells (MatrixFigure draws it). */
  item: MatrixItem;
  /** Items by their number of varying rules: the trial's subtask. */
  part: MatrixPart;
  /** The four options in the order shown (figure.tsx MatrixOption draws each; its key is the response). */
  options: readonly MatrixChoice[];
  /** First step of its block: its instructions are spoken before it. */
  opensBlock: boolean;
  /** Practice: which try at this item, 1 to MATRIX_PRACTICE_MAX_ATTEMPTS; null in the test. */
  practiceAttempt: number | null;
}

export interface MatrixEngineOptions {
  /** The run's seed: it orders the options (the items are the bank's, the same for everyone). */
  seed: string;
  practice: boolean;
  /** Test items (the params' numTrials); absent: the standard 30. */
  numTrials?: number;
}

/**
 * The order a run shows an item's options in, from the run's seed, the item and the try (a
 * repeated practice item is shuffled again, so its answer does not stay where it was). It needs
 * no engine state, so a reloaded run and the server rebuild the same order.
 */
export const optionOrder = (
  seed: string,
  item: MatrixItem,
  attempt: number,
): readonly MatrixChoice[] => createRng(`${seed}|${item.id}|${attempt}`).shuffle(item.options);

/**
 * The rules of the Puzzle Game, free of the screen: the practice items, each repeated until
 * right (at most MATRIX_PRACTICE_MAX_ATTEMPTS tries), then the test items in rising difficulty
 * until they end or MATRIX_MAX_CONSECUTIVE_ERRORS wrong answers in a row end the game.
 */
export function createMatrixEngine(options: MatrixEngineOptions) {
  const practice = options.practice ? matrixPracticeItems() : [];
  const test = matrixTestList(options.numTrials);
  let practiceDone = 0;
  let attempt = 1;
  let testDone = 0;
  let errorsInARow = 0;
  let trialIndex = 0;
  let pending: MatrixStep | null = null;

  const testOver = () => testDone >= test.length || errorsInARow >= MATRIX_MAX_CONSECUTIVE_ERRORS;

  const stepOf = (item: MatrixItem, inPractice: boolean): MatrixStep => ({
    trialIndex,
    stage: inPractice ? 'practice' : 'test',
    block: inPractice ? 'practice' : 'test',
    itemId: item.id,
    item,
    part: item.part,
    options: optionOrder(options.seed, item, inPractice ? attempt : 1),
    opensBlock: inPractice ? practiceDone === 0 && attempt === 1 : testDone === 0,
    practiceAttempt: inPractice ? attempt : null,
  });

  const engine = {
    /** The step to show, the same until it is answered; null when the game is over. */
    next(): MatrixStep | null {
      if (pending) return pending;
      if (practiceDone < practice.length) pending = stepOf(practice[practiceDone]!, true);
      else if (!testOver()) pending = stepOf(test[testDone]!, false);
      return pending;
    },

    /** Records the answer to the pending step (an answer to any other step is ignored). */
    answer(step: MatrixStep, correct: boolean): void {
      if (step.trialIndex !== trialIndex || !pending) return;
      pending = null;
      trialIndex += 1;
      if (step.stage === 'practice') {
        if (correct || attempt >= MATRIX_PRACTICE_MAX_ATTEMPTS) {
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

    /** Test items behind the child, and all of them; a game ended by its errors shows full. */
    progress(): { answered: number; total: number } {
      return { answered: testOver() ? test.length : testDone, total: test.length };
    },

    /**
     * Replays recorded trials in order (a reload), judging each stored response against its item,
     * so the run continues with the same next step. Stops at the first trial that is not the step
     * the engine would give (another version or variant) and returns how many it replayed.
     */
    replay(trials: readonly GameTrial[]): number {
      let replayed = 0;
      for (const trial of trials) {
        const step = engine.next();
        if (!step || trial.itemId !== step.itemId || trial.stage !== step.stage) break;
        engine.answer(step, trial.data.response === step.item.answer);
        replayed += 1;
      }
      return replayed;
    },
  };
  return engine;
}

export type MatrixEngine = ReturnType<typeof createMatrixEngine>;
