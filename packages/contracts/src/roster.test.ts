import { describe, expect, it } from 'vitest';
import { duplicateLoginRows, validateRosterRow } from './roster.ts';
import { isCalendarDate, normalizeGrade } from './users-admin.ts';

const context = { today: '2026-03-01', sharedOrgs: false };
const good = {
  row: 1,
  username: 'maya',
  password: 'Readers2026',
  dateOfBirth: '2016-05-04',
  grade: '3',
  school: 'Demo Elementary',
};
const codes = (row: object, ctx = context) =>
  validateRosterRow({ ...good, ...row }, ctx).map((e) => `${e.field}:${e.code}`);

describe('roster rows', () => {
  it('accepts a complete row and names every problem of a bad one', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ username: '', email: undefined })).toEqual(['username:required']);
    expect(codes({ username: undefined, email: '' })).toEqual(['email:required']);
    expect(codes({ username: 'a b' })).toEqual(['username:invalid_username']);
    expect(codes({ email: 'nope' })).toEqual(['email:invalid_email']);
    expect(codes({ dateOfBirth: '2026-03-02' })).toEqual(['dateOfBirth:future_date']);
    expect(codes({ dateOfBirth: '2016-02-30' })).toEqual(['dateOfBirth:invalid_date']);
    expect(codes({ grade: '' })).toEqual(['grade:required']);
    expect(codes({ firstName: 'x'.repeat(101) })).toEqual(['firstName:too_long']);
    expect(codes({ school: '', class: 'Room 1' })).toEqual(['school:required']);
    expect(codes({ school: '' })).toEqual(['school:org_required']);
    expect(codes({ school: '' }, { ...context, sharedOrgs: true })).toEqual([]);
  });

  it('takes a letter locale in any case, or none, and refuses anything else', () => {
    for (const home_locale of ['es-co', 'EN-GB', ' en-US ', 'es-ES', '', '  ', undefined]) {
      expect(codes({ home_locale })).toEqual([]);
    }
    for (const home_locale of ['es', 'Spanish', 'fr-FR', 'es_CO']) {
      expect(codes({ home_locale })).toEqual(['home_locale:invalid_locale']);
    }
  });

  it('flags every occurrence of a login used twice, without regard to case', () => {
    const rows = [
      { username: 'Ana' },
      { username: 'bo' },
      { username: 'ana ' },
      { email: 'x@y.z' },
    ];
    expect([...duplicateLoginRows(rows)]).toEqual([
      [0, 'username'],
      [2, 'username'],
    ]);
  });

  it('reads grades and dates as rosters write them', () => {
    expect(['k', 'Kindergarten', 'pre-k', 'tk', '03', ' 12 ', '13'].map(normalizeGrade)).toEqual([
      'K',
      'K',
      'PK',
      'TK',
      '3',
      '12',
      '13',
    ]);
    expect(['14', '0', 'first', ''].map(normalizeGrade)).toEqual([null, null, null, null]);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('5/4/2016')).toBe(false);
  });
});
