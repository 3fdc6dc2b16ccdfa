import { describe, expect, it } from 'vitest';
import { exactNormGroupOf, normGroupOf, normsTableProblems, type NormsTable } from './norms.ts';
import { provisionalNorms } from './norms-data/index.ts';
import { gradeTime, seasonOf } from './seasons.ts';

describe('seasonOf', () => {
  it('splits the school year: Aug-Nov fall, Dec-Feb winter, Mar-Jul spring', () => {
    const months = Array.from({ length: 12 }, (_, m) =>
      seasonOf(`2026-${String(m + 1).padStart(2, '0')}-15T12:00:00Z`),
    );
    expect(months).toEqual([
      'winter',
      'winter',
      'spring',
      'spring',
      'spring',
      'spring',
      'spring',
      'fall',
      'fall',
      'fall',
      'fall',
      'winter',
    ]);
    expect(seasonOf(new Date('2026-11-30T23:59:59Z'))).toBe('fall');
    expect(seasonOf('2026-12-01T00:00:00Z')).toBe('winter');
    expect(seasonOf('not a date')).toBeNull();
  });
  it('places seasons in thirds of the year; no season sits mid-year', () => {
    expect(gradeTime(3, 'fall')).toBe(3);
    expect(gradeTime(3, 'spring')).toBeCloseTo(3.667, 3);
    expect(gradeTime(3)).toBeCloseTo(3.333, 3);
  });
});

const seasonal: NormsTable = {
  ...provisionalNorms('swr')!,
  kind: 'local',
  groups: [
    { grade: 2, season: 'fall', mean: 400, sd: 60 },
    { grade: 2, season: 'spring', mean: 420, sd: 60 },
    { grade: 3, mean: 450, sd: 65 },
    { grade: 3, season: 'winter', mean: 445, sd: 62 },
  ],
};

describe('norm groups by grade and season', () => {
  it('picks the season group, else the grade group, else the nearest in grade-time', () => {
    const at = (grade: number, season?: 'fall' | 'winter' | 'spring') =>
      normGroupOf(seasonal, { grade, ageMonths: 0, ...(season ? { season } : {}) });
    expect(at(3, 'winter')).toMatchObject({ season: 'winter', mean: 445 });
    expect(at(3, 'fall')).toMatchObject({ grade: 3, mean: 450 });
    expect(at(3)).toMatchObject({ grade: 3, mean: 450 });
    expect(at(2, 'winter')).toMatchObject({ grade: 2, season: 'fall' }); // a tie: the lower
    expect(at(0)).toMatchObject({ grade: 2, season: 'fall' });
    expect(exactNormGroupOf(seasonal, { grade: 2, ageMonths: 0, season: 'winter' })).toBeNull();
    expect(normsTableProblems(seasonal)).toEqual([]);
  });
  it('keeps seasonless tables as they were: a season does not change their group', () => {
    const swr = provisionalNorms('swr')!;
    for (let grade = 0; grade <= 12; grade++) {
      for (const season of ['fall', 'winter', 'spring'] as const) {
        expect(normGroupOf(swr, { grade, ageMonths: 0, season })).toBe(
          normGroupOf(swr, { grade, ageMonths: 0 }),
        );
      }
    }
  });
  it('refuses a season group twice and unknown seasons', () => {
    const broken = {
      ...seasonal,
      groups: [
        ...seasonal.groups,
        { grade: 2, season: 'fall', mean: 1, sd: 1 },
        { grade: 4, season: 'summer', mean: 1, sd: 1 },
      ],
    } as NormsTable;
    expect(normsTableProblems(broken)).toEqual([
      'grade 2 fall appears twice',
      'grade 4 has an unknown season summer',
    ]);
  });
});
