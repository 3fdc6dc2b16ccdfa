import type { EgmaRange } from './age-band.ts';
import { BAND_LISTS, type NumberLineList } from './lists.ts';
import { pickLures, type LureGroup } from './lures.ts';
import { EGMA_BLOCK_TEXTS, FRACTION_LABELS, sliderPrompt } from './texts.ts';
import type { EgmaBand, EgmaItem, EgmaLure } from './types.ts';

/**
 * The number-line blocks: which number is at a mark (four choices), and where a number goes
 * (a slider). Each item is built from its line and its number, so ids name both
 * (`egma.nlc.0-100.37`, `egma.nls.0-1.0.25`).
 */

/** A number on a line: its value and how it is written (`37`, `0.3`, `1/4`). */
export interface LinePoint {
  value: number;
  label: string;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

export function linePoint(label: string): LinePoint {
  const parts = label.split('/').map(Number);
  const [numerator = NaN, denominator = 1] = parts;
  const value = parts.length <= 2 ? numerator / denominator : NaN;
  if (!Number.isFinite(value) || value < 0) throw new Error(`not a number: ${label}`);
  return { value, label };
}

const FRACTIONS = FRACTION_LABELS.map(linePoint);
const isFraction = (point: LinePoint) => point.label.includes('/');

/** The tenth of a line: the smallest gap between options, so every option is a different place. */
const stepOf = ([from, to]: EgmaRange) => (to - from) / 10;

/**
 * Wrong numbers for a mark: the same place counted from the other end (mirror), the numbers a
 * tenth of the line either side (neighbour), then further ones. Fractions get fractions.
 */
function lineLures(range: EgmaRange, point: LinePoint): EgmaLure[] {
  const [from, to] = range;
  const step = stepOf(range);
  const byDistance = (list: readonly LinePoint[]) =>
    [...list].sort((x, y) => Math.abs(x.value - point.value) - Math.abs(y.value - point.value));
  if (isFraction(point)) {
    if (from !== 0 || to !== 1) throw new Error(`fractions are on the line 0-1: ${point.label}`);
    const far = byDistance(FRACTIONS).filter((f) => Math.abs(f.value - point.value) >= step - 1e-9);
    return pickLures(
      point.value,
      [
        ['mirror', [1 - point.value]],
        ['neighbour', far.map((f) => f.value)],
      ],
      {
        allowed: (v) => FRACTIONS.some((f) => same(f.value, v)),
        label: (v) => FRACTIONS.find((f) => same(f.value, v))?.label ?? String(round3(v)),
        fallback: ['near', byDistance(FRACTIONS).map((f) => f.value)],
      },
    );
  }
  const further: LureGroup = [
    'near',
    [2, 3, 4, 5, 6, 7, 8, 9].flatMap((k) => [point.value + k * step, point.value - k * step]),
  ];
  return pickLures(
    point.value,
    [
      ['mirror', [from + to - point.value]],
      ['neighbour', [point.value + step, point.value - step]],
    ],
    {
      allowed: (v) => v >= from - 1e-9 && v <= to + 1e-9,
      label: (v) => String(round3(v)),
      fallback: further,
    },
  );
}

/** Longer lines are harder, and so are the ones with fractions: they start a step apart. */
const RANGE_BASE: Readonly<Record<string, number>> = {
  '0-10': -1.5,
  '0-100': -0.5,
  '0-1000': 0.5,
  '0-1': 1.5,
};
const LANDMARKS = [0, 0.25, 0.5, 0.75, 1];

/**
 * How hard a place on a line is: the line's base, plus the distance to the nearest landmark
 * (an end, the middle, a quarter), where children place numbers best; fractions and the slider
 * (no options to lean on) add a little. The largest addition stays under the gap between two
 * bases, so a block gives all of one line before the next.
 */
function lineDifficulty(range: EgmaRange, point: LinePoint, slider: boolean): number {
  const base = RANGE_BASE[`${range[0]}-${range[1]}`];
  if (base === undefined) throw new Error(`no number line ${range[0]}-${range[1]}`);
  const share = (point.value - range[0]) / (range[1] - range[0]);
  const fromLandmark = Math.min(...LANDMARKS.map((mark) => Math.abs(share - mark)));
  const extra = 2 * fromLandmark + (isFraction(point) ? 0.3 : 0) + (slider ? 0.3 : 0);
  return Math.round((base + extra) * 100) / 100;
}

const lineId = (code: string, [from, to]: EgmaRange, point: LinePoint) =>
  `egma.${code}.${from}-${to}.${round3(point.value)}`;

function checkOnLine([from, to]: EgmaRange, point: LinePoint) {
  if (point.value < from || point.value > to) {
    throw new Error(`${point.label} is not on the line ${from}-${to}`);
  }
}

/** A mark on the line at `label`; the child picks the number among four. */
export function numberLineChoiceItem(range: EgmaRange, label: string): EgmaItem {
  const point = linePoint(label);
  checkOnLine(range, point);
  return {
    id: lineId('nlc', range, point),
    block: 'number-line-choice',
    format: 'number-line-choice',
    prompt: EGMA_BLOCK_TEXTS['number-line-choice'].prompt,
    stimulus: label,
    answer: label,
    lures: lineLures(range, point),
    range,
    target: point.value,
    difficulty: lineDifficulty(range, point, false),
  };
}

/** The child slides a marker to where `label` goes; the key is its value (`0.25` for 1/4). */
export function numberLineSliderItem(range: EgmaRange, label: string): EgmaItem {
  const point = linePoint(label);
  checkOnLine(range, point);
  const id = lineId('nls', range, point);
  return {
    id,
    block: 'number-line-slider',
    format: 'number-line-slider',
    prompt: sliderPrompt(label),
    stimulus: label,
    answer: String(round3(point.value)),
    lures: [],
    range,
    target: point.value,
    clip: id,
    difficulty: lineDifficulty(range, point, true),
  };
}

/** The number-line blocks of a band, the smaller line first (test items not yet in order). */
export function numberLineBlocks(band: EgmaBand) {
  const lines: readonly NumberLineList[] = BAND_LISTS[band].numberLine;
  const practice = (make: (range: EgmaRange, label: string) => EgmaItem) =>
    lines.flatMap((line) => (line.practice ?? []).map((label) => make(line.range, label)));
  return {
    'number-line-choice': {
      practice: practice(numberLineChoiceItem),
      test: lines.flatMap((line) => line.choice.map((l) => numberLineChoiceItem(line.range, l))),
    },
    'number-line-slider': {
      practice: practice(numberLineSliderItem),
      test: lines.flatMap((line) => line.slider.map((l) => numberLineSliderItem(line.range, l))),
    },
  };
}
