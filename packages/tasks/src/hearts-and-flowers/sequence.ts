import { createRng, type Rng } from '../runtime/random.ts';
import {
  HF_BLOCKS,
  HF_MAX_SAME_IN_A_ROW,
  HF_PRACTICE_MAX_TRIALS,
  type HfBlockRules,
} from './rules.ts';
import {
  HF_BLOCK_IDS,
  type HfBlockId,
  type HfItem,
  type HfPhase,
  type HfShape,
  type HfSide,
} from './types.ts';

/**
 * A run's trials, generated up front from its seed, so the server rebuilds exactly what the child
 * saw from the seed and the variant alone. Each block and phase draws from its own generator:
 * a short variant (fewer test trials) leaves the practice unchanged.
 */

/** Shuffles tried before keeping one that breaks the run limit (for balanced lists, never). */
const SHUFFLE_TRIES = 500;

interface Trial {
  shape: HfShape;
  side: HfSide;
}

const other = (side: HfSide): HfSide => (side === 'left' ? 'right' : 'left');

/** Longest run of equal values. */
export function longestRun(values: readonly string[]): number {
  let longest = 0;
  let run = 0;
  values.forEach((value, i) => {
    run = i > 0 && value === values[i - 1] ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

const acceptable = (trials: readonly Trial[], mixed: boolean) =>
  longestRun(trials.map((t) => t.side)) <= HF_MAX_SAME_IN_A_ROW &&
  (!mixed || longestRun(trials.map((t) => t.shape)) <= HF_MAX_SAME_IN_A_ROW);

/**
 * `count` trials of the shapes: both shapes in equal numbers, each shape half on each side (an
 * odd one out alternates, so the sides stay balanced overall), shuffled until no side (nor, when
 * mixed, shape) comes more than HF_MAX_SAME_IN_A_ROW times in a row.
 */
export function hfSequence(rng: Rng, count: number, shapes: readonly HfShape[]): Trial[] {
  const extraShape = rng.int(0, shapes.length - 1);
  let extraSide: HfSide = rng.pick(['left', 'right'] as const);
  const trials: Trial[] = [];
  shapes.forEach((shape, i) => {
    const n =
      Math.floor(count / shapes.length) + (count % shapes.length === 1 && i === extraShape ? 1 : 0);
    for (let k = 0; k < Math.floor(n / 2); k += 1) {
      trials.push({ shape, side: 'left' }, { shape, side: 'right' });
    }
    if (n % 2 === 1) {
      trials.push({ shape, side: extraSide });
      extraSide = other(extraSide);
    }
  });
  const mixed = shapes.length > 1;
  let order = rng.shuffle(trials);
  for (let tries = 1; tries < SHUFFLE_TRIES && !acceptable(order, mixed); tries += 1) {
    order = rng.shuffle(trials);
  }
  return order;
}

/** One block of a run's plan: its rules and its trials in order. */
export interface HfBlockPlan {
  id: HfBlockId;
  rules: HfBlockRules;
  instruction: HfItem[];
  practice: HfItem[];
  test: HfItem[];
}

export interface HfPlanOptions {
  /** False: no instruction or practice trials (the test blocks only). */
  practice: boolean;
  /** Most test trials per block (short variants); absent: the full blocks. */
  trialsPerBlock?: number | undefined;
}

const itemsOf = (block: HfBlockId, phase: HfPhase, trials: readonly Trial[]): HfItem[] =>
  trials.map((trial, i) => ({
    id: `${block}.${phase}.${String(i + 1).padStart(2, '0')}`,
    block,
    phase,
    ...trial,
    switched:
      phase === 'test' && HF_BLOCKS[block].shapes.length > 1 && i > 0
        ? trial.shape !== trials[i - 1]!.shape
        : null,
  }));

/** The run's blocks in order, from its seed and variant. */
export function hfPlan(seed: string, options: HfPlanOptions): HfBlockPlan[] {
  const cap =
    options.trialsPerBlock === undefined
      ? Infinity
      : Math.max(1, Math.floor(options.trialsPerBlock));
  return HF_BLOCK_IDS.map((id) => {
    const rules = HF_BLOCKS[id];
    const rng = (phase: HfPhase) => createRng(`${seed}:hearts-and-flowers:${id}:${phase}`);
    const practice =
      options.practice && rules.practiceStreak !== null
        ? hfSequence(rng('practice'), HF_PRACTICE_MAX_TRIALS, rules.shapes)
        : [];
    return {
      id,
      rules,
      instruction: itemsOf(id, 'instruction', options.practice ? rules.instruction : []),
      practice: itemsOf(id, 'practice', practice),
      test: itemsOf(
        id,
        'test',
        hfSequence(rng('test'), Math.min(rules.testTrials, cap), rules.shapes),
      ),
    };
  });
}

/** Every item of a plan by its id. */
export const hfItemsById = (plan: readonly HfBlockPlan[]): Map<string, HfItem> =>
  new Map(
    plan
      .flatMap((b) => [...b.instruction, ...b.practice, ...b.test])
      .map((item) => [item.id, item]),
  );
