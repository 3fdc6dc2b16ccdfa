import { z } from 'zod';
import { OrgListsSchema } from './administrations.ts';
import { normalizeTimeAccommodation } from './accommodations.ts';
import { normalizeLocale } from './locales.ts';
import { passwordProblems } from './password-rules.ts';
import {
  DEMOGRAPHIC_LIST_FIELDS,
  DEMOGRAPHIC_TEXT_FIELDS,
  USER_TEXT_MAX,
  isCalendarDate,
  normalizeGrade,
} from './users-admin.ts';

/** Students one `POST /api/admin/roster/students` request may carry; the client sends batches. */
export const ROSTER_BATCH_MAX = 50;
/** Longest username; usernames use letters, digits and . _ - only. */
export const USERNAME_MAX = 64;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Hard bound of any cell: longer input is refused whole, shorter but too long is `too_long`. */
const Cell = z.string().max(1000);
const CellList = z.array(Cell).max(20);

/**
 * One student row of a roster file, after the columns were mapped. Values are as typed in the
 * file; `validateRosterRow` says what is wrong with them, per field. Organisations are named
 * (resolved case-insensitively in the caller's scope: district, then a school of it, then a class
 * of that school; groups on their own).
 */
export const RosterRowSchema = z.object({
  /** Line of the file (1 = first data row), echoed in the result. */
  row: z.number().int().min(1).max(1_000_000),
  username: Cell.optional(),
  email: Cell.optional(),
  password: Cell.optional(),
  dateOfBirth: Cell.optional(),
  grade: Cell.optional(),
  firstName: Cell.optional(),
  middleName: Cell.optional(),
  lastName: Cell.optional(),
  gender: Cell.optional(),
  ell_status: Cell.optional(),
  iep_status: Cell.optional(),
  frl_status: Cell.optional(),
  race: CellList.optional(),
  hispanic_ethnicity: Cell.optional(),
  home_language: CellList.optional(),
  state_id: Cell.optional(),
  /** The locale of letters to the family, a code of LOCALES in any case; empty: none. */
  home_locale: Cell.optional(),
  /** Extra time in timed games: none, extended_1_5, extended_2 or untimed, in any case. */
  time_accommodation: Cell.optional(),
  district: Cell.optional(),
  school: Cell.optional(),
  class: Cell.optional(),
  group: Cell.optional(),
});
export type RosterRow = z.infer<typeof RosterRowSchema>;
export type RosterField = Exclude<keyof RosterRow, 'row'>;

/** `POST /api/admin/roster/students`: rows, and organisations that apply to every row. */
export const RegisterStudentsRequestSchema = z.object({
  rows: z.array(RosterRowSchema).min(1).max(ROSTER_BATCH_MAX),
  orgs: OrgListsSchema.omit({ families: true }).optional(),
});
export type RegisterStudentsRequest = z.input<typeof RegisterStudentsRequestSchema>;

export const ROSTER_ERROR_CODES = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_username',
  'password_too_short',
  'password_needs_lowercase',
  'password_needs_uppercase',
  'password_needs_number',
  'password_too_common',
  'invalid_grade',
  /** `home_locale` names none of the interface locales (en-US, en-GB, es-ES, es-CO). */
  'invalid_locale',
  /** `time_accommodation` names none of none, extended_1_5, extended_2, untimed. */
  'invalid_time_accommodation',
  'invalid_date',
  'future_date',
  'org_required',
  'unknown_org',
  'ambiguous_org',
  'duplicate_in_file',
  'username_taken',
  'email_taken',
  /** The row was valid but could not be stored (a server fault); nothing of it was kept. */
  'not_created',
] as const;
export type RosterErrorCode = (typeof ROSTER_ERROR_CODES)[number];

export const RosterFieldErrorSchema = z.object({
  field: z.string(),
  code: z.enum(ROSTER_ERROR_CODES),
});
export type RosterFieldError = z.infer<typeof RosterFieldErrorSchema>;

export const RosterRowResultSchema = z.object({
  row: z.number().int(),
  status: z.enum(['created', 'failed']),
  userId: z.string().optional(),
  errors: z.array(RosterFieldErrorSchema).optional(),
});
export type RosterRowResult = z.infer<typeof RosterRowResultSchema>;

export const RegisterStudentsResponseSchema = z.object({
  results: z.array(RosterRowResultSchema),
});
export type RegisterStudentsResponse = z.infer<typeof RegisterStudentsResponseSchema>;

export interface RosterRowContext {
  /** Today as YYYY-MM-DD: a date of birth after it is refused. */
  today: string;
  /** Whether organisations chosen for every row already place the student. */
  sharedOrgs: boolean;
}

const filled = (value: string | undefined): value is string => Boolean(value?.trim());

/**
 * What is wrong with one roster row, field by field (empty when the row can be created as far as
 * the row itself tells: names of organisations and taken logins are checked by the server). The
 * web preview and the server run this same function.
 */
export function validateRosterRow(row: RosterRow, context: RosterRowContext): RosterFieldError[] {
  const errors: RosterFieldError[] = [];
  const add = (field: RosterField, code: RosterErrorCode) => errors.push({ field, code });

  if (filled(row.username)) {
    const username = row.username.trim();
    if (username.length > USERNAME_MAX) add('username', 'too_long');
    else if (!USERNAME_PATTERN.test(username)) add('username', 'invalid_username');
  }
  if (filled(row.email)) {
    const email = row.email.trim();
    if (email.length > 254) add('email', 'too_long');
    else if (!EMAIL_PATTERN.test(email)) add('email', 'invalid_email');
  }
  if (!filled(row.username) && !filled(row.email)) {
    add(row.email === undefined ? 'username' : 'email', 'required');
  }

  if (!row.password) add('password', 'required');
  else for (const code of passwordProblems(row.password)) add('password', code);

  if (!filled(row.dateOfBirth)) add('dateOfBirth', 'required');
  else if (!isCalendarDate(row.dateOfBirth.trim())) add('dateOfBirth', 'invalid_date');
  else if (row.dateOfBirth.trim() > context.today) add('dateOfBirth', 'future_date');

  if (!filled(row.grade)) add('grade', 'required');
  else if (!normalizeGrade(row.grade)) add('grade', 'invalid_grade');

  if (filled(row.home_locale) && !normalizeLocale(row.home_locale)) {
    add('home_locale', 'invalid_locale');
  }
  if (filled(row.time_accommodation) && !normalizeTimeAccommodation(row.time_accommodation)) {
    add('time_accommodation', 'invalid_time_accommodation');
  }

  const texts: RosterField[] = [
    'firstName',
    'middleName',
    'lastName',
    ...DEMOGRAPHIC_TEXT_FIELDS,
    'district',
    'school',
    'class',
    'group',
  ];
  for (const field of texts) {
    const value = row[field];
    if (typeof value === 'string' && value.trim().length > USER_TEXT_MAX) add(field, 'too_long');
  }
  for (const field of DEMOGRAPHIC_LIST_FIELDS) {
    if (row[field]?.some((value) => value.trim().length > USER_TEXT_MAX)) add(field, 'too_long');
  }

  if (filled(row.class) && !filled(row.school)) add('school', 'required');
  else if (!context.sharedOrgs && !filled(row.school) && !filled(row.group)) {
    add('school', 'org_required');
  }
  return errors;
}

/**
 * Rows whose username or email appears on more than one row of the same file (compared without
 * case): every occurrence, as nobody can tell which one is meant. Map of row index -> field.
 */
export function duplicateLoginRows(
  rows: readonly Pick<RosterRow, 'username' | 'email'>[],
): Map<number, 'username' | 'email'> {
  const duplicates = new Map<number, 'username' | 'email'>();
  for (const field of ['username', 'email'] as const) {
    const byValue = new Map<string, number[]>();
    rows.forEach((row, index) => {
      const value = row[field]?.trim().toLowerCase();
      if (value) byValue.set(value, [...(byValue.get(value) ?? []), index]);
    });
    for (const indexes of byValue.values()) {
      if (indexes.length > 1) for (const index of indexes) duplicates.set(index, field);
    }
  }
  return duplicates;
}
