import type { CoreMathItem, NumberLineItem } from './types.ts';

/**
 * Judging a response against an item's key, the same in the browser (feedback, trial data) and
 * on the server (scoring rebuilds the item from its id). A response that does not parse is wrong;
 * nothing here throws.
 */

/** Share of the line's length a placement may be off by: ±5% (README, "Number line"). */
export const NUMBER_LINE_TOLERANCE = 0.05;

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
const FRACTION = /^([+-]?\d+)\s*\/\s*([+-]?\d+)$/;

/** Minus signs a keyboard or a phone may produce, read as the ASCII hyphen. */
const asciiMinus = (text: string) => text.trim().replace(/[\u2212\u2012\u2013\u2014]/g, '-');

/**
 * A typed number: an integer or a decimal, with '.' or ',' as the decimal separator ('0.5',
 * '.5', '0,5'), an optional sign. No thousands separators: no typed key reaches 1000, so '1,000'
 * means one (bank.test.ts checks the keys). Null when it is not a number.
 */
export function parseNumber(text: string): number | null {
  const clean = asciiMinus(text);
  if (!NUMBER.test(clean)) return null;
  const value = Number(clean.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** A typed fraction 'n/d' with whole numbers and d not 0, sign moved to the numerator. */
export function parseFraction(text: string): { n: number; d: number } | null {
  const match = FRACTION.exec(asciiMinus(text));
  if (!match) return null;
  const n = Number(match[1]);
  const d = Number(match[2]);
  if (d === 0 || !Number.isSafeInteger(n) || !Number.isSafeInteger(d)) return null;
  return d < 0 ? { n: -n, d: -d } : { n, d };
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** Equal up to floating-point noise (keys are exact decimals; responses are parsed text). */
const same = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(y));

/** The key as a trial records it: the option value, the number, or 'n/d'. */
export function coreMathKey(item: CoreMathItem): string {
  switch (item.format) {
    case 'choice':
    case 'picture-choice':
      return item.answer;
    case 'fraction':
      return `${item.answer.n}/${item.answer.d}`;
    case 'number':
    case 'number-line':
      return String(item.answer);
  }
}

/** The largest distance from the answer a number-line placement may have and still count. */
export const numberLineTolerance = (item: NumberLineItem) =>
  item.tolerance ?? NUMBER_LINE_TOLERANCE * (item.max - item.min);

/**
 * Whether the response is correct. Choice: the correct option's value, exactly. Number: the same
 * number. Number line: on the line and within the tolerance. Fraction: equivalent to the key
 * (4/6 for 2/3), or, when the item asks for simplest form, the key in lowest terms only.
 */
export function judgeCoreMathResponse(item: CoreMathItem, response: string | null): boolean {
  if (typeof response !== 'string') return false;
  switch (item.format) {
    case 'choice':
    case 'picture-choice':
      return response === item.answer;
    case 'number': {
      const value = parseNumber(response);
      return value !== null && same(value, item.answer);
    }
    case 'number-line': {
      const value = parseNumber(response);
      if (value === null || value < item.min || value > item.max) return false;
      return Math.abs(value - item.answer) <= numberLineTolerance(item) + 1e-9;
    }
    case 'fraction': {
      const typed = parseFraction(response);
      if (!typed) return false;
      const { n, d } = item.answer;
      if (typed.n * d !== n * typed.d) return false;
      return !item.simplest || gcd(typed.n, typed.d) === 1;
    }
  }
}
