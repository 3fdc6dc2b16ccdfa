import { gradeNumber } from '@roar/contracts';
import type { EgmaBand } from './types.ts';

/** A number line's two ends. */
export type EgmaRange = readonly [number, number];

/**
 * The number-line ranges of each band (Siegler's recommended ranges): 0-10 and 0-100 at ages 5-6,
 * 0-100 and 0-1000 at 7-9, 0-1000 and 0-1 (fractions and decimals) at 10-12.
 */
export const EGMA_NUMBER_LINE_RANGES: Readonly<Record<EgmaBand, readonly EgmaRange[]>> = {
  young: [
    [0, 10],
    [0, 100],
  ],
  middle: [
    [0, 100],
    [0, 1000],
  ],
  older: [
    [0, 1000],
    [0, 1],
  ],
};

/** Ages in months at which the middle and older bands start (7 and 10 years). */
const MIDDLE_FROM_MONTHS = 84;
const OLDER_FROM_MONTHS = 120;

/**
 * The band of a child: from the age when it is known (under 7 young, 7-9 middle, 10 and over
 * older), else from the grade (PK to 1 young, 2-4 middle, 5 and up older), else middle, whose
 * items suit most of the ages the game is for.
 */
export function ageBandOf(ageMonths: number | null, grade: string | null): EgmaBand {
  if (ageMonths !== null && Number.isFinite(ageMonths) && ageMonths > 0) {
    if (ageMonths < MIDDLE_FROM_MONTHS) return 'young';
    return ageMonths < OLDER_FROM_MONTHS ? 'middle' : 'older';
  }
  const n = gradeNumber(grade);
  if (n === null) return 'middle';
  if (n <= 1) return 'young';
  return n <= 4 ? 'middle' : 'older';
}
