import { createRng, type Rng } from '../runtime/random.ts';
import { drawCalculation } from './calculations.ts';
import {
  problem,
  singleDigitFacts,
  type FluencyKind,
  type Operation,
  type Problem,
} from './problems.ts';

/** What decides a run's problems: the game, the operations given, blocks and the block size. */
export interface FluencySetup {
  kind: FluencyKind;
  operations: readonly Operation[];
  blocks: number;
  /** Most problems per block (short variants); undefined: as many as time allows. */
  itemsPerBlock?: number | undefined;
}

/** Problems of one operation given in a row before the next operation's. */
export const RUN_LENGTH = 2;

/**
 * Problems a block holds when no variant limits it: more than anyone answers in a block (a very
 * fast child answers a fact a second; 180 s), so time, not the list, ends a block.
 */
export const BLOCK_LENGTH = 240;

/**
 * Problems a block holds when it has no time (an untimed accommodation, ADR 035) and the variant
 * sets no count: what the standard block's time gives at one problem every 4 s (Math Facts 180 s,
 * Calculation 60 s), so a child without a clock meets about the amount a typical child answers
 * with one, and the block ends rather than running through BLOCK_LENGTH problems.
 */
export const UNTIMED_BLOCK_LENGTH: Record<FluencyKind, number> = { facts: 45, calculation: 15 };

/** The next `RUN_LENGTH` problems of each operation in turn, until `length` or none is left. */
function interleave(
  operations: readonly Operation[],
  length: number,
  take: (operation: Operation, cycle: number) => Problem | null,
): Problem[] {
  const list: Problem[] = [];
  const exhausted = new Set<Operation>();
  for (let cycle = 0; list.length < length && exhausted.size < operations.length; cycle += 1) {
    for (const operation of operations) {
      for (let i = 0; i < RUN_LENGTH && list.length < length; i += 1) {
        const next = exhausted.has(operation) ? null : take(operation, cycle);
        if (next) list.push(next);
        else exhausted.add(operation);
      }
    }
  }
  return list;
}

/**
 * The problems of every test block of a run, from the run's seed alone (the server rebuilds them
 * to judge the stored answers). Operations take turns, `RUN_LENGTH` problems each, in the order
 * addition, subtraction, multiplication, division (those the variant gives), so every operation is
 * met early in a block. No problem is given twice in a run. Math Facts draws the single-digit
 * facts in a random order; Calculation Fluency draws multi-digit problems whose level rises with
 * each turn of the operations, starting again at the easiest level in each block (its blocks are
 * parallel).
 */
export function blockProblems(seed: string, setup: FluencySetup): Problem[][] {
  const rng = createRng(`${seed}/fluency/${setup.kind}`);
  const length = setup.itemsPerBlock ?? BLOCK_LENGTH;
  if (setup.kind === 'facts') {
    const pools = new Map(
      setup.operations.map((op) => [op, rng.shuffle(singleDigitFacts(op))] as const),
    );
    const perBlock = Math.min(
      length,
      Math.floor([...pools.values()].reduce((n, pool) => n + pool.length, 0) / setup.blocks),
    );
    return Array.from({ length: setup.blocks }, () =>
      interleave(setup.operations, perBlock, (op) => pools.get(op)!.shift() ?? null),
    );
  }
  const used = new Set<string>();
  return Array.from({ length: setup.blocks }, () =>
    interleave(setup.operations, length, (op, cycle) => {
      const drawn = drawCalculation(op, cycle, rng, used);
      used.add(drawn.id);
      return drawn;
    }),
  );
}

const PRACTICE: Record<FluencyKind, Record<Operation, readonly [number, number][]>> = {
  facts: {
    addition: [
      [2, 3],
      [4, 4],
      [1, 6],
      [5, 2],
    ],
    subtraction: [
      [5, 1],
      [7, 3],
      [9, 4],
      [6, 2],
    ],
    multiplication: [
      [3, 2],
      [2, 5],
      [4, 2],
      [3, 3],
    ],
    division: [
      [8, 2],
      [9, 3],
      [10, 5],
      [6, 2],
    ],
  },
  calculation: {
    addition: [
      [12, 5],
      [23, 14],
      [40, 25],
      [31, 16],
    ],
    subtraction: [
      [18, 6],
      [35, 12],
      [47, 20],
      [29, 14],
    ],
    multiplication: [
      [12, 2],
      [21, 3],
      [11, 4],
      [13, 2],
    ],
    division: [
      [24, 2],
      [36, 3],
      [48, 4],
      [26, 2],
    ],
  },
};

/** Most practice problems: practice ends after PRACTICE_TO_PASS right answers or these. */
export const PRACTICE_MAX = 8;
/** Right practice answers needed before the test (the original's stop criterion). */
export const PRACTICE_TO_PASS = 3;
/** Tries at one practice problem: after the first and second mistake a hint, then the next. */
export const PRACTICE_TRIES = 3;

/** Easy practice problems of the given operations, taking turns, at most PRACTICE_MAX. */
export function practiceProblems(kind: FluencyKind, operations: readonly Operation[]): Problem[] {
  const lists = operations.map((op) => PRACTICE[kind][op].map(([a, b]) => problem(op, a, b)));
  const turns = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: turns }, (_, i) => lists.flatMap((list) => list[i] ?? []))
    .flat()
    .slice(0, PRACTICE_MAX);
}

/** Numbers typed in the keypad practice (production mode), before any problem. */
export const KEYPAD_PRACTICE: Record<FluencyKind, readonly string[]> = {
  facts: ['4', '17'],
  calculation: ['8', '253'],
};

/** Shuffled answers of a choice trial: the answer and its lures, the same on every reload. */
export function optionOrder<T>(seed: string, itemId: string, options: readonly T[]): T[] {
  const rng: Rng = createRng(`${seed}/options/${itemId}`);
  return rng.shuffle(options);
}
