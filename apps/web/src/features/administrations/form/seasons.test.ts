import { describe, expect, it } from 'vitest';
import { seasonOf, seasonPresets } from './seasons.ts';

describe('season presets', () => {
  it('starts with the current season from today, then the following seasons', () => {
    expect(seasonPresets(new Date(2026, 4, 10), 5)).toEqual([
      { season: 'spring', year: 2026, start: '2026-05-10', end: '2026-06-14' },
      { season: 'summer', year: 2026, start: '2026-06-15', end: '2026-08-01' },
      { season: 'fall', year: 2026, start: '2026-08-01', end: '2026-12-01' },
      { season: 'winter', year: 2026, start: '2026-12-01', end: '2027-04-01' },
      { season: 'spring', year: 2027, start: '2027-04-01', end: '2027-06-14' },
    ]);
  });

  it('puts January to March in the winter that began the December before', () => {
    expect(seasonOf(new Date(2027, 1, 20))).toEqual({ season: 'winter', year: 2026 });
    const [current, next] = seasonPresets(new Date(2027, 1, 20), 2);
    expect(current).toEqual({
      season: 'winter',
      year: 2026,
      start: '2027-02-20',
      end: '2027-04-01',
    });
    expect(next).toEqual({ season: 'spring', year: 2027, start: '2027-04-01', end: '2027-06-14' });
  });

  it('opens a season on its first day', () => {
    expect(seasonOf(new Date(2026, 5, 14)).season).toBe('spring');
    expect(seasonOf(new Date(2026, 5, 15)).season).toBe('summer');
    expect(seasonOf(new Date(2026, 7, 1)).season).toBe('fall');
    expect(seasonOf(new Date(2026, 11, 1))).toEqual({ season: 'winter', year: 2026 });
    expect(seasonOf(new Date(2026, 3, 1)).season).toBe('spring');
  });
});
