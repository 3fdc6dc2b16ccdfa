import type { GameTrial, TrialStage } from '../trial-types.ts';
import { sameDifferentBank } from './bank.ts';
import { testList } from './lists.ts';
import { isRight } from './logic.ts';
import {
  SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW,
  SAME_DIFFERENT_PRACTICE_MAX_ATTEMPTS,
} from './rules.ts';
import { promptOf } from './texts.ts';
import { PHASES, type Phase, type SameDifferentItem } from './types.ts';

/** One screen of the Shapes Game. */
export interface SameDifferentStep {
  /** 0, 1, 2... over the whole run, practice included. */
  trialIndex: number;
  stage: TrialStage;
  /** The phase: 'same-different' (phase 1) or 'matching' (phase 2). */
  block: Phase;
  itemId: string;
  /** The cards to draw (in this order: a response's indices count from 0), kind and key. */
  item: SameDifferentItem;
  /** The question: its clip key (spoken as the cards appear, replayable) and its text (shown). */
  promptClip: string;
  prompt: string;
  /** First step of its phase: the phase's intro (and practice intro) are spoken before it. */
  opensBlock: boolean;
  /** First test step of its phase: the test intro is spoken before it. */
  opensTest: boolean;
  /** Practice: which try at the item, 1 to SAME_DIFFERENT_PRACTICE_MAX_ATTEMPTS; null in test. */
  practiceAttempt: number | null;
}

export interface SameDifferentEngineOptions {
  /** The run's seed: it chooses and orders the test items (the server rebuilds them from it). */
  seed: string;
  practice: boolean;
  /** Test items per phase; the standard 16 when absent. */
  numTrials?: number;
}

/**
 * The rules of the Shapes Game, free of the screen: phase 1 then phase 2; in each, its practice
 * items (a wrong one comes again, at most SAME_DIFFERENT_PRACTICE_MAX_ATTEMPTS tries), then its
 * test items until they end or SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW errors in a row end the phase.
 */
export function createSameDifferentEngine(options: SameDifferentEngineOptions) {
  const { practice } = sameDifferentBank();
  const phases = PHASES.map((phase) => ({
    phase,
    practice: options.practice ? practice[phase] : [],
    test: testList(options.seed, phase, options.numTrials),
  }));
  let phaseIndex = 0;
  let practiceDone = 0;
  let attempt = 1;
  let testDone = 0;
  let errorsInARow = 0;
  let trialIndex = 0;
  let pending: SameDifferentStep | null = null;

  const phaseOver = (p: (typeof phases)[number]) =>
    practiceDone >= p.practice.length &&
    (testDone >= p.test.length || errorsInARow >= SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW);

  const engine = {
    /** The step to show; the same one until it is answered; null when the game is over. */
    next(): SameDifferentStep | null {
      if (pending) return pending;
      while (phaseIndex < phases.length && phaseOver(phases[phaseIndex]!)) {
        phaseIndex += 1;
        [practiceDone, attempt, testDone, errorsInARow] = [0, 1, 0, 0];
      }
      const p = phases[phaseIndex];
      if (!p) return null;
      const inPractice = practiceDone < p.practice.length;
      const item = inPractice ? p.practice[practiceDone]! : p.test[testDone]!;
      const prompt = promptOf(item);
      pending = {
        trialIndex,
        stage: inPractice ? 'practice' : 'test',
        block: p.phase,
        itemId: item.id,
        item,
        promptClip: prompt.clip,
        prompt: prompt.text,
        opensBlock: practiceDone === 0 && attempt === 1 && testDone === 0,
        opensTest: !inPractice && testDone === 0,
        practiceAttempt: inPractice ? attempt : null,
      };
      return pending;
    },

    /** Records the answer to the pending step (any other step, e.g. a second tap, is ignored). */
    answer(step: SameDifferentStep, correct: boolean): void {
      if (!pending || step.trialIndex !== pending.trialIndex) return;
      pending = null;
      trialIndex += 1;
      if (step.stage === 'practice') {
        if (correct || attempt >= SAME_DIFFERENT_PRACTICE_MAX_ATTEMPTS) {
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

    /** Test items behind the child, of all: a phase ended early counts as behind. */
    progress(): { answered: number; total: number } {
      const total = phases.reduce((sum, p) => sum + p.test.length, 0);
      const before = phases.slice(0, phaseIndex).reduce((sum, p) => sum + p.test.length, 0);
      return { answered: Math.min(total, before + testDone), total };
    },

    /**
     * Replays recorded trials in order (after a reload), judging each from its response, so the
     * run continues with the step that followed them. Stops at the first trial that is not the
     * step the engine gives (another seed or version); returns how many it replayed.
     */
    replay(trials: readonly GameTrial[]): number {
      let replayed = 0;
      for (const trial of [...trials].sort((a, b) => a.trialIndex - b.trialIndex)) {
        const step = engine.next();
        if (!step || trial.itemId !== step.itemId || trial.stage !== step.stage) break;
        const response = typeof trial.data.response === 'string' ? trial.data.response : null;
        engine.answer(step, isRight(step.item, response));
        replayed += 1;
      }
      return replayed;
    },
  };
  return engine;
}

export type SameDifferentEngine = ReturnType<typeof createSameDifferentEngine>;
