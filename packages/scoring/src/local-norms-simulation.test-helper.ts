/**
 * Simulated districts for the local norms tests: per grade and season the scores are normal, with
 * a mean on a smooth growth curve of grade-time and an SD that widens slowly, so the true
 * percentile of any score is known.
 */
import { gaussian } from './calibration-simulation.test-helper.ts';
import type { LocalNormsRun } from './local-norms.ts';
import { roarScoreFromTheta } from './scales.ts';
import { NORM_SEASONS, type NormSeason, gradeTime } from './seasons.ts';
import { provisionalThetaOfGrade } from './grade-prior.ts';

export interface TrueCell {
  readonly mean: number;
  readonly sd: number;
}

/**
 * The truth: the provisional ability curve (grade-prior.ts) read in grade-time, the provisional
 * grade groups sitting mid-year (winter), shifted by `shift` theta, on the roarScore scale
 * (66.7 points per theta), SD 1 theta in kindergarten fall widening by 2 % a year.
 */
export function trueCell(grade: number, season: NormSeason, shift = 0): TrueCell {
  const t = gradeTime(grade, season) - 1 / 3;
  return {
    mean: 500 + (200 / 3) * (provisionalThetaOfGrade(t) + shift),
    sd: (200 / 3) * (1 + 0.02 * gradeTime(grade, season)),
  };
}

/** A completion date in the middle of each season of the 2026-27 school year. */
export const SEASON_DATES: Readonly<Record<NormSeason, string>> = {
  fall: '2026-10-01T15:00:00Z',
  winter: '2027-01-20T15:00:00Z',
  spring: '2027-04-20T15:00:00Z',
};

export interface DistrictOptions {
  /** Runs per cell, by grade and season; cells left out get none. */
  readonly size: (grade: number, season: NormSeason) => number;
  readonly shift?: number;
  /** Scores as the games report them: whole roarScore points, 100-900. */
  readonly round?: boolean;
}

export function simulateDistrict(rng: () => number, options: DistrictOptions): LocalNormsRun[] {
  const runs: LocalNormsRun[] = [];
  let student = 0;
  for (let grade = 0; grade <= 12; grade++) {
    for (const season of NORM_SEASONS) {
      const { mean, sd } = trueCell(grade, season, options.shift);
      for (let i = 0; i < options.size(grade, season); i++) {
        const raw = mean + sd * gaussian(rng);
        const score = options.round ? roarScoreFromTheta((raw - 500) / (200 / 3)) : raw;
        runs.push({
          grade,
          season,
          score,
          completedAt: SEASON_DATES[season],
          studentKey: `s${student++}`,
        });
      }
    }
  }
  return runs;
}
