import { z } from 'zod';
import { OrgListsSchema } from './administrations.ts';
import { SCHOOL_GRADES } from './grades.ts';
import { TIME_ACCOMMODATIONS } from './accommodations.ts';
import { LOCALES } from './locales.ts';

/** Grades of a student: the school grades, and 13 for post-secondary. */
export const STUDENT_GRADES = [...SCHOOL_GRADES, '13'] as const;
export type StudentGrade = (typeof STUDENT_GRADES)[number];

const GRADE_ALIASES: Record<string, StudentGrade> = {
  prek: 'PK',
  'pre-k': 'PK',
  prekindergarten: 'PK',
  'pre-kindergarten': 'PK',
  kindergarten: 'K',
  kg: 'K',
};

/**
 * The grade a roster value names ('k', 'Kindergarten', 'pre-k', '03', ' 7 ' ...), or null when it
 * names none.
 */
export function normalizeGrade(raw: string): StudentGrade | null {
  const value = raw.trim().toLowerCase();
  if (!value) return null;
  const alias = GRADE_ALIASES[value];
  if (alias) return alias;
  if (/^\d{1,2}$/.test(value)) {
    const n = String(Number(value));
    return (STUDENT_GRADES as readonly string[]).includes(n) ? (n as StudentGrade) : null;
  }
  const upper = value.toUpperCase();
  return (STUDENT_GRADES as readonly string[]).includes(upper) ? (upper as StudentGrade) : null;
}

/** Where a grade sorts: PK, TK, K, then 1..13. */
export function gradeRank(grade: string | null | undefined): number {
  const index = grade ? (STUDENT_GRADES as readonly string[]).indexOf(grade) : -1;
  return index < 0 ? Number.POSITIVE_INFINITY : index;
}

/** The demographic fields kept on a user (roster imports and the edit form). */
export const DEMOGRAPHIC_TEXT_FIELDS = [
  'gender',
  'ell_status',
  'iep_status',
  'frl_status',
  'hispanic_ethnicity',
  'state_id',
] as const;
export const DEMOGRAPHIC_LIST_FIELDS = ['race', 'home_language'] as const;
export type DemographicTextField = (typeof DEMOGRAPHIC_TEXT_FIELDS)[number];
export type DemographicListField = (typeof DEMOGRAPHIC_LIST_FIELDS)[number];

/** Longest name or demographic value accepted. */
export const USER_TEXT_MAX = 100;
const Text = z.string().trim().max(USER_TEXT_MAX, 'too_long');
const OptionalText = Text.nullish();
const TextList = z.array(z.string().trim().min(1).max(USER_TEXT_MAX, 'too_long')).max(10);

export const DemographicsSchema = z.object({
  gender: OptionalText,
  ell_status: OptionalText,
  iep_status: OptionalText,
  frl_status: OptionalText,
  race: TextList.nullish(),
  hispanic_ethnicity: OptionalText,
  home_language: TextList.nullish(),
  state_id: OptionalText,
});
export type Demographics = z.infer<typeof DemographicsSchema>;

const OrgTypeSchema = z.enum(['district', 'school', 'class', 'group', 'family']);

/** A current membership of a listed user, in an organisation the caller may see. */
export const UserMembershipSchema = z.object({
  orgId: z.string(),
  orgType: OrgTypeSchema,
  orgName: z.string(),
  role: z.string(),
});

/** One user as the administration screens list and edit them. */
export const AdminUserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  name: z.object({
    first: z.string().nullable(),
    middle: z.string().nullable(),
    last: z.string().nullable(),
  }),
  userType: z.string(),
  grade: z.string().nullable(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  demographics: DemographicsSchema,
  /**
   * The locale letters to the student's family are written in (parent letter); null: the
   * reader's own language. Always null for adults. Not the demographic `home_language`.
   */
  homeLocale: z.enum(LOCALES).nullable(),
  /** Extra time in timed games (accommodations); always 'none' for adults. */
  timeAccommodation: z.enum(TIME_ACCOMMODATIONS),
  archived: z.boolean(),
  memberships: z.array(UserMembershipSchema),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const USER_SORT_FIELDS = [
  'username',
  'email',
  'lastName',
  'firstName',
  'grade',
  'dateOfBirth',
  'userType',
  'archived',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const USERS_PAGE_SIZE_MAX = 100;

const QueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

/** `GET /api/admin/orgs/:orgType/:orgId/users` (and `users.csv`, which ignores paging). */
export const ListUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(USER_SORT_FIELDS).default('username'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(USERS_PAGE_SIZE_MAX).default(25),
  includeArchived: QueryBoolean.default(false),
});
export type ListUsersQuery = z.input<typeof ListUsersQuerySchema>;

export const OrgUsersParamsSchema = z.object({
  orgType: OrgTypeSchema,
  orgId: z.string().min(1).max(64),
});

export const ListUsersResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListUsersResponse = z.infer<typeof ListUsersResponseSchema>;

/** A calendar date, YYYY-MM-DD, that exists. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const DateOfBirth = z.string().refine(isCalendarDate, 'invalid_date');

/**
 * `PATCH /api/admin/users/:id`: what an administrator may change of a user. Omitted parts stay as
 * they are; null clears. Students keep a grade and a date of birth, which is never in the future
 * (checked by the server, answered per field). `homeLocale` and `timeAccommodation` are a
 * student's only: the server ignores them for adults.
 */
export const UpdateUserRequestSchema = z.object({
  name: z
    .object({
      first: z.string().trim().min(1, 'required').max(USER_TEXT_MAX, 'too_long'),
      middle: OptionalText,
      last: OptionalText,
    })
    .optional(),
  grade: z.enum(STUDENT_GRADES, 'invalid_grade').nullish(),
  dateOfBirth: DateOfBirth.nullish(),
  demographics: DemographicsSchema.optional(),
  homeLocale: z.enum(LOCALES, 'invalid_locale').nullish(),
  timeAccommodation: z.enum(TIME_ACCOMMODATIONS, 'invalid_time_accommodation').optional(),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

export const UserIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * `POST /api/admin/users/:id/password` and `POST /api/admin/family/children/:id/password`: an
 * adult responsible for a pupil sets the pupil's new password (pupils have no password page).
 * 204; 400 `validation_failed` with `fields.password` the first broken rule's code or
 * `password_too_common`; 409 `conflict` when the account is not a student's.
 */
export const SetUserPasswordRequestSchema = z.object({ password: z.string().max(256) });
export type SetUserPasswordRequest = z.infer<typeof SetUserPasswordRequestSchema>;

/**
 * `POST /api/admin/administrators`: a new administrator of the chosen organisations. They get an
 * email to choose their own password. 409 `email_taken` (field `email`) when the address is used.
 */
export const CreateAdministratorRequestSchema = z.object({
  name: z.object({
    first: z.string().trim().min(1, 'required').max(USER_TEXT_MAX, 'too_long'),
    middle: OptionalText,
    last: z.string().trim().min(1, 'required').max(USER_TEXT_MAX, 'too_long'),
  }),
  email: z.string().trim().max(254, 'too_long').email('invalid_email'),
  orgs: OrgListsSchema,
});
export type CreateAdministratorRequest = z.input<typeof CreateAdministratorRequestSchema>;

export const CreateAdministratorResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
});
export type CreateAdministratorResponse = z.infer<typeof CreateAdministratorResponseSchema>;

/** Columns of the users CSV export, in order. */
export const USER_EXPORT_COLUMNS = [
  'Username',
  'Email',
  'FirstName',
  'LastName',
  'StateId',
  'Grade',
  'Gender',
  'DateOfBirth',
  'UserType',
  'Archived',
] as const;
