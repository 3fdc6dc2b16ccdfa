import { describe, expect, it } from 'vitest';
import {
  guessMapping,
  missingColumns,
  toRosterRow,
  validateRows,
  type ColumnMapping,
} from './mapping.ts';
import { neutralizeCell, recordsToCsv } from './csv-file.ts';

const headers = [
  'Username',
  'Password',
  'DOB',
  'Grade',
  'First Name',
  'Last',
  'Race 1',
  'Race 2',
  'School',
  'Class',
];
const record = (values: Partial<Record<string, string>>) =>
  Object.fromEntries(headers.map((h) => [h, values[h] ?? '']));
const ok = {
  Username: 'maya',
  Password: 'Readers2026',
  DOB: '2016-05-04',
  Grade: 'k',
  School: 'Demo Elementary',
  Class: 'Room 1',
};

describe('roster column mapping', () => {
  it('guesses columns from common header names', () => {
    const mapping = guessMapping(headers);
    expect(mapping).toEqual({
      useEmail: false,
      columns: {
        username: 'Username',
        password: 'Password',
        dateOfBirth: 'DOB',
        grade: 'Grade',
        firstName: 'First Name',
        lastName: 'Last',
        school: 'School',
        class: 'Class',
      },
      raceColumns: ['Race 1', 'Race 2'],
      orgMode: 'columns',
    });
    expect(missingColumns(mapping)).toEqual([]);
    expect(missingColumns({ ...mapping, useEmail: true })).toEqual(['email']);
    expect(guessMapping(['email', 'password']).useEmail).toBe(true);
  });

  it('turns a record into a request row, joining race columns and dropping our own quote', () => {
    const mapping = guessMapping(headers);
    const row = toRosterRow(
      record({ ...ok, 'First Name': "'=SUM(A1)", 'Race 1': 'Asian', 'Race 2': 'White, Other' }),
      4,
      mapping,
    );
    expect(row).toEqual({
      row: 5,
      username: 'maya',
      password: 'Readers2026',
      dateOfBirth: '2016-05-04',
      grade: 'k',
      firstName: '=SUM(A1)',
      lastName: '',
      race: ['Asian', 'White', 'Other'],
      school: 'Demo Elementary',
      class: 'Room 1',
    });
    const chosen: ColumnMapping = { ...mapping, orgMode: 'chosen' };
    expect(toRosterRow(record(ok), 0, chosen)).not.toHaveProperty('school');
  });

  it('validates every row with the shared rules and flags repeated logins', () => {
    const mapping = guessMapping(headers);
    const rows = [
      record(ok),
      record({ ...ok, Username: 'MAYA' }),
      record({
        ...ok,
        Username: 'zoe',
        Password: 'short',
        DOB: '2030-01-01',
        Grade: '14',
        School: '',
        Class: '',
      }),
      record({ ...ok, Username: 'ana' }),
    ].map((r, i) => toRosterRow(r, i, mapping));
    const problems = validateRows(rows, { today: '2026-03-01', sharedOrgs: false });
    expect(problems[0]).toEqual([{ field: 'username', code: 'duplicate_in_file' }]);
    expect(problems[1]).toEqual([{ field: 'username', code: 'duplicate_in_file' }]);
    expect(problems[2]!.map((p) => `${p.field}:${p.code}`)).toEqual([
      'password:password_too_short',
      'password:password_needs_uppercase',
      'password:password_needs_number',
      'dateOfBirth:future_date',
      'grade:invalid_grade',
      'school:org_required',
    ]);
    expect(problems[3]).toEqual([]);
    const noOrgs = validateRows(
      [toRosterRow(record({ ...ok, School: '', Class: '' }), 0, mapping)],
      {
        today: '2026-03-01',
        sharedOrgs: true,
      },
    );
    expect(noOrgs[0]).toEqual([]);
  });

  it('maps the language for letters home by its name or an alias, and checks its code', () => {
    for (const header of [
      'home_locale',
      'Home Locale',
      'Letter language',
      'FamilyLanguage',
      'parent_language',
    ]) {
      expect(guessMapping(['username', header]).columns.home_locale).toBe(header);
    }
    // The demographic home language keeps its own columns.
    expect(guessMapping(['Home Language', 'Language']).columns).toEqual({
      home_language: 'Home Language',
    });
    const withLocale = [...headers, 'Letter Language'];
    const mapping = guessMapping(withLocale);
    const cells = (value: string) => ({
      ...Object.fromEntries(withLocale.map((h) => [h, ''])),
      ...ok,
      'Letter Language': value,
    });
    const rows = ['es-co', '', 'Spanish'].map((value, i) => toRosterRow(cells(value), i, mapping));
    expect(rows.map((row) => row.home_locale)).toEqual(['es-co', '', 'Spanish']);
    const problems = validateRows(
      rows.map((row, i) => ({ ...row, username: `kid${i}` })),
      { today: '2026-03-01', sharedOrgs: false },
    );
    expect(problems).toEqual([[], [], [{ field: 'home_locale', code: 'invalid_locale' }]]);
    expect(toRosterRow(record(ok), 0, guessMapping(headers))).not.toHaveProperty('home_locale');
  });

  it('writes failed rows back as CSV with formulas neutralised', () => {
    expect(neutralizeCell('=1+1')).toBe("'=1+1");
    expect(neutralizeCell('-5')).toBe("'-5");
    expect(neutralizeCell('plain')).toBe('plain');
    const csv = recordsToCsv(['Username', 'Name'], [{ Username: 'a', Name: '@cmd, "x"' }], {
      header: 'Problems',
      values: ['Grade: required'],
    });
    expect(csv).toBe('Username,Name,Problems\r\na,"\'@cmd, ""x""",Grade: required');
  });
});
