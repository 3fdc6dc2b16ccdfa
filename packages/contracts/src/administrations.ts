import { z } from 'zod';
import {
  COMPARISON_OPS,
  CONDITION_FIELDS,
  type AssessmentConditions,
  type Condition,
} from './conditions.ts';

const Id = z.string().min(1).max(64);

/**
 * Organisations by plural collection name (docs/product/data.md section 8), as chosen in the
 * picker.
 */
export const OrgListsSchema = z.object({
  districts: z.array(Id).max(500).default([]),
  schools: z.array(Id).max(500).default([]),
  classes: z.array(Id).max(2000).default([]),
  groups: z.array(Id).max(500).default([]),
  families: z.array(Id).max(500).default([]),
});
export type OrgLists = z.infer<typeof OrgListsSchema>;

export const FieldConditionSchema = z.object({
  field: z.enum(CONDITION_FIELDS),
  op: z.enum(COMPARISON_OPS),
  value: z.string().trim().min(1).max(32),
});

export const ConditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    FieldConditionSchema,
    z.object({ op: z.enum(['AND', 'OR']), conditions: z.array(ConditionSchema).max(20) }),
  ]),
);

export const AssessmentConditionsSchema: z.ZodType<AssessmentConditions> = z.object({
  assigned: ConditionSchema.nullish(),
  optional: z.union([z.literal(true), ConditionSchema]).nullish(),
});

/** Which legal documents a participant must accept (their current versions) before starting. */
export const AdministrationLegalSchema = z.object({
  consent: z.boolean(),
  assent: z.boolean(),
});
export type AdministrationLegalRequirement = z.infer<typeof AdministrationLegalSchema>;

/** One assessment of an administration, in the order participants meet them. */
export const AdministrationAssessmentInputSchema = z.object({
  variantId: Id,
  conditions: AssessmentConditionsSchema.nullish(),
});

/**
 * Create, edit and duplicate (`POST /api/admin/administrations`,
 * `PUT /api/admin/administrations/:id`). Dates are ISO instants: the client sends the start of
 * the first day and the end of the last day in the administrator's time zone.
 */
export const AdministrationInputSchema = z.object({
  // 'required' is the per-field message code the server answers and the web maps to text.
  name: z.string().trim().min(1, 'required').max(120),
  publicName: z.string().trim().min(1, 'required').max(120),
  dateOpened: z.iso.datetime({ offset: true }),
  dateClosed: z.iso.datetime({ offset: true }),
  orgs: OrgListsSchema,
  assessments: z.array(AdministrationAssessmentInputSchema).min(1).max(30),
  sequential: z.boolean(),
  legal: AdministrationLegalSchema,
  isTest: z.boolean().default(false),
});
export type AdministrationInput = z.infer<typeof AdministrationInputSchema>;

export const AdministrationAssessmentSchema = z.object({
  variantId: z.string(),
  variantName: z.string(),
  taskId: z.string(),
  taskName: z.string(),
  /** The task's public name (what the admin home lists); the web falls back to taskName. */
  taskPublicName: z.string().nullable().optional(),
  params: z.record(z.string(), z.unknown()),
  conditions: AssessmentConditionsSchema.nullable(),
});
export type AdministrationAssessment = z.infer<typeof AdministrationAssessmentSchema>;

/**
 * Net progress counts: assigned = not started, started = not completed (docs/product/states.md
 * section 11).
 */
export const ProgressCountsSchema = z.object({
  assigned: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
});
export type ProgressCounts = z.infer<typeof ProgressCountsSchema>;

export const AdministrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  publicName: z.string(),
  dateOpened: z.string(),
  dateClosed: z.string(),
  dateCreated: z.string(),
  sequential: z.boolean(),
  isTest: z.boolean(),
  legal: AdministrationLegalSchema,
  orgs: OrgListsSchema,
  assessments: z.array(AdministrationAssessmentSchema),
  createdBy: z.string().nullable(),
});
export type Administration = z.infer<typeof AdministrationSchema>;

export const ADMINISTRATION_SORTS = ['name', 'dateOpened', 'dateClosed', 'dateCreated'] as const;
export const ADMINISTRATION_PAGE_SIZES = [3, 5, 10, 25] as const;

/** `GET /api/admin/administrations` */
export const AdministrationListQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  sort: z.enum(ADMINISTRATION_SORTS).default('dateOpened'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  includeTest: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type AdministrationListQuery = z.input<typeof AdministrationListQuerySchema>;

export const AdministrationSummarySchema = AdministrationSchema.omit({ orgs: true }).extend({
  /** Totals over the caller's visible students. */
  counts: ProgressCountsSchema,
});
export type AdministrationSummary = z.infer<typeof AdministrationSummarySchema>;

export const AdministrationListSchema = z.object({
  items: z.array(AdministrationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdministrationList = z.infer<typeof AdministrationListSchema>;

/**
 * One organisation of an administration's tree (`GET /api/admin/administrations/:id/orgs`,
 * `?parentId=` for children), with counts over its students.
 */
export const AdministrationOrgNodeSchema = z.object({
  id: z.string(),
  type: z.enum(['district', 'school', 'class', 'group', 'family']),
  name: z.string(),
  parentId: z.string().nullable(),
  hasChildren: z.boolean(),
  counts: ProgressCountsSchema,
});
export type AdministrationOrgNode = z.infer<typeof AdministrationOrgNodeSchema>;
