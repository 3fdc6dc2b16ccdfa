import { describe, expect, it } from 'vitest';
import { normalizeTimeAccommodation } from './accommodations.ts';
import { validateRosterRow } from './roster.ts';

describe('time accommodations', () => {
  it('reads a roster cell without regard to case, spaces or separators', () => {
    expect(
      ['none', 'Extended_1_5', ' EXTENDED_2 ', 'untimed', 'No time limit', 'x1.5', ''].map(
        normalizeTimeAccommodation,
      ),
    ).toEqual(['none', 'extended_1_5', 'extended_2', 'untimed', 'untimed', 'extended_1_5', 'none']);
    expect(['x3', 'extended', 'yes', '=1+1', '1.5'].map(normalizeTimeAccommodation)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('refuses a roster row naming another accommodation, with its own code', () => {
    const context = { today: '2026-11-28', sharedOrgs: true };
    const row = { row: 1, username: 'ana', password: 'Secret123x', grade: '3', firstName: 'Ana' };
    const codes = (time_accommodation: string) =>
      validateRosterRow({ ...row, dateOfBirth: '2017-01-01', time_accommodation }, context).map(
        (e) => `${e.field}:${e.code}`,
      );
    expect(codes('Untimed')).toEqual([]);
    expect(codes('triple')).toEqual(['time_accommodation:invalid_time_accommodation']);
  });
});
