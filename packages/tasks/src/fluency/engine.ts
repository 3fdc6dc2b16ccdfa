import type { FluencyResponseMode } from '@roar/contracts';
import type { GameTrial } from '../trial-types.ts';
import { limitMs } from '../registry/time-limits.ts';
import { luresFor, type LureKind } from './lures.ts';
import type { Problem } from './problems.ts';
import {
  KEYPAD_PRACTICE,
  PRACTICE_TO_PASS,
  PRACTICE_TRIES,
  blockProblems,
  optionOrder,
  practiceProblems,
  type FluencySetup,
} from './sequence.ts';

/** The parts of a fluency run, in order. */
export type FluencyPart = 'keypad' | 'practice' | 'test';

export interface FluencyOption {
  value: number;
  /** The mistake a wrong answer stands for; null for the right answer. */
  lure: LureKind | null;
}

export interface FluencyStep {
  part: FluencyPart;
  /** Test block, 0-based (0 in practice). */
  block: number;
  /** The problem; null in the keypad practice, which asks for `target` to be typed. */
  problem: Problem | null;
  /** What must be entered: the answer, or the number to type in the keypad practice. */
  target: string;
  itemId: string;
  /** Try at this practice item, 1-3 (1 in the test). */
  attempt: number;
  /** The answers to choose from, in the order shown; null when the answer is typed. */
  options: FluencyOption[] | null;
  trialIndex: number;
  /** First step of its part (or test block): instructions or a break come before it. */
  opensPart: boolean;
}

export interface FluencyEngineOptions extends FluencySetup {
  seed: string;
  responseMode: FluencyResponseMode;
  practice: boolean;
  /** Null: no block time (an untimed accommodation); a block ends when its problems run out. */
  blockSeconds: number | null;
}

const CHOICES: Record<FluencyResponseMode, number> = { production: 1, '2afc': 2, '6afc': 6 };

/**
 * The rules of one fluency run, free of the screen: in production mode a keypad practice (type two
 * numbers), then practice problems with hints until PRACTICE_TO_PASS are right (at most the
 * practice list: the run goes on and is flagged), then the timed test blocks. A block ends when its
 * time is used or its problems run out. Test trials record `elapsedMs`, the block time used at the
 * answer, so a reload resumes with the time that was left.
 */
export function createFluencyEngine(options: FluencyEngineOptions) {
  const keypad =
    options.practice && options.responseMode === 'production' ? KEYPAD_PRACTICE[options.kind] : [];
  const practice = options.practice ? practiceProblems(options.kind, options.operations) : [];
  const blocks = blockProblems(options.seed, options);
  const blockMs = limitMs(options.blockSeconds);
  const choices = CHOICES[options.responseMode];
  let keypadDone = 0;
  let practiceDone = 0;
  let practiceRight = 0;
  let attempt = 1;
  let block = 0;
  let answered = 0;
  let usedMs = 0;
  let trialIndex = 0;

  const practiceOver = () => practiceRight >= PRACTICE_TO_PASS || practiceDone >= practice.length;
  const blockOver = () => usedMs >= blockMs || answered >= (blocks[block]?.length ?? 0);

  const optionsOf = (p: Problem): FluencyOption[] | null =>
    choices === 1
      ? null
      : optionOrder(options.seed, p.id, [
          { value: p.answer, lure: null },
          ...luresFor(p, choices - 1).map((l) => ({ value: l.value, lure: l.kind })),
        ]);

  const step = (part: FluencyPart, p: Problem | null, target: string, opensPart: boolean) => ({
    part,
    block: part === 'test' ? block : 0,
    problem: p,
    target,
    itemId: p ? p.id : `keypad-${target}`,
    attempt: part === 'test' ? 1 : attempt,
    options: p ? optionsOf(p) : null,
    trialIndex,
    opensPart,
  });

  const nextBlock = () => {
    block += 1;
    answered = 0;
    usedMs = 0;
  };

  const engine = {
    blockMs,
    blockCount: blocks.length,
    next(): FluencyStep | null {
      if (keypadDone < keypad.length) {
        return step('keypad', null, keypad[keypadDone]!, keypadDone === 0 && attempt === 1);
      }
      if (!practiceOver()) {
        const p = practice[practiceDone]!;
        return step('practice', p, String(p.answer), practiceDone === 0 && attempt === 1);
      }
      while (block < blocks.length && blockOver()) nextBlock();
      const p = blocks[block]?.[answered];
      return p ? step('test', p, String(p.answer), answered === 0) : null;
    },

    /** Records an answer; `elapsedMs` is the block time used at a test answer. */
    answer(done: FluencyStep, correct: boolean, elapsedMs?: number): void {
      trialIndex += 1;
      if (done.part === 'test') {
        answered += 1;
        usedMs = Math.min(blockMs, Math.max(usedMs, elapsedMs ?? usedMs));
        return;
      }
      if (!correct && attempt < PRACTICE_TRIES) {
        attempt += 1;
        return;
      }
      attempt = 1;
      if (done.part === 'keypad') keypadDone += 1;
      else {
        practiceDone += 1;
        if (correct) practiceRight += 1;
      }
    },

    /** Whether the practice ended with enough right answers (or there was none to pass). */
    practicePassed: () => practice.length === 0 || practiceRight >= PRACTICE_TO_PASS,

    /** Block time left (ms). */
    remainingMs: () => Math.max(0, blockMs - usedMs),

    /** Counts block time used before a reload that no answer recorded (the run's checkpoint). */
    resumeUsed(atBlock: number, ms: number): void {
      while (block < atBlock && block < blocks.length) nextBlock();
      if (atBlock === block && Number.isFinite(ms))
        usedMs = Math.min(blockMs, Math.max(usedMs, ms));
    },

    /** Marks the current block's time as used up (it ran out while a problem was shown). */
    expire(): void {
      usedMs = blockMs;
    },

    /** Replays recorded trials in order, so the run continues with the next step. */
    replay(trials: readonly GameTrial[]): void {
      for (const trial of trials) {
        if (trial.stage === 'test') {
          const recordedBlock = Number(trial.block) - 1;
          while (Number.isInteger(recordedBlock) && block < recordedBlock) nextBlock();
        }
        const current = engine.next();
        if (!current) return;
        const elapsed = trial.data.elapsedMs;
        engine.answer(current, trial.data.correct === 1, typeof elapsed === 'number' ? elapsed : 0);
      }
    },

    /** Where the test is: block (0-based), time used in it, problems answered in it. */
    progress: () => ({ block, usedMs, blockMs, answered, blockLength: blocks[block]?.length ?? 0 }),
  };
  return engine;
}

export type FluencyEngine = ReturnType<typeof createFluencyEngine>;
