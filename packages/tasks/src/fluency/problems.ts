import type { FLUENCY_OPERATIONS } from '@roar/contracts';

/** One of the four operations of the fluency games, in the order they are given. */
export type Operation = (typeof FLUENCY_OPERATIONS)[number];

/** Math Facts (single digit) or Calculation Fluency (multi-digit). */
export type FluencyKind = 'facts' | 'calculation';

/** One arithmetic problem: `a <op> b = answer`, every number a whole number, none negative. */
export interface Problem {
  /** 'add-3-4', 'div-42-6': the operation and operands, from which the server rebuilds it. */
  id: string;
  operation: Operation;
  a: number;
  b: number;
  answer: number;
}

const PREFIX: Record<Operation, string> = {
  addition: 'add',
  subtraction: 'sub',
  multiplication: 'mul',
  division: 'div',
};

/** Signs as printed in schools in English- and Spanish-speaking countries alike. */
export const OPERATION_SIGN: Record<Operation, string> = {
  addition: '+',
  subtraction: '−',
  multiplication: '×',
  division: '÷',
};

/** The result of `a <op> b`, or null when it is not a whole number of at least 0. */
export function compute(operation: Operation, a: number, b: number): number | null {
  switch (operation) {
    case 'addition':
      return a + b;
    case 'subtraction':
      return a >= b ? a - b : null;
    case 'multiplication':
      return a * b;
    case 'division':
      return b !== 0 && a % b === 0 ? a / b : null;
  }
}

/** The problem `a <op> b`; throws when its answer is not a whole number of at least 0. */
export function problem(operation: Operation, a: number, b: number): Problem {
  const answer = compute(operation, a, b);
  if (answer === null) throw new RangeError(`${operation} ${a} ${b} has no whole answer`);
  return { id: `${PREFIX[operation]}-${a}-${b}`, operation, a, b, answer };
}

const BY_PREFIX = new Map(Object.entries(PREFIX).map(([op, prefix]) => [prefix, op as Operation]));

/** The problem an id names, or null when the id is not one (the server judges by it). */
export function parseProblemId(id: string | null | undefined): Problem | null {
  const match = /^(add|sub|mul|div)-(\d{1,4})-(\d{1,4})$/.exec(id ?? '');
  if (!match) return null;
  const operation = BY_PREFIX.get(match[1]!)!;
  const a = Number(match[2]);
  const b = Number(match[3]);
  if (compute(operation, a, b) === null) return null;
  const found = problem(operation, a, b);
  // Only the id as the game writes it ('add-07-7' is another id for the same problem).
  return found.id === id ? found : null;
}

/** '7 × 8': the problem as shown (and spoken by screen readers). */
export const problemText = (p: Problem) => `${p.a} ${OPERATION_SIGN[p.operation]} ${p.b}`;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Every single-digit fact of an operation: sums and products of two digits, and their inverses
 * (a difference or quotient of two digits with a whole answer from 0 to 9, dividing by 1-9).
 */
export function singleDigitFacts(operation: Operation): Problem[] {
  const digits = range(0, 9);
  switch (operation) {
    case 'addition':
      return digits.flatMap((a) => digits.map((b) => problem('addition', a, b)));
    case 'subtraction':
      return digits.flatMap((b) => digits.map((c) => problem('subtraction', b + c, b)));
    case 'multiplication':
      return digits.flatMap((a) => digits.map((b) => problem('multiplication', a, b)));
    case 'division':
      return range(1, 9).flatMap((b) => digits.map((c) => problem('division', b * c, b)));
  }
}
