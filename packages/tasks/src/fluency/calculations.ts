import type { Rng } from '../runtime/random.ts';
import { problem, type Operation, type Problem } from './problems.ts';

/** Difficulty levels of the multi-digit problems, easiest first (0-3). */
export const CALCULATION_LEVELS = 4;

type Maker = (rng: Rng) => Problem;

const twoDigits = (rng: Rng) => rng.int(10, 99);
const threeDigits = (rng: Rng) => rng.int(100, 999);

/** The larger of two numbers minus the smaller. */
const difference = (first: number, second: number) =>
  problem('subtraction', Math.max(first, second), Math.min(first, second));

/** An exact quotient: divisor from `divisors`, quotient from `quotients`. */
const quotient = (rng: Rng, divisors: [number, number], quotients: [number, number]) => {
  const b = rng.int(...divisors);
  return problem('division', b * rng.int(...quotients), b);
};

/**
 * How each level of each operation is drawn: more digits, then regrouping, then two-digit
 * multipliers and divisors. Written for this project (design/tasks.md: all math items ours).
 */
const LEVELS: Record<Operation, readonly Maker[]> = {
  addition: [
    (rng) => problem('addition', twoDigits(rng), rng.int(2, 9)),
    (rng) => problem('addition', twoDigits(rng), twoDigits(rng)),
    (rng) => problem('addition', threeDigits(rng), twoDigits(rng)),
    (rng) => problem('addition', threeDigits(rng), threeDigits(rng)),
  ],
  subtraction: [
    (rng) => problem('subtraction', rng.int(11, 99), rng.int(2, 9)),
    (rng) => difference(twoDigits(rng), twoDigits(rng)),
    (rng) => problem('subtraction', threeDigits(rng), twoDigits(rng)),
    (rng) => difference(threeDigits(rng), threeDigits(rng)),
  ],
  multiplication: [
    (rng) => problem('multiplication', rng.int(11, 49), rng.int(2, 9)),
    (rng) => problem('multiplication', rng.int(50, 99), rng.int(2, 9)),
    (rng) => problem('multiplication', threeDigits(rng), rng.int(2, 9)),
    (rng) => problem('multiplication', rng.int(11, 39), rng.int(11, 29)),
  ],
  division: [
    (rng) => quotient(rng, [2, 9], [5, 12]),
    (rng) => quotient(rng, [2, 9], [12, 99]),
    (rng) => quotient(rng, [11, 19], [2, 9]),
    (rng) => quotient(rng, [11, 25], [11, 30]),
  ],
};

/**
 * A multi-digit problem of `operation` at `level`, not in `used` (ids), drawn with `rng`. Two
 * operands that equal each other, or a subtraction of equal numbers, are drawn again: they are
 * facts in disguise.
 */
export function drawCalculation(
  operation: Operation,
  level: number,
  rng: Rng,
  used: ReadonlySet<string>,
): Problem {
  const make = LEVELS[operation][Math.min(level, CALCULATION_LEVELS - 1)]!;
  for (let attempt = 0; ; attempt += 1) {
    const drawn = make(rng);
    const trivial = drawn.a === drawn.b || drawn.answer === 0;
    if ((!trivial && !used.has(drawn.id)) || attempt >= 50) return drawn;
  }
}
