import { describe, expect, it } from 'vitest';
import { gaussian } from './calibration-simulation.test-helper.ts';
import { GRADE_PRIOR_SD, provisionalThetaOfGrade } from './grade-prior.ts';
import { type LocalNormsRun, buildLocalNorms } from './local-norms.ts';
import { SEASON_DATES } from './local-norms-simulation.test-helper.ts';
import type { NormsTable } from './norms.ts';
import { provisionalNorms } from './norms-data/index.ts';
import { roarScoreFromTheta } from './scales.ts';
import { NORM_SEASONS, gradeTime } from './seasons.ts';
import { seeded } from './seeded-random.test-helper.ts';
import { normedSupportLevel, supportLevelChanges } from './support-level-changes.ts';

/**
 * The misfit acceptance (issue 20): children who find the items 0.75 logit harder than
 * the priors assume. Their abilities, on the provisional item parameters' scale, sit 0.75 below
 * the provisional norms' model; provisional norms flag far more than 20 % of K-5 as needing extra
 * support. Local norms built from the same children's scores put them back at 20 %. (Recalibrating
 * the items moves the whole theta scale; local norms absorb that move too, so the flagged share
 * does not depend on it. Calibration itself is tested in calibration.test.ts.)
 */
const SHIFT = -0.75;
/** Measurement error of one run (theta), about that of the adaptive Word game. */
const SE = 0.35;
const PER_CELL = 250;

/**
 * One K-5 district: true theta on the provisional growth curve in grade-time (its grade groups
 * sit mid-year), shifted; the reported score is the EAP under the grade prior (normal prior and
 * normal likelihood: the posterior mean), as roarScore.
 */
function simulateK5(rng: () => number): LocalNormsRun[] {
  const runs: LocalNormsRun[] = [];
  for (let grade = 0; grade <= 5; grade++) {
    const priorMean = provisionalThetaOfGrade(grade);
    const shrink = GRADE_PRIOR_SD ** 2 / (GRADE_PRIOR_SD ** 2 + SE ** 2);
    for (const season of NORM_SEASONS) {
      const mean = provisionalThetaOfGrade(gradeTime(grade, season) - 1 / 3) + SHIFT;
      for (let i = 0; i < PER_CELL; i++) {
        const theta = mean + gaussian(rng);
        const measured = theta + SE * gaussian(rng);
        const eap = priorMean + shrink * (measured - priorMean);
        runs.push({
          grade,
          season,
          score: roarScoreFromTheta(eap),
          completedAt: SEASON_DATES[season],
          studentKey: `${grade}-${season}-${i}`,
        });
      }
    }
  }
  return runs;
}

const flaggedShare = (runs: readonly LocalNormsRun[], table: NormsTable) =>
  runs.filter(
    (run) =>
      normedSupportLevel(run.score, table, {
        grade: run.grade,
        season: run.season ?? null,
        ageMonths: 0,
      }) === 'needs-extra-support',
  ).length / runs.length;

describe('local norms against misfit', () => {
  // Measured (seed 20): 44.9 % flagged with provisional norms (the issue: about 40 %; 37-56 %
  // for 0.5-1 logit), 20.3 % with the local norms, 20.5 % in a second sample of the district.
  it('brings 45 % flagged under provisional norms back to 20 +/- 3 % with local norms', () => {
    const swr = provisionalNorms('swr')!;
    const rng = seeded(20);
    const runs = simulateK5(rng);
    const provisional = flaggedShare(runs, swr);

    const built = buildLocalNorms({
      task: 'swr',
      language: 'en',
      district: { id: 'd', name: 'Harder items' },
      runs,
      version: 'local-misfit',
      builtOn: '2027-06-01',
      baseline: swr,
    });
    if (!built.ok) throw new Error(built.reason);
    const local = flaggedShare(runs, built.table);
    const nextYear = flaggedShare(simulateK5(rng), built.table);
    console.info(
      `misfit 0.75 logit, K-5: ${(100 * provisional).toFixed(1)} % flagged with provisional ` +
        `norms, ${(100 * local).toFixed(1)} % with local norms, ` +
        `${(100 * nextYear).toFixed(1)} % in a new sample`,
    );
    expect(provisional).toBeGreaterThan(0.37);
    expect(provisional).toBeLessThan(0.56);
    expect(Math.abs(local - 0.2)).toBeLessThanOrEqual(0.03);
    expect(Math.abs(nextYear - 0.2)).toBeLessThanOrEqual(0.03);

    // The preview before activation shows the same move, all of it upwards.
    const preview = supportLevelChanges(runs, swr, built.table);
    expect(preview.before['needs-extra-support'] / runs.length).toBeCloseTo(provisional, 5);
    expect(preview.after['needs-extra-support'] / runs.length).toBeCloseTo(local, 5);
    expect(preview.down).toBe(0);
  });
});
