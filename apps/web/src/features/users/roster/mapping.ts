import {
  duplicateLoginRows,
  validateRosterRow,
  type RosterFieldError,
  type RosterRow,
} from '@roar/contracts';

/** CSV columns a roster file can map, apart from race (which may span several columns). */
export const REQUIRED_FIELDS = ['password', 'dateOfBirth', 'grade'] as const;
export const NAME_FIELDS = ['firstName', 'middleName', 'lastName'] as const;
export const DEMOGRAPHIC_FIELDS = [
  'gender',
  'ell_status',
  'iep_status',
  'frl_status',
  'hispanic_ethnicity',
  'home_language',
  'state_id',
] as const;
export const ORG_FIELDS = ['district', 'school', 'class', 'group'] as const;
/** The language of letters to the family (a locale code), not a demographic. */
export const LETTER_FIELDS = ['home_locale'] as const;
/** Extra time in timed games (docs/decisions/035-accommodations.md), not a demographic. */
export const ACCOMMODATION_FIELDS = ['time_accommodation'] as const;

export type MappedField =
  | 'username'
  | 'email'
  | (typeof REQUIRED_FIELDS)[number]
  | (typeof NAME_FIELDS)[number]
  | (typeof DEMOGRAPHIC_FIELDS)[number]
  | (typeof LETTER_FIELDS)[number]
  | (typeof ACCOMMODATION_FIELDS)[number]
  | (typeof ORG_FIELDS)[number];

/** Which file column feeds each field, and where the students go. */
export interface ColumnMapping {
  /** Students sign in with an email (else a username). */
  useEmail: boolean;
  columns: Partial<Record<MappedField, string>>;
  raceColumns: string[];
  /** Organisations named per row in the file, or chosen once for everyone. */
  orgMode: 'columns' | 'chosen';
}

/** A parsed file: its header row and one record (column -> cell) per data row. */
export interface RosterFile {
  /** The file's name, shown with its import. */
  name?: string;
  headers: string[];
  records: Record<string, string>[];
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header spellings recognised for each field, beyond the field's own name. */
const ALIASES: Partial<Record<MappedField, string[]>> = {
  username: ['user', 'login'],
  email: ['emailaddress', 'mail'],
  dateOfBirth: ['dob', 'birthdate', 'birthday', 'dateofbirth'],
  grade: ['gradelevel'],
  firstName: ['first', 'givenname', 'namefirst'],
  middleName: ['middle', 'namemiddle'],
  lastName: ['last', 'surname', 'familyname', 'namelast'],
  ell_status: ['ell', 'ellstatus', 'esl'],
  iep_status: ['iep', 'iepstatus'],
  frl_status: ['frl', 'frlstatus'],
  hispanic_ethnicity: ['hispanic', 'hispanicethnicity', 'ethnicity'],
  home_language: ['homelanguage', 'language'],
  state_id: ['stateid', 'statestudentid'],
  time_accommodation: ['timeaccommodation', 'accommodation', 'extendedtime', 'extratime'],
  home_locale: ['homelocale', 'letterlanguage', 'familylanguage', 'parentlanguage', 'letterlocale'],
  class: ['classname', 'classroom'],
  school: ['schoolname'],
  district: ['districtname'],
  group: ['groupname'],
};

const ALL_FIELDS: MappedField[] = [
  'username',
  'email',
  ...REQUIRED_FIELDS,
  ...NAME_FIELDS,
  ...DEMOGRAPHIC_FIELDS,
  ...LETTER_FIELDS,
  ...ACCOMMODATION_FIELDS,
  ...ORG_FIELDS,
];

/** A first mapping from the header names: each field takes a column that names it. */
export function guessMapping(headers: readonly string[]): ColumnMapping {
  const columns: Partial<Record<MappedField, string>> = {};
  for (const field of ALL_FIELDS) {
    const names = new Set([squash(field), ...(ALIASES[field] ?? [])]);
    const header = headers.find((h) => names.has(squash(h)));
    if (header) columns[field] = header;
  }
  const raceColumns = headers.filter((h) => squash(h).startsWith('race'));
  const useEmail = !columns.username && Boolean(columns.email);
  const orgMode = ORG_FIELDS.some((f) => columns[f]) ? 'columns' : 'chosen';
  return { useEmail, columns, raceColumns, orgMode };
}

/** Fields the mapping must still give a column before the preview. */
export function missingColumns(mapping: ColumnMapping): MappedField[] {
  const needed: MappedField[] = [mapping.useEmail ? 'email' : 'username', ...REQUIRED_FIELDS];
  return needed.filter((field) => !mapping.columns[field]);
}

/**
 * A spreadsheet cell saved from one of our own exports starts with a quote that stops formulas
 * (see failedRowsCsv); reading it back, the quote goes.
 */
function cellValue(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

const splitList = (value: string) =>
  value
    .split(/[,;]/)
    .map((v) => v.trim())
    .filter(Boolean);

/** The request row for one file record (row numbers start at 1 for the first data row). */
export function toRosterRow(
  record: Record<string, string>,
  index: number,
  mapping: ColumnMapping,
): RosterRow {
  const row: RosterRow = { row: index + 1 };
  const read = (field: MappedField) => {
    const column = mapping.columns[field];
    return column === undefined ? undefined : (cellValue(record[column]) ?? '');
  };
  const login = mapping.useEmail ? 'email' : 'username';
  row[login] = read(login) ?? '';
  for (const field of [...REQUIRED_FIELDS, ...NAME_FIELDS]) {
    const value = read(field);
    if (value !== undefined) row[field] = value;
  }
  for (const field of DEMOGRAPHIC_FIELDS) {
    const value = read(field);
    if (value === undefined) continue;
    if (field === 'home_language') row.home_language = splitList(value);
    else row[field] = value;
  }
  for (const field of [...LETTER_FIELDS, ...ACCOMMODATION_FIELDS]) {
    const value = read(field);
    if (value !== undefined) row[field] = value;
  }
  if (mapping.raceColumns.length > 0) {
    row.race = mapping.raceColumns.flatMap((column) => splitList(cellValue(record[column]) ?? ''));
  }
  if (mapping.orgMode === 'columns') {
    for (const field of ORG_FIELDS) {
      const value = read(field);
      if (value !== undefined) row[field] = value;
    }
  }
  return row;
}

/**
 * The problems of every row, as the server will judge them before it looks at the database:
 * the shared contract rules plus logins repeated within the file.
 */
export function validateRows(
  rows: readonly RosterRow[],
  context: { today: string; sharedOrgs: boolean },
): RosterFieldError[][] {
  const problems = rows.map((row) => validateRosterRow(row, context));
  for (const [index, field] of duplicateLoginRows(rows)) {
    problems[index]!.push({ field, code: 'duplicate_in_file' });
  }
  return problems;
}

/** Today in the administrator's own time zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
