import { ARITHMETIC_LISTS, type ArithmeticBlockId } from './lists.ts';
import { pickLures, reverseDigits } from './lures.ts';
import { EGMA_BLOCK_TEXTS } from './texts.ts';
import type { EgmaItem } from './types.ts';

/**
 * The arithmetic blocks: a problem on screen, four answers. The lures stand for named errors:
 * the wrong operation, the answer's digits reversed, a place-value slip, a neighbouring fact
 * (multiplication), an answer off by one.
 */

type Operation = '+' | '-' | 'x';

const BLOCK_CODE: Readonly<Record<ArithmeticBlockId, string>> = {
  'addition-1': 'add1',
  'subtraction-1': 'sub1',
  'addition-2': 'add2',
  'subtraction-2': 'sub2',
  multiplication: 'mul',
};

const OPERATION: Readonly<Record<ArithmeticBlockId, Operation>> = {
  'addition-1': '+',
  'subtraction-1': '-',
  'addition-2': '+',
  'subtraction-2': '-',
  multiplication: 'x',
};

/** The signs as printed (a real minus and times sign, not a hyphen and a letter). */
const SIGN: Readonly<Record<Operation, string>> = { '+': '+', '-': '\u2212', x: '\u00d7' };

const ones = (n: number) => n % 10;
const tens = (n: number) => Math.floor(n / 10);

const result = (op: Operation, a: number, b: number) =>
  op === '+' ? a + b : op === '-' ? a - b : a * b;

/**
 * The place-value slip a child most likely makes: a sum whose carry was forgotten (27 + 15 = 32);
 * a difference taken digit by digit, smaller from larger (45 - 17 = 32); otherwise the answer
 * off by ten. None for answers under ten and one-digit problems.
 */
function placeValueSlip(op: Operation, a: number, b: number): number | null {
  const answer = result(op, a, b);
  if (op === '+' && ones(a) + ones(b) >= 10 && answer >= 10) return answer - 10;
  if (op === '-' && a >= 10 && ones(a) < ones(b)) {
    return 10 * (tens(a) - tens(b)) + Math.abs(ones(a) - ones(b));
  }
  return answer >= 10 ? answer + 10 : null;
}

/**
 * How hard a problem is, roughly: larger numbers, a carry or a borrow, and the operation (adding
 * is learnt first, then taking away, then times tables, where 2, 5 and 10 come first).
 */
function difficultyOf(block: ArithmeticBlockId, a: number, b: number): number {
  switch (block) {
    case 'addition-1':
      return -2.2 + 0.1 * (a + b) + (a + b > 10 ? 0.4 : 0);
    case 'subtraction-1':
      return -1.8 + 0.1 * a + (a > 10 ? 0.5 : 0);
    case 'addition-2':
      return -0.8 + 0.008 * (a + b) + (ones(a) + ones(b) >= 10 ? 0.6 : 0);
    case 'subtraction-2':
      return -0.5 + 0.01 * a + (ones(a) < ones(b) ? 0.7 : 0);
    case 'multiplication':
      return -0.9 + 0.03 * a * b + ([a, b].some((f) => [2, 5, 10].includes(f)) ? -0.6 : 0);
  }
}

/** One problem of an arithmetic block, from its notation (`3+4`, `45-17`, `6x7`). */
export function arithmeticItem(block: ArithmeticBlockId, text: string): EgmaItem {
  const op = OPERATION[block];
  const [a, b, ...rest] = text.split(op).map(Number);
  if (a === undefined || b === undefined || rest.length > 0 || !(a >= 0 && b >= 0)) {
    throw new Error(`not a ${block} problem: ${text}`);
  }
  const answer = result(op, a, b);
  if (!Number.isInteger(answer) || answer < 0) throw new Error(`no whole answer: ${text}`);
  const wrongOperation = op === '+' ? Math.abs(a - b) : a + b;
  const lures = pickLures(
    answer,
    [
      ...(op === 'x' ? ([['related-fact', [a * (b + 1), a * (b - 1)]]] as const) : []),
      ['wrong-operation', [wrongOperation]],
      ['digits-reversed', [reverseDigits(answer)]],
      ['place-value-slip', [placeValueSlip(op, a, b)]],
      ['off-by-one', [answer + 1, answer - 1]],
    ],
    { allowed: (v) => Number.isInteger(v) && v >= 0 },
  );
  return {
    id: `egma.${BLOCK_CODE[block]}.${a}-${b}`,
    block,
    format: 'arithmetic',
    prompt: EGMA_BLOCK_TEXTS[block].prompt,
    stimulus: `${a} ${SIGN[op]} ${b}`,
    answer: String(answer),
    lures,
    difficulty: Math.round(difficultyOf(block, a, b) * 100) / 100,
  };
}

/** The arithmetic blocks, the same in every band (test items not yet in order). */
export function arithmeticBlocks() {
  const blocks = Object.keys(ARITHMETIC_LISTS) as ArithmeticBlockId[];
  return Object.fromEntries(
    blocks.map((block) => {
      const { practice, test } = ARITHMETIC_LISTS[block];
      const item = (text: string) => arithmeticItem(block, text);
      return [block, { practice: practice.map(item), test: test.map(item) }];
    }),
  ) as Record<ArithmeticBlockId, { practice: EgmaItem[]; test: EgmaItem[] }>;
}
