import { NORM_SEASONS, type NormSeason } from '@roar/contracts';

/**
 * Seasons of the school year (issue 20 item 4; docs/product/scoring.md section 3): norms may hold
 * one group per grade and season, since children grow within a school year.
 */
export { NORM_SEASONS, type NormSeason };

export const isNormSeason = (value: unknown): value is NormSeason =>
  (NORM_SEASONS as readonly unknown[]).includes(value);

/**
 * Month (1-12) to season: August-November fall, December-February winter, March-July spring
 * (summer school counts as spring: it continues the year just ended).
 */
const SEASON_OF_MONTH: readonly NormSeason[] = [
  'winter', // January
  'winter',
  'spring', // March
  'spring',
  'spring',
  'spring',
  'spring', // July
  'fall', // August
  'fall',
  'fall',
  'fall', // November
  'winter', // December
];

/**
 * The season of a completion date, by its UTC calendar month (a run completed late on 30
 * November in the Americas counts as December: one night at a boundary does not matter to norms).
 * Null for an unreadable date.
 */
export function seasonOf(completedAt: Date | string): NormSeason | null {
  const date = typeof completedAt === 'string' ? new Date(completedAt) : completedAt;
  const time = date.getTime();
  if (!Number.isFinite(time)) return null;
  return SEASON_OF_MONTH[date.getUTCMonth()] ?? null;
}

/**
 * Where a season sits in the school year, in years from its start: the seasons split the year in
 * thirds (fall 0, winter 1/3, spring 2/3).
 */
export const SEASON_OFFSETS: Readonly<Record<NormSeason, number>> = {
  fall: 0,
  winter: 1 / 3,
  spring: 2 / 3,
};

/**
 * Continuous grade-time: grade + the season's offset (grade 3 in spring is 3.67). Without a
 * season, the middle of the year (winter), where a table with one group per grade sits.
 */
export function gradeTime(grade: number, season?: NormSeason | null): number {
  return grade + SEASON_OFFSETS[season ?? 'winter'];
}
