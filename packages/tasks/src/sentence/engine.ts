import { SRE_FORMS } from '@roar/contracts';
import type { GameTrial } from '../trial-types.ts';
import type { Rng } from '../runtime/random.ts';
import {
  formItems,
  practiceItems,
  type SreForm,
  type SreItem,
  type SreLanguage,
} from '../sre/index.ts';
import { limitMs as limitMsOf } from '../registry/time-limits.ts';

export interface SentenceEngineOptions {
  language: SreLanguage;
  /** The variant's form; absent: one drawn with the run's generator. */
  form?: SreForm | undefined;
  /** Null: no time limit (an untimed accommodation); the form ends the test. */
  timeLimitSeconds: number | null;
  practice: boolean;
  rng: Rng;
}

export interface SentenceStep {
  stage: 'practice' | 'test';
  item: SreItem;
  trialIndex: number;
}

/**
 * The rules of one Sentence run: practice statements with feedback, then the statements of one
 * parallel form in order until the time limit (counted from the first test statement) runs out or
 * the form ends. Test trials record `elapsedMs`, the test time used at their answer, so a
 * reloaded run continues with the time that was left.
 */
export function createSentenceEngine(options: SentenceEngineOptions) {
  // The draw happens first and always, so a replay after reload draws the same form.
  const drawn = options.rng.pick(SRE_FORMS);
  const form = options.form ?? drawn;
  const practice = options.practice ? practiceItems(options.language) : [];
  const test = formItems(options.language, form);
  const limitMs = limitMsOf(options.timeLimitSeconds);
  let practiceDone = 0;
  let testDone = 0;
  let usedMs = 0;

  return {
    form,
    limitMs,
    /** Statements in the stage of `step` (the practice set or the form). */
    sizeOf: (step: SentenceStep) => (step.stage === 'practice' ? practice.length : test.length),
    /** The next statement, or null when the form is used up or the time is over. */
    next(): SentenceStep | null {
      const trialIndex = practiceDone + testDone;
      if (practiceDone < practice.length) {
        return { stage: 'practice', item: practice[practiceDone] as SreItem, trialIndex };
      }
      if (usedMs >= limitMs || testDone >= test.length) return null;
      return { stage: 'test', item: test[testDone] as SreItem, trialIndex };
    },
    /** Records an answer; `elapsedMs` is the test time used so far (test trials). */
    answer(step: SentenceStep, elapsedMs?: number): void {
      if (step.stage === 'practice') practiceDone += 1;
      else {
        testDone += 1;
        usedMs = Math.max(usedMs, elapsedMs ?? usedMs);
      }
    },
    /** Test time left (ms). */
    remainingMs: () => Math.max(0, limitMs - usedMs),
    /** Counts test time used before a reload that no answer recorded (the run's checkpoint). */
    resumeUsed(ms: number): void {
      if (Number.isFinite(ms)) usedMs = Math.min(limitMs, Math.max(usedMs, ms));
    },
    /** Marks the time as used up (the clock ran out while a statement was shown). */
    expire(): void {
      usedMs = limitMs;
    },
    replay(trials: readonly GameTrial[]): void {
      for (const trial of trials) {
        if (trial.stage === 'practice') practiceDone = Math.min(practice.length, practiceDone + 1);
        else {
          testDone += 1;
          const elapsed = trial.data.elapsedMs;
          if (typeof elapsed === 'number') usedMs = Math.max(usedMs, elapsed);
          if (trial.data.timedOut === true) usedMs = limitMs;
        }
      }
    },
    progress: () => ({ usedMs, limitMs, answered: testDone, formSize: test.length }),
  };
}

export type SentenceEngine = ReturnType<typeof createSentenceEngine>;
