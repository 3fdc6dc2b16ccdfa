import { EGMA_SLIDER_STEPS, EGMA_SLIDER_TOLERANCE } from './rules.ts';
import type { EgmaItem } from './types.ts';

/**
 * Judging one response against an item, the same in the browser (feedback, the skip rule) and on
 * the server (scoring, from the item rebuilt by id). Never throws: a response it cannot read is
 * wrong.
 */

/** A plain decimal number (`37`, `0.25`, `-3`); not `1e3`, `0x10`, a blank or `Infinity`. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The number a slider response holds, or null when it is not a plain number. */
export function parsePlaced(response: string | null | undefined): number | null {
  if (typeof response !== 'string') return null;
  const text = response.trim();
  return PLAIN_NUMBER.test(text) ? Number(text) : null;
}

const lengthOf = (item: EgmaItem) => (item.range ? item.range[1] - item.range[0] : NaN);

/**
 * How far a placement is from the item's target, in percent of the line's length (percent
 * absolute error), to two decimals; null for an item that is not on a line.
 */
export function sliderErrorPercent(item: EgmaItem, placed: number): number | null {
  const length = lengthOf(item);
  if (item.target === undefined || !(length > 0) || !Number.isFinite(placed)) return null;
  return Math.round((10_000 * Math.abs(placed - item.target)) / length) / 100;
}

/**
 * Whether the child's response is right: a choice must be the answer's value exactly; a slider
 * placement must be a number within EGMA_SLIDER_TOLERANCE of the line's length from the target
 * (with a hair of slack, so that a placement exactly at the edge is right despite float error).
 */
export function judgeEgmaResponse(item: EgmaItem, response: string | null): boolean {
  if (typeof response !== 'string') return false;
  if (item.format !== 'number-line-slider') return response === item.answer;
  const placed = parsePlaced(response);
  const length = lengthOf(item);
  if (placed === null || item.target === undefined || !(length > 0)) return false;
  return Math.abs(placed - item.target) <= EGMA_SLIDER_TOLERANCE * length + length * 1e-9;
}

/**
 * A slider placement as the game records it: clamped to the line and rounded to a thousandth of
 * its length, so the stored response does not carry the screen's pixel noise.
 */
export function sliderResponse(item: EgmaItem, placed: number): string {
  const [from, to] = item.range ?? [0, 0];
  const step = (to - from) / EGMA_SLIDER_STEPS;
  const clamped = Math.min(Math.max(placed, from), to);
  const rounded = step > 0 ? from + Math.round((clamped - from) / step) * step : clamped;
  // Printed with no more decimals than the step has, so 0.1 * 3 is written '0.3'.
  const decimals = step > 0 ? Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)) : 0;
  return String(Number(rounded.toFixed(decimals)));
}
