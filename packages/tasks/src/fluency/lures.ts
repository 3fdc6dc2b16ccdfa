import { createRng } from '../runtime/random.ts';
import { compute, type Operation, type Problem } from './problems.ts';

/**
 * The kinds of wrong answers offered in the choice modes: each is a mistake children make (design
 * issue 17: off by one, wrong operation, digits reversed, place-value slip). 'nearby' (two to five
 * off) fills in when the others give too few (0 + 0 has no other operation's answer).
 */
export const LURE_KINDS = [
  'off-by-one',
  'wrong-operation',
  'digits-reversed',
  'place-value-slip',
  'nearby',
] as const;
export type LureKind = (typeof LURE_KINDS)[number];

export interface Lure {
  value: number;
  kind: LureKind;
}

const OPERATIONS: readonly Operation[] = ['addition', 'subtraction', 'multiplication', 'division'];

const reversed = (n: number) => Number(String(n).split('').reverse().join(''));

/** Every candidate wrong answer of a problem, by kind, in a fixed order. */
function candidates(p: Problem): Lure[] {
  const { answer } = p;
  const list: Lure[] = [
    { value: answer + 1, kind: 'off-by-one' },
    { value: answer - 1, kind: 'off-by-one' },
    ...OPERATIONS.filter((op) => op !== p.operation).flatMap((op) => {
      const value = compute(op, p.a, p.b);
      return value === null ? [] : [{ value, kind: 'wrong-operation' as const }];
    }),
    { value: reversed(answer), kind: 'digits-reversed' },
    { value: answer + 10, kind: 'place-value-slip' },
    { value: answer - 10, kind: 'place-value-slip' },
    ...(answer >= 100
      ? [
          { value: answer + 100, kind: 'place-value-slip' as const },
          { value: answer - 100, kind: 'place-value-slip' as const },
        ]
      : []),
    ...[2, 3, 4, 5].flatMap((d) => [
      { value: answer + d, kind: 'nearby' as const },
      { value: answer - d, kind: 'nearby' as const },
    ]),
  ];
  return list;
}

/**
 * Whether a wrong answer is one a child could believe: a whole number of at least 0, other than the
 * answer, and not far off (within ten, or within the answer's own size: 252 is no lure for 42 ÷ 6).
 */
export const plausibleLure = (answer: number, value: number) =>
  Number.isInteger(value) &&
  value >= 0 &&
  value !== answer &&
  Math.abs(value - answer) <= Math.max(10, answer);

/**
 * `count` distinct wrong answers of a problem, drawn from its plausible candidates with a
 * generator seeded by the problem's id (the same lures for the same problem on every screen).
 * Kinds other than 'nearby' are preferred, the nearest 'nearby' first,, and no kind is used twice while another is left.
 */
export function luresFor(p: Problem, count: number): Lure[] {
  const rng = createRng(`lures/${p.id}`);
  const seen = new Set<number>();
  const pool = rng
    .shuffle(candidates(p))
    .filter((lure) => plausibleLure(p.answer, lure.value))
    .filter((lure) => !seen.has(lure.value) && seen.add(lure.value));
  const chosen: Lure[] = [];
  const rank = (lure: Lure) =>
    lure.kind === 'nearby'
      ? 10 + Math.abs(lure.value - p.answer)
      : chosen.some((c) => c.kind === lure.kind)
        ? 1
        : 0;
  while (chosen.length < count && pool.length > 0) {
    let best = 0;
    for (let i = 1; i < pool.length; i += 1) {
      if (rank(pool[i]!) < rank(pool[best]!)) best = i;
    }
    chosen.push(...pool.splice(best, 1));
  }
  return chosen;
}
