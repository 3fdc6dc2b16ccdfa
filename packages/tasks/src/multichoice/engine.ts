import type { WrittenChoiceForm } from '@roar/contracts';
import type { GameTrial } from '../trial-types.ts';
import type { ItemRole, WrittenBank, WrittenItem } from './types.ts';

/** Grades (inclusive) whose items each form gives. */
export const FORM_GRADES: Readonly<Record<WrittenChoiceForm, readonly [number, number]>> = {
  all: [1, 12],
  early: [1, 4],
  middle: [5, 8],
  upper: [9, 12],
};

/** A pilot item comes after every this many core items (while pilot items last). */
export const PILOT_EVERY = 4;

/** What a run gives, from its variant's params. */
export interface WrittenRunOptions {
  form: WrittenChoiceForm;
  numTrials?: number | undefined;
  pilot: boolean;
  practice: boolean;
}

/** The items of a run in order: practice, then core items with a pilot item after every four. */
export interface WrittenRunPlan {
  practice: readonly WrittenItem[];
  /** Core and pilot items in the order given. */
  test: readonly WrittenItem[];
  /** The core (scored) items of the run. */
  core: readonly WrittenItem[];
}

/**
 * The run's items: the form's core items (easiest first), at most `numTrials` of them, and the
 * form's pilot items, one after every four core items while more core items follow.
 */
export function writtenRunPlan(bank: WrittenBank, options: WrittenRunOptions): WrittenRunPlan {
  const [low, high] = FORM_GRADES[options.form];
  const inForm = (item: WrittenItem) => item.grade >= low && item.grade <= high;
  const formCore = bank.core.filter(inForm);
  const core = options.numTrials !== undefined ? formCore.slice(0, options.numTrials) : formCore;
  const pilots = options.pilot ? bank.pilot.filter(inForm) : [];
  const test: WrittenItem[] = [];
  let nextPilot = 0;
  core.forEach((item, index) => {
    test.push(item);
    const more = index < core.length - 1;
    if ((index + 1) % PILOT_EVERY === 0 && more && nextPilot < pilots.length) {
      test.push(pilots[nextPilot]!);
      nextPilot += 1;
    }
  });
  return { practice: options.practice ? bank.practice : [], test, core };
}

/** One item of a run on screen. */
export interface WrittenStep {
  stage: 'practice' | 'test';
  role: ItemRole;
  item: WrittenItem;
  itemId: string;
  trialIndex: number;
  /** First test item (the practice-done words come before it). */
  opensTest: boolean;
  /** First item of the run (the instructions come before it). */
  opensRun: boolean;
}

/**
 * The run's steps in order; a reload replays the stored trials (one per step) and goes on with
 * the next item. A time limit reached ends the run (`end`).
 */
export function createWrittenEngine(plan: WrittenRunPlan) {
  const steps = [...plan.practice, ...plan.test];
  let index = 0;
  let ended = false;
  const engine = {
    next(): WrittenStep | null {
      if (ended || index >= steps.length) return null;
      const item = steps[index]!;
      const stage = index < plan.practice.length ? 'practice' : 'test';
      return {
        stage,
        role: item.role,
        item,
        itemId: item.id,
        trialIndex: index,
        opensTest: index === plan.practice.length,
        opensRun: index === 0,
      };
    },
    answer(): void {
      index += 1;
    },
    /** The time limit ran out: no more items. */
    end(): void {
      ended = true;
    },
    /** Test items answered, and how many the run gives. */
    progress: () => ({
      answered: Math.max(0, index - plan.practice.length),
      total: plan.test.length,
    }),
    replay(trials: readonly GameTrial[]): void {
      for (const trial of trials) {
        if (trial.data.timedOut === true) ended = true;
        else index += 1;
      }
    },
  };
  return engine;
}

export type WrittenEngine = ReturnType<typeof createWrittenEngine>;
