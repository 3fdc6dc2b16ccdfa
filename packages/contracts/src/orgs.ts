import { z } from 'zod';
import { SCHOOL_GRADES } from './grades.ts';

/**
 * Organisations as administrators manage them (docs/product/routes.md section 4, /create-orgs and
 * /list-orgs). Validation messages are codes ('required', 'tooLong', ...) that the web app maps to
 * localised text per field.
 */

export const ORG_KINDS = ['district', 'school', 'class', 'group', 'family'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

/** What /create-orgs can create (families come from family registration). */
export const CREATABLE_ORG_TYPES = ['district', 'school', 'class', 'group'] as const;
export type CreatableOrgType = (typeof CREATABLE_ORG_TYPES)[number];

/** Grades a class can have. */
export const CLASS_GRADES = SCHOOL_GRADES;

/** NCES ids: 7 digits for a district, 12 for a school. */
export const NCES_ID_DIGITS = { district: 7, school: 12 } as const;

export const ORG_NAME_MAX = 120;
export const ORG_ABBREVIATION_MAX = 20;
export const ORG_TAGS_MAX = 20;
export const ORG_LIST_MAX_PAGE_SIZE = 100;

const Id = z.string().min(1).max(64);
const text = (max: number) => z.string().trim().max(max, 'tooLong');
const required = (max: number) => text(max).min(1, 'required');

export const OrgAddressSchema = z.object({
  formattedAddress: text(300).optional(),
  street: text(200).optional(),
  city: text(100).optional(),
  region: text(100).optional(),
  postalCode: text(20).optional(),
  country: text(100).optional(),
});
export type OrgAddress = z.infer<typeof OrgAddressSchema>;

const TagsSchema = z.array(text(40).min(1, 'required')).max(ORG_TAGS_MAX, 'tooMany');
const NcesIdSchema = z.string().trim().regex(/^\d+$/, 'invalidNcesId');

/** The problem code of an NCES id for an organisation type, or undefined when it is fine. */
export function ncesIdProblem(type: string, ncesId: string | null | undefined): string | undefined {
  if (!ncesId) return undefined;
  if (type === 'district')
    return ncesId.length === NCES_ID_DIGITS.district ? undefined : 'invalidNcesIdDistrict';
  if (type === 'school')
    return ncesId.length === NCES_ID_DIGITS.school ? undefined : 'invalidNcesIdSchool';
  return 'notAllowed';
}

/**
 * `POST /api/admin/orgs`. A school needs its district, a class its school and grade; a group may
 * name a parent group (then it is a subgroup).
 */
export const OrgCreateInputSchema = z
  .object({
    type: z.enum(CREATABLE_ORG_TYPES),
    name: required(ORG_NAME_MAX),
    abbreviation: required(ORG_ABBREVIATION_MAX),
    districtId: Id.optional(),
    schoolId: Id.optional(),
    parentId: Id.optional(),
    grade: z.enum(CLASS_GRADES, 'invalidGrade').optional(),
    ncesId: NcesIdSchema.optional(),
    address: OrgAddressSchema.optional(),
    tags: TagsSchema.default([]),
    isTest: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const need = (field: 'districtId' | 'schoolId' | 'grade') => {
      if (!input[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (input.type === 'school') need('districtId');
    if (input.type === 'class') {
      need('schoolId');
      need('grade');
    }
    const nces = ncesIdProblem(input.type, input.ncesId);
    if (nces) ctx.addIssue({ code: 'custom', path: ['ncesId'], message: nces });
  });
export type OrgCreateInput = z.input<typeof OrgCreateInputSchema>;

/**
 * `PATCH /api/admin/orgs/:id`: only what is sent changes. `null` clears an optional field.
 * `districtId` (a school's) and `schoolId` (a class's) move an organisation: super admins only.
 */
export const OrgUpdateInputSchema = z.object({
  name: required(ORG_NAME_MAX).optional(),
  abbreviation: required(ORG_ABBREVIATION_MAX).optional(),
  grade: z.enum(CLASS_GRADES, 'invalidGrade').optional(),
  ncesId: NcesIdSchema.nullable().optional(),
  address: OrgAddressSchema.nullable().optional(),
  tags: TagsSchema.optional(),
  isTest: z.boolean().optional(),
  districtId: Id.optional(),
  schoolId: Id.optional(),
  /** Districts only: teachers may see individual survey answers (docs/decisions/028-survey.md). */
  surveyAnswersToTeachers: z.boolean().optional(),
});
export type OrgUpdateInput = z.infer<typeof OrgUpdateInputSchema>;

/** Checks an update against the organisation's type (the same rules as creation). */
export function orgUpdateProblems(type: OrgKind, input: OrgUpdateInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const nces = ncesIdProblem(type, input.ncesId);
  if (nces) problems.ncesId = nces;
  if (input.grade !== undefined && type !== 'class') problems.grade = 'notAllowed';
  if (input.districtId !== undefined && type !== 'school') problems.districtId = 'notAllowed';
  if (input.schoolId !== undefined && type !== 'class') problems.schoolId = 'notAllowed';
  if (input.surveyAnswersToTeachers !== undefined && type !== 'district') {
    problems.surveyAnswersToTeachers = 'notAllowed';
  }
  return problems;
}

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** `GET /api/admin/orgs`: one type at a time, sorted by name. */
export const OrgListQuerySchema = z.object({
  type: z.enum(ORG_KINDS),
  parentId: Id.optional(),
  districtId: Id.optional(),
  schoolId: Id.optional(),
  /** Matches name or abbreviation, case-insensitively. */
  search: z.string().trim().max(120).optional(),
  includeArchived: flag,
  /** Groups only: list subgroups too (default: only groups without a visible parent). */
  includeSubgroups: flag,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ORG_LIST_MAX_PAGE_SIZE).default(25),
});
export type OrgListQuery = z.input<typeof OrgListQuerySchema>;
/** The list query as the server holds it after parsing (flags as booleans, page defaults set). */
export type ParsedOrgListQuery = z.output<typeof OrgListQuerySchema>;

export const OrgSummarySchema = z.object({
  id: z.string(),
  type: z.enum(ORG_KINDS),
  name: z.string(),
  abbreviation: z.string().nullable(),
  parentId: z.string().nullable(),
  districtId: z.string().nullable(),
  schoolId: z.string().nullable(),
  grade: z.string().nullable(),
  ncesId: z.string().nullable(),
  address: OrgAddressSchema.nullable(),
  tags: z.array(z.string()),
  isTest: z.boolean(),
  archived: z.boolean(),
  /**
   * Users (any role, not archived) currently in it, for districts and schools also below it: the
   * rows of its user list.
   */
  userCount: z.number().int(),
  /**
   * Districts only (absent for other types): teachers and launch administrators may see
   * individual survey answers of its students. Off unless the district turns it on.
   */
  surveyAnswersToTeachers: z.boolean().optional(),
});
export type OrgSummary = z.infer<typeof OrgSummarySchema>;

export const OrgListSchema = z.object({
  items: z.array(OrgSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrgList = z.infer<typeof OrgListSchema>;

/** Activation codes live this long unless the administrator picks another expiry. */
export const ACTIVATION_CODE_DEFAULT_DAYS = 60;
/** 8 characters of lower-case letters and digits. */
export const ACTIVATION_CODE_PATTERN = /^[a-z0-9]{8}$/;

/** `POST /api/admin/orgs/:id/activation-codes`; without `expiresAt`, 60 days from now. */
export const ActivationCodeCreateInputSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true, error: 'invalidDate' }).optional(),
});
export type ActivationCodeCreateInput = z.infer<typeof ActivationCodeCreateInputSchema>;

export const ACTIVATION_CODE_STATUSES = ['active', 'expired', 'revoked'] as const;

export const ActivationCodeSchema = z.object({
  code: z.string(),
  orgId: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(ACTIVATION_CODE_STATUSES),
  /** The registration link to hand out: `{PUBLIC_URL}/register?code={code}`. */
  inviteUrl: z.string(),
});
export type ActivationCode = z.infer<typeof ActivationCodeSchema>;

export const ActivationCodeListSchema = z.object({ items: z.array(ActivationCodeSchema) });
export type ActivationCodeList = z.infer<typeof ActivationCodeListSchema>;

/** `GET /api/activation-codes/:code` (public, for family registration). */
export const ActivationCodeCheckSchema = z.object({
  valid: z.boolean(),
  /** Only for a valid code. */
  orgType: z.enum(ORG_KINDS).nullable(),
  orgName: z.string().nullable(),
  reason: z.enum(['expired', 'revoked', 'not_found']).optional(),
});
export type ActivationCodeCheck = z.infer<typeof ActivationCodeCheckSchema>;

/** An activation code as the document API returns it (collection activationCodes, id = code). */
export const ActivationCodeDocumentSchema = z.object({
  id: z.string(),
  code: z.string(),
  orgId: z.string(),
  orgType: z.enum(ORG_KINDS),
  orgName: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivationCodeDocument = z.infer<typeof ActivationCodeDocumentSchema>;

/** Columns of `GET /api/admin/orgs/:id/users.csv`, in order. */
export const ORG_USERS_CSV_COLUMNS = [
  'Username',
  'Email',
  'FirstName',
  'LastName',
  'Grade',
  'Gender',
  'DateOfBirth',
  'UserType',
  'ell_status',
  'iep_status',
  'frl_status',
  'race',
  'hispanic_ethnicity',
  'home_language',
  'home_locale',
  'time_accommodation',
] as const;
