import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { PasswordSchema } from './password.ts';
import { SCHOOL_GRADES } from './grades.ts';
import { LOCALES } from './locales.ts';
import { ORG_KINDS } from './orgs.ts';

/**
 * Family registration and the parent / launcher home (docs/product/routes.md section 3,
 * docs/product/data.md section 10): a guest registers a parent (and possibly children) in one call;
 * a signed-in parent adds children later. Validation messages are codes the web app maps to
 * localised text per field.
 */

/** Grades a registered child can have. */
export const CHILD_GRADES = SCHOOL_GRADES;

/** Most children one request may register. */
export const FAMILY_MAX_CHILDREN = 10;

/** Usernames of children: they sign in with it (no email), so no '@'. */
export const CHILD_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,40}$/;

const name = z.string().trim().max(80, 'tooLong');

/** One child to register. */
export const FamilyChildInputSchema = z.object({
  username: z.string().trim().regex(CHILD_USERNAME_PATTERN, 'invalidUsername'),
  password: PasswordSchema.pipe(z.string().max(256)),
  /** YYYY-MM-DD. */
  dateOfBirth: z.iso.date('invalidDate'),
  grade: z.enum(CHILD_GRADES, 'invalidGrade'),
  firstName: name.optional(),
  lastName: name.optional(),
  /** Joins the child to the organisation of the code (8 lower-case letters and digits). */
  activationCode: z.string().trim().toLowerCase().max(32).optional(),
});
export type FamilyChildInput = z.infer<typeof FamilyChildInputSchema>;

/** `students` is a list (possibly empty): anything else is refused with this message. */
export const STUDENTS_NOT_AN_ARRAY = 'students must be an array of students (it may be empty).';

const StudentsSchema = z
  .array(FamilyChildInputSchema, { error: STUDENTS_NOT_AN_ARRAY })
  .max(FAMILY_MAX_CHILDREN, 'tooMany');

/** Which terms the parent accepted: the current document's id or its version. */
export const FamilyConsentSchema = z.object({
  documentId: z.string().max(64).optional(),
  version: z.string().max(64).optional(),
});
export type FamilyConsent = z.infer<typeof FamilyConsentSchema>;

export const FamilyParentSchema = z.object({
  firstName: name.min(1, 'required'),
  lastName: name.min(1, 'required'),
  /** May be contacted about future studies. */
  canContact: z.boolean().default(false),
});
export type FamilyParent = z.infer<typeof FamilyParentSchema>;

/** `POST /api/auth/register/family` (public): answers the new parent's AuthSession. */
export const RegisterFamilyRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema.pipe(z.string().max(256)),
  parent: FamilyParentSchema,
  students: StudentsSchema,
  consent: FamilyConsentSchema,
  isTestData: z.boolean().default(false),
  captchaToken: z.string().max(4096).optional(),
});
export type RegisterFamilyRequest = z.input<typeof RegisterFamilyRequestSchema>;

/** `POST /api/admin/family/children` (a parent adds children to their family). */
export const AddChildrenRequestSchema = z.object({
  students: StudentsSchema.min(1, 'atLeastOne'),
});
export type AddChildrenRequest = z.infer<typeof AddChildrenRequestSchema>;

export const AddChildrenResponseSchema = z.object({ childIds: z.array(z.string()) });

/**
 * `GET /api/admin/family/registration`: whether the parent's family is set up
 * (docs/product/calls.md section 3).
 */
export const FamilyRegistrationStatusSchema = z.object({
  ready: z.boolean(),
  familyId: z.string().nullable(),
  childCount: z.number().int(),
});
export type FamilyRegistrationStatus = z.infer<typeof FamilyRegistrationStatusSchema>;

/** `GET /api/auth/register/terms?locale=`: the current terms a parent accepts (404 when none). */
export const RegistrationTermsSchema = z.object({
  documentId: z.string(),
  version: z.string(),
  locale: z.string(),
  title: z.string(),
  /** Markdown. */
  body: z.string(),
});
export type RegistrationTerms = z.infer<typeof RegistrationTermsSchema>;

/** One open assignment of a child, summarised for the parent home. */
export const ChildAssignmentSummarySchema = z.object({
  administrationId: z.string(),
  publicName: z.string(),
  dateClosed: z.string().nullable(),
  /** Required assessments only (as the participant sidebar counts them). */
  requiredTotal: z.number().int(),
  requiredCompleted: z.number().int(),
  /** Any assessment (required or optional) completed: the score report has something to show. */
  anyCompleted: z.boolean(),
  /**
   * The administration reaches the family (the report rule of the family's reports): its scores and
   * letter can be opened from the parent home. A school's administration of a child who is also in
   * a family does not, and its links would be refused.
   */
  familyReport: z.boolean(),
});
export type ChildAssignmentSummary = z.infer<typeof ChildAssignmentSummarySchema>;

export const FamilyChildSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  username: z.string().nullable(),
  grade: z.string().nullable(),
  /** The locale letters about the child are written in; null: the reader's own language. */
  homeLocale: z.enum(LOCALES).nullable(),
  assignments: z.array(ChildAssignmentSummarySchema),
});
export type FamilyChild = z.infer<typeof FamilyChildSchema>;

/**
 * `PATCH /api/admin/family/children/:id` (Tasks.LAUNCH): a parent chooses the locale of the letters
 * about one of their own children (null: the reader's own language). 204; 404 for a child who is
 * not theirs; 403 for someone who is no parent.
 */
export const UpdateChildRequestSchema = z.object({
  homeLocale: z.enum(LOCALES, 'invalidLocale').nullable(),
});
export type UpdateChildRequest = z.infer<typeof UpdateChildRequestSchema>;

/** `GET /api/admin/family/children`. */
export const FamilyChildrenSchema = z.object({
  familyId: z.string().nullable(),
  children: z.array(FamilyChildSchema),
});
export type FamilyChildren = z.infer<typeof FamilyChildrenSchema>;

export const LAUNCH_STUDENTS_PAGE_SIZE = 20;

/** `GET /api/admin/launch/students?search=&page=` (Tasks.LAUNCH). */
export const LaunchStudentsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** An administration with scores for the student, and the organisation to open its report by. */
export const StudentReportLinkSchema = z.object({
  administrationId: z.string(),
  publicName: z.string(),
  orgType: z.enum(ORG_KINDS),
  orgId: z.string(),
});
export type StudentReportLink = z.infer<typeof StudentReportLinkSchema>;

export const LaunchStudentSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  username: z.string().nullable(),
  grade: z.string().nullable(),
  /** Newest administration first; empty until a task is scored. */
  reports: z.array(StudentReportLinkSchema),
});
export type LaunchStudent = z.infer<typeof LaunchStudentSchema>;

export const LaunchStudentsSchema = z.object({
  students: z.array(LaunchStudentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LaunchStudents = z.infer<typeof LaunchStudentsSchema>;
