import type { EgmaLure, EgmaLureKind } from './types.ts';

/** Candidates of one kind of error, most likely first. */
export type LureGroup = readonly [EgmaLureKind, readonly (number | null)[]];

/** Options every choice item shows: the answer and three lures. */
export const EGMA_CHOICES = 4;

/** Integers 2 to 10 away from the answer, nearest first: lures when no error kind gives enough. */
export const nearIntegers = (answer: number): LureGroup => [
  'near',
  Array.from({ length: 18 }, (_, i) => answer + (i % 2 === 0 ? 1 : -1) * (2 + Math.floor(i / 2))),
];

/**
 * Three wrong options: one candidate of each kind in turn, so the options stand for different
 * errors; then the next of each kind; then `fallback` (near numbers). A candidate is skipped when
 * it is null, not `allowed` (negative, off the line, already shown), or has the label of the
 * answer or of a lure already taken. Throws when too few remain: the bank is built by code, and
 * its tests build every item.
 */
export function pickLures(
  answer: number,
  groups: readonly LureGroup[],
  options: {
    allowed: (value: number) => boolean;
    label?: (value: number) => string;
    fallback?: LureGroup;
    count?: number;
  },
): EgmaLure[] {
  const label = options.label ?? String;
  const count = options.count ?? EGMA_CHOICES - 1;
  const taken: EgmaLure[] = [];
  const seen = new Set([label(answer)]);
  const take = (kind: EgmaLureKind, value: number | null | undefined) => {
    if (value === null || value === undefined || !Number.isFinite(value)) return false;
    if (!options.allowed(value) || seen.has(label(value))) return false;
    seen.add(label(value));
    taken.push({ value: label(value), kind });
    return true;
  };
  // Round by round, each kind gives its next usable candidate.
  const queues = groups.map(([kind, values]) => ({ kind, rest: [...values] }));
  let gave = true;
  while (gave && taken.length < count) {
    gave = false;
    for (const queue of queues) {
      while (taken.length < count && queue.rest.length > 0) {
        if (take(queue.kind, queue.rest.shift())) {
          gave = true;
          break;
        }
      }
    }
  }
  const [fallbackKind, fallbackValues] = options.fallback ?? nearIntegers(answer);
  for (const value of fallbackValues) {
    if (taken.length >= count) break;
    take(fallbackKind, value);
  }
  if (taken.length < count) throw new Error(`too few lures for ${label(answer)}`);
  return taken;
}

/** The digits written the other way round (31 for 13); null when that starts with a zero. */
export function reverseDigits(n: number): number | null {
  if (!Number.isInteger(n) || n < 10 || n % 10 === 0) return null;
  return Number([...String(n)].reverse().join(''));
}

/**
 * Thirteen heard as thirty (and back): the number with its last two digits swapped between a
 * teen and the matching ten (13 and 30, 218 and 280); null when they are neither.
 */
export function teenTy(n: number): number | null {
  if (!Number.isInteger(n) || n < 13) return null;
  const rest = n % 100;
  if (rest >= 13 && rest <= 19) return n - rest + (rest - 10) * 10;
  if (rest >= 30 && rest % 10 === 0) return n - rest + rest / 10 + 10;
  return null;
}

/**
 * The number written the way it is said, its hundreds or thousands then the rest (30040 for three
 * hundred forty, 10005 for one thousand five): a common error of young writers; null below 100 or
 * for round hundreds and thousands.
 */
export function writtenAsSaid(n: number): number | null {
  if (!Number.isInteger(n) || n < 100 || n >= 10_000) return null;
  const unit = n >= 1000 ? 1000 : 100;
  const rest = n % unit;
  if (rest === 0) return null;
  return Number(`${n - rest}${rest}`);
}
