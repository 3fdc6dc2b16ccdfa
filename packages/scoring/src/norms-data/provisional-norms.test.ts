import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NORMS_DATA_DIR,
  VERSION,
  buildProvisionalNorms,
  growthShare,
  normsFileName,
  serialiseNormsTable,
} from '../../scripts/build-provisional-norms.ts';
import { normsTableProblems, percentileOf, referenceGroup, standardScoreOf } from '../norms.ts';
import { supportLevel } from '../support-levels.ts';
import {
  NORMS_VERSIONS,
  PROVISIONAL_NORMS_TASKS,
  provisionalNorms,
  provisionalNormsScale,
} from './index.ts';

const tables = PROVISIONAL_NORMS_TASKS.map((task) => {
  const table = provisionalNorms(task);
  if (!table) throw new Error(`no provisional norms for ${task}`);
  return table;
});

describe('generated files', () => {
  it.each(buildProvisionalNorms().map((t) => [t.task, t] as const))(
    '%s.json is what the builder writes now',
    (task, built) => {
      const file = readFileSync(join(NORMS_DATA_DIR, normsFileName(task)), 'utf8');
      expect(file).toBe(serialiseNormsTable(built));
      expect(provisionalNorms(task)).toEqual(built);
    },
  );
  it('holds exactly one file per task', () => {
    const files = readdirSync(NORMS_DATA_DIR).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(PROVISIONAL_NORMS_TASKS.map(normsFileName).sort());
  });
  it('builds the same bytes twice', () => {
    const once = buildProvisionalNorms().map(serialiseNormsTable);
    expect(buildProvisionalNorms().map(serialiseNormsTable)).toEqual(once);
  });
});

describe('provisional tables', () => {
  it.each(tables.map((t) => [t.task, t] as const))('%s is valid and labelled', (task, table) => {
    expect(normsTableProblems(table)).toEqual([]);
    expect(table.task).toBe(task);
    expect(table.language).toBe(task.endsWith('-es') ? 'es' : 'en');
    expect(table.kind).toBe('provisional');
    expect(table.version).toBe(VERSION);
    expect(table.provenance).toMatchObject({
      method: 'model (see script header)',
      sampleSizes: {},
    });
    expect(table.provenance.notes).toMatch(/not national norms/);
    expect(table.supportCutPoints.k5).toEqual({ achieved: 40, developing: 20 });
  });

  it.each(tables.map((t) => [t.task, t] as const))(
    '%s covers K-12 with means rising by grade',
    (_task, table) => {
      expect(table.groups.map((g) => g.grade)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      for (let i = 1; i < table.groups.length; i += 1) {
        expect(table.groups[i]!.mean).toBeGreaterThan(table.groups[i - 1]!.mean);
      }
    },
  );

  it.each(tables.map((t) => [t.task, t] as const))(
    '%s: a grade-3 child at the grade-3 mean is at percentile 50, standard score 100',
    (_task, table) => {
      const group = referenceGroup({ grade: 3 })!;
      const mean = table.groups.find((g) => g.grade === 3)!.mean;
      expect(percentileOf(mean, table, group)).toBeCloseTo(50, 4); // normalCdf is accurate to about 1e-7
      expect(standardScoreOf(mean, table, group)).toBe(100);
      expect(table.benchmarks).toEqual({
        grade3: mean,
        grade5: table.groups.find((g) => g.grade === 5)!.mean,
      });
    },
  );

  it('follows the stated model at its ends', () => {
    expect(growthShare(0)).toBe(0);
    expect(growthShare(12)).toBeCloseTo(1, 12);
    const swr = provisionalNorms('swr')!;
    // theta -2.0 in K and +1.8 in grade 12; SD 1 theta = 200/3 roarScore points.
    expect(swr.groups[0]).toEqual({ grade: 0, mean: 367, sd: 66.7 });
    expect(swr.groups[12]).toEqual({ grade: 12, mean: 620, sd: 66.7 });
    const sre = provisionalNorms('sre')!;
    expect(sre.groups[0]).toEqual({ grade: 0, mean: 5, sd: 5.3 });
    expect(sre.groups[12]).toEqual({ grade: 12, mean: 60, sd: 19 });
  });

  it.each(PROVISIONAL_NORMS_TASKS.map((task) => [task, provisionalNorms(task)!] as const))(
    '%s: the stated scale is the one the table was built on',
    (task, table) => {
      const scale = provisionalNormsScale(task);
      const stated =
        scale.score === 'roar-score'
          ? /Score: roarScore 100-900 from theta\./
          : scale.score === 'count'
            ? /Score: number correct over the three subtests \(57 items\)\./
            : new RegExp(
                `Score: correct - incorrect in ${scale.timeLimitSeconds} s, floored at 0\\.`,
              );
      expect(table.provenance.notes).toMatch(stated);
    },
  );

  it('has a version for every normed task and no table for other tasks', () => {
    expect(NORMS_VERSIONS).toEqual(
      Object.fromEntries(PROVISIONAL_NORMS_TASKS.map((task) => [task, VERSION])),
    );
    expect(provisionalNorms('letter')).toBeNull();
    expect(provisionalNorms('roam-alpaca')).toBeNull();
  });
});

describe('support levels with the provisional tables', () => {
  const levelOf = (task: string, grade: number, score: number) => {
    const table = provisionalNorms(task)!;
    const percentile = percentileOf(score, table, referenceGroup({ grade })!);
    return supportLevel({ grade, percentile, score, normed: true, table });
  };

  it.each([
    // K-5 by percentile: swr grade 1 has mean 390, SD 66.7.
    ['swr', 1, 390, 'achieved'], // percentile 50
    ['swr', 1, 370, 'developing'], // z -0.30, percentile 38
    ['swr', 1, 330, 'needs-extra-support'], // z -0.90, percentile 18
    ['pa-es', 0, 10, 'developing'], // K mean 12, SD 6.2: percentile 37
    ['sre', 4, 31, 'achieved'], // grade 4 mean 31.2, SD 11.8: percentile 49
    ['sre', 4, 12, 'needs-extra-support'], // percentile 5
    // Grades 6-12 by the grade-3 / grade-5 benchmarks: swr 452 / 521, sre-es 23.6 / 38.5.
    ['swr', 8, 452, 'needs-extra-support'],
    ['swr', 8, 521, 'developing'],
    ['swr', 8, 522, 'achieved'],
    ['sre-es', 7, 30, 'developing'],
    ['sre-es', 7, 39, 'achieved'],
  ] as const)('%s grade %d score %d: %s', (task, grade, score, level) => {
    expect(levelOf(task, grade, score)).toBe(level);
  });
});
