import { BAND_LISTS } from './lists.ts';
import { pickLures, reverseDigits, teenTy, writtenAsSaid } from './lures.ts';
import { EGMA_BLOCK_TEXTS } from './texts.ts';
import type { EgmaBand, EgmaItem } from './types.ts';

/**
 * The number-knowledge blocks: number identification, number comparison and missing number. Each
 * item is built from its numbers alone, so an item listed in two bands is the same item.
 */

const round2 = (x: number) => Math.round(x * 100) / 100;
const wholeNonNegative = (v: number) => Number.isInteger(v) && v >= 0;

/** Hear a number, find it among four written numbers. Harder as numbers grow; teens sound alike. */
export function numberIdentificationItem(n: number): EgmaItem {
  const id = `egma.nid.${n}`;
  const lures = pickLures(
    n,
    [
      ['digits-reversed', [reverseDigits(n)]],
      ['teen-ty', [teenTy(n)]],
      ['off-by-ten', [n + 10, n - 10]],
      ['written-as-said', [writtenAsSaid(n)]],
      ['off-by-one', [n + 1, n - 1]],
    ],
    { allowed: wholeNonNegative },
  );
  const teen = n % 100 >= 11 && n % 100 <= 19 ? 0.3 : 0;
  return {
    id,
    block: 'number-identification',
    format: 'number-identification',
    prompt: EGMA_BLOCK_TEXTS['number-identification'].prompt,
    stimulus: String(n),
    answer: String(n),
    lures,
    clip: id,
    difficulty: round2(-2.5 + 1.2 * Math.log10(n + 1) + teen),
  };
}

/**
 * Which of two numbers is bigger. Harder as the two get closer (their ratio nears 1) and larger;
 * decimals are harder again, most of all when the bigger one has fewer digits (0.8 and 0.75).
 */
export function comparisonItem(a: number, b: number): EgmaItem {
  const [larger, smaller] = a > b ? [a, b] : [b, a];
  const decimal = !Number.isInteger(a) || !Number.isInteger(b);
  const shorterIsBigger = String(larger).length < String(smaller).length;
  const difficulty =
    -2.5 +
    3 * (smaller / larger) +
    0.4 * Math.log10(Math.max(larger, 1)) +
    (decimal ? 1.2 : 0) +
    (decimal && shorterIsBigger ? 0.5 : 0);
  return {
    id: `egma.cmp.${a}-${b}`,
    block: 'number-comparison',
    format: 'number-comparison',
    prompt: EGMA_BLOCK_TEXTS['number-comparison'].prompt,
    stimulus: `${a} or ${b}`,
    answer: String(larger),
    lures: [{ value: String(smaller), kind: 'smaller' }],
    difficulty: round2(difficulty),
  };
}

const STEP_COST: Readonly<Record<number, number>> = { 1: 0, 2: 0.5, 5: 0.6, 10: 0.4 };
/** A blank at the start is hardest (counting back from the next number), at the end easiest. */
const BLANK_COST = [0.5, 0.3, 0.3, 0];

/**
 * Four numbers counting by `step` (1, 2, 5 or 10; negative counts backwards) from `start`, the one
 * at `blank` missing. Lures are numbers a child gets by counting by one, overshooting a step, or
 * slipping by one or ten; never one already shown.
 */
export function missingNumberItem(start: number, step: number, blank: number): EgmaItem {
  const sequence = [0, 1, 2, 3].map((i) => start + i * step);
  const answer = sequence[blank];
  if (answer === undefined || !(Math.abs(step) in STEP_COST)) {
    throw new Error(`not a missing-number item: ${start}, ${step}, ${blank}`);
  }
  const direction = Math.sign(step);
  const countByOne =
    Math.abs(step) === 1
      ? null
      : blank > 0
        ? (sequence[blank - 1] ?? 0) + direction
        : (sequence[1] ?? 0) - direction;
  const shown = sequence.filter((_, i) => i !== blank);
  const lures = pickLures(
    answer,
    [
      ['count-by-one', [countByOne]],
      ['step-slip', [answer + step, answer - step]],
      ['off-by-one', [answer + 1, answer - 1]],
      ['off-by-ten', [answer + 10, answer - 10]],
    ],
    { allowed: (v) => wholeNonNegative(v) && !shown.includes(v) },
  );
  const difficulty =
    -2 +
    0.5 * Math.log10(Math.max(...sequence) + 1) +
    (STEP_COST[Math.abs(step)] ?? 0) +
    (step < 0 ? 0.8 : 0) +
    (BLANK_COST[blank] ?? 0);
  return {
    id: `egma.mis.${sequence.map((v, i) => (i === blank ? 'x' : String(v))).join('-')}`,
    block: 'missing-number',
    format: 'missing-number',
    prompt: EGMA_BLOCK_TEXTS['missing-number'].prompt,
    stimulus: sequence.map((v, i) => (i === blank ? '__' : String(v))).join(', '),
    answer: String(answer),
    lures,
    difficulty: round2(difficulty),
  };
}

/** Parses `3,4,5,_`: the start, the step and where the blank is. */
export function parseSequence(text: string): [start: number, step: number, blank: number] {
  const cells = text.split(',').map((cell) => (cell.trim() === '_' ? null : Number(cell)));
  const known = cells.flatMap((v, i) => (v === null ? [] : [[i, v] as const]));
  const blank = cells.indexOf(null);
  const [first, second] = known;
  if (cells.length !== 4 || known.length !== 3 || !first || !second) {
    throw new Error(`not a sequence: ${text}`);
  }
  const step = (second[1] - first[1]) / (second[0] - first[0]);
  const start = first[1] - first[0] * step;
  if (known.some(([i, v]) => start + i * step !== v)) throw new Error(`uneven sequence: ${text}`);
  return [start, step, blank];
}

/** Parses a comparison `a,b`. */
function parsePair(text: string): [number, number] {
  const [a, b, ...rest] = text.split(',').map(Number);
  if (a === undefined || b === undefined || rest.length > 0 || a === b || !(a >= 0 && b >= 0)) {
    throw new Error(`not a comparison: ${text}`);
  }
  return [a, b];
}

/** The number-knowledge blocks of a band: practice and test items (test not yet in order). */
export function numberBlocks(band: EgmaBand) {
  const { identify, compare, missing } = BAND_LISTS[band];
  const seq = (text: string) => missingNumberItem(...parseSequence(text));
  const cmp = (text: string) => comparisonItem(...parsePair(text));
  return {
    'number-identification': {
      practice: identify.practice.map(numberIdentificationItem),
      test: identify.test.map(numberIdentificationItem),
    },
    'number-comparison': { practice: compare.practice.map(cmp), test: compare.test.map(cmp) },
    'missing-number': { practice: missing.practice.map(seq), test: missing.test.map(seq) },
  };
}
