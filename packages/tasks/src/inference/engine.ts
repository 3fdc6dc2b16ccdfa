import type { GameTrial, TrialStage } from '../trial-types.ts';
import { PRACTICE, isRight, testPassages } from './bank.ts';
import {
  INFERENCE_DEFAULT_MAX_CONSECUTIVE_ERRORS,
  INFERENCE_PRACTICE_MAX_ATTEMPTS,
} from './rules.ts';
import type { InferencePassage, InferenceQuestion } from './types.ts';

/** One question asked, with its passage on screen. */
export interface InferenceStep {
  /** 0, 1, 2... over the run (practice tries included). */
  trialIndex: number;
  stage: TrialStage;
  /** The passage (also the trial's block). */
  block: string;
  itemId: string;
  passage: InferencePassage;
  question: InferenceQuestion;
  /** First question of the run, of its stage, of its passage (intros are said before them). */
  opensRun: boolean;
  opensStage: boolean;
  opensPassage: boolean;
  /** Practice: which try at the question, 1 to 3; null in test. */
  practiceAttempt: number | null;
}

export interface InferenceEngineOptions {
  practice: boolean;
  /** Test passages given (the first ones of the bank's order); all when absent. */
  numTrials?: number;
  /** Wrong test answers in a row that end the game (INFERENCE_DEFAULT_MAX_CONSECUTIVE_ERRORS). */
  maxConsecutiveErrors?: number | undefined;
}

interface Entry {
  stage: TrialStage;
  passage: InferencePassage;
  question: InferenceQuestion;
}

/**
 * The rules of the Inference Game, free of the screen: the practice questions (when given), then
 * the run's test passages in the bank's order, each question asked with its passage shown. A
 * wrong practice answer brings the question back, at most three tries. The test ends after the
 * last question or after `maxConsecutiveErrors` wrong answers in a row.
 */
export function createInferenceEngine(options: InferenceEngineOptions) {
  const entries: Entry[] = [
    ...(options.practice ? PRACTICE : []).flatMap((passage) =>
      passage.questions.map((question) => ({ stage: 'practice' as const, passage, question })),
    ),
    ...testPassages(options.numTrials).flatMap((passage) =>
      passage.questions.map((question) => ({ stage: 'test' as const, passage, question })),
    ),
  ];
  const total = entries.filter((e) => e.stage === 'test').length;
  const maxErrors = options.maxConsecutiveErrors ?? INFERENCE_DEFAULT_MAX_CONSECUTIVE_ERRORS;
  let state = { pos: 0, attempt: 1, trialIndex: 0, testAnswered: 0, errorsInARow: 0 };
  let pending: InferenceStep | null = null;

  const stepAt = (pos: number): InferenceStep => {
    const { stage, passage, question } = entries[pos]!;
    const before = entries[pos - 1];
    return {
      trialIndex: state.trialIndex,
      stage,
      block: passage.id,
      itemId: question.itemId,
      passage,
      question,
      opensRun: pos === 0,
      opensStage: before?.stage !== stage,
      opensPassage: before?.passage.id !== passage.id,
      practiceAttempt: stage === 'practice' ? state.attempt : null,
    };
  };

  const engine = {
    /** The question to ask; the same one until it is answered; null at the end. */
    next(): InferenceStep | null {
      if (pending) return pending;
      if (state.pos >= entries.length) return null;
      return (pending = stepAt(state.pos));
    },

    /** Records the answer (an option id, null without one) to the pending question. */
    answer(step: InferenceStep, response: string | null): void {
      if (!pending || step.trialIndex !== pending.trialIndex) return;
      const right = isRight(pending.question, response);
      const { stage } = pending;
      pending = null;
      state.trialIndex += 1;
      if (stage === 'test') {
        state.testAnswered += 1;
        state.errorsInARow = right ? 0 : state.errorsInARow + 1;
      }
      if (stage === 'practice' && !right && state.attempt < INFERENCE_PRACTICE_MAX_ATTEMPTS) {
        state.attempt += 1;
        return;
      }
      const stopped = stage === 'test' && state.errorsInARow >= maxErrors;
      state = { ...state, attempt: 1, pos: stopped ? entries.length : state.pos + 1 };
    },

    /** Test questions answered, of all the run's test questions. */
    progress(): { answered: number; total: number } {
      return { answered: Math.min(total, state.testAnswered), total };
    },

    /**
     * Replays the recorded trials in order (after a reload), so the run goes on after the last
     * of them. Stops at a trial that is not the question the engine asks there (another variant
     * or version). Returns how many trials it replayed.
     */
    replay(trials: readonly GameTrial[]): number {
      let replayed = 0;
      for (const trial of [...trials].sort((a, b) => a.trialIndex - b.trialIndex)) {
        const step = engine.next();
        if (!step || trial.itemId !== step.itemId || trial.stage !== step.stage) break;
        engine.answer(step, typeof trial.data.response === 'string' ? trial.data.response : null);
        replayed += 1;
      }
      return replayed;
    },
  };
  return engine;
}

export type InferenceEngine = ReturnType<typeof createInferenceEngine>;
