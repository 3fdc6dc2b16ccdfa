import type { GameTrial, TrialStage } from '../trial-types.ts';
import { syntaxPracticeItems, syntaxTestList } from './bank.ts';
import { SYNTAX_DEFAULT_MAX_CONSECUTIVE_ERRORS, SYNTAX_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import type { SyntaxItem } from './types.ts';

/** One screen of the Syntax Game: a sentence and its four pictures. */
export interface SyntaxStep {
  /** 0, 1, 2... over the whole run, practice tries included. */
  trialIndex: number;
  stage: TrialStage;
  itemId: string;
  item: SyntaxItem;
  /** First step of the practice, of the test, or of a test block (its number, 0-based). */
  opens: 'practice' | 'test' | 'block' | null;
  /** Practice: which try at this sentence, 1 to SYNTAX_PRACTICE_MAX_ATTEMPTS; null in the test. */
  practiceAttempt: number | null;
}

export interface SyntaxEngineOptions {
  practice: boolean;
  /** Blocks given (the first ones); all 20 when absent. */
  blocks?: number | undefined;
  /** Sentences per block (the first ones); all 4 when absent. */
  itemsPerBlock?: number | undefined;
  maxConsecutiveErrors?: number | undefined;
  /** Test time (ms of sentence screens) before the game ends; Infinity: no limit. */
  limitMs: number;
}

/**
 * The rules of the Syntax Game, free of the screen: the practice sentences, each repeated until
 * right (at most SYNTAX_PRACTICE_MAX_ATTEMPTS tries), then the test blocks in order until every
 * sentence is answered, `maxConsecutiveErrors` wrong answers in a row, or the time limit.
 */
export function createSyntaxEngine(options: SyntaxEngineOptions) {
  const practice = options.practice ? syntaxPracticeItems() : [];
  const test = syntaxTestList(options.blocks, options.itemsPerBlock);
  const maxErrors = options.maxConsecutiveErrors ?? SYNTAX_DEFAULT_MAX_CONSECUTIVE_ERRORS;
  let practiceDone = 0;
  let attempt = 1;
  let testDone = 0;
  let errorsInARow = 0;
  let trialIndex = 0;
  let usedMs = 0;
  let expired = false;
  let pending: SyntaxStep | null = null;

  const testOver = () =>
    testDone >= test.length || errorsInARow >= maxErrors || expired || usedMs >= options.limitMs;

  const stepOf = (item: SyntaxItem, inPractice: boolean): SyntaxStep => {
    let opens: SyntaxStep['opens'] = null;
    if (inPractice && practiceDone === 0 && attempt === 1) opens = 'practice';
    else if (!inPractice && testDone === 0) opens = 'test';
    else if (!inPractice && test[testDone - 1]!.block !== item.block) opens = 'block';
    return {
      trialIndex,
      stage: inPractice ? 'practice' : 'test',
      itemId: item.id,
      item,
      opens,
      practiceAttempt: inPractice ? attempt : null,
    };
  };

  const engine = {
    /** The step to show, the same until it is answered; null when the game is over. */
    next(): SyntaxStep | null {
      if (pending) return pending;
      if (practiceDone < practice.length) pending = stepOf(practice[practiceDone]!, true);
      else if (!testOver()) pending = stepOf(test[testDone]!, false);
      return pending;
    },

    /**
     * Records the answer to the pending step (an answer to any other step is ignored);
     * `elapsedMs`: the test time used when it was given.
     */
    answer(step: SyntaxStep, correct: boolean, elapsedMs?: number): void {
      if (step.trialIndex !== trialIndex || !pending) return;
      pending = null;
      trialIndex += 1;
      if (step.stage === 'practice') {
        if (correct || attempt >= SYNTAX_PRACTICE_MAX_ATTEMPTS) {
          practiceDone += 1;
          attempt = 1;
        } else {
          attempt += 1;
        }
        return;
      }
      testDone += 1;
      errorsInARow = correct ? 0 : errorsInARow + 1;
      if (elapsedMs !== undefined) usedMs = Math.max(usedMs, elapsedMs);
    },

    /** The time limit has passed while a sentence was on screen: the game ends unanswered. */
    expire(): void {
      expired = true;
      if (pending?.stage === 'test') pending = null;
    },

    /** Test time used so far (ms). */
    usedMs: () => usedMs,
    limitMs: options.limitMs,

    /** Test sentences behind the child, and all of them; a game ended early shows full. */
    progress(): { answered: number; total: number } {
      return { answered: testOver() ? test.length : testDone, total: test.length };
    },

    /**
     * Replays recorded trials in order (a reload), judging each stored response against its
     * item, so the run continues with the same next step and the test time already used. Stops
     * at the first trial that is not the step the engine would give; returns how many it replayed.
     */
    replay(trials: readonly GameTrial[]): number {
      let replayed = 0;
      for (const trial of [...trials].sort((a, b) => a.trialIndex - b.trialIndex)) {
        const step = engine.next();
        if (!step || trial.itemId !== step.itemId || trial.stage !== step.stage) break;
        const elapsed = trial.data.elapsedMs;
        engine.answer(
          step,
          trial.data.response === step.item.answer,
          typeof elapsed === 'number' ? elapsed : undefined,
        );
        replayed += 1;
      }
      return replayed;
    },
  };
  return engine;
}

export type SyntaxEngine = ReturnType<typeof createSyntaxEngine>;
