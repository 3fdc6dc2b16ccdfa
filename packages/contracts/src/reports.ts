import { z } from 'zod';
import { TIME_ACCOMMODATIONS } from './accommodations.ts';
import { ORG_KINDS } from './orgs.ts';
import {
  CognitionMeasureSchema,
  ComputedScoresSchema,
  NORMED_SUPPORT_LEVELS,
  NORMS_KINDS,
  RawScoresSchema,
  ScoreBandSchema,
} from './runs.ts';

/**
 * Reports (docs/product/reports.md; docs/architecture.md). Every report is read through
 * `/api/admin/reports/:administrationId/:orgType/:orgId/...`: the organisation must lie inside
 * the caller's scope and be reached by the administration, else the answer is 403 `forbidden`
 * (a report the caller cannot open looks the same whether or not it exists).
 */

const Id = z.string().min(1).max(64);

export const ReportParamsSchema = z.object({
  administrationId: Id,
  orgType: z.enum(ORG_KINDS),
  orgId: Id,
});
export type ReportParams = z.infer<typeof ReportParamsSchema>;

export const StudentReportParamsSchema = ReportParamsSchema.extend({ userId: Id });
export type StudentReportParams = z.infer<typeof StudentReportParamsSchema>;

/**
 * Progress of one assessment for one student (docs/product/states.md section 11: optional wins,
 * then the dates).
 */
export const REPORT_STATUSES = ['optional', 'completed', 'started', 'assigned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Support levels as the score report shows them: the three normed levels, `raw-score` for a
 * completed task without norm-referenced scores (neutral "Raw score" tag), `optional` for an
 * optional assessment (docs/product/scoring.md section 4).
 */
export const REPORT_SUPPORT_LEVELS = [...NORMED_SUPPORT_LEVELS, 'raw-score', 'optional'] as const;
export type ReportSupportLevel = (typeof REPORT_SUPPORT_LEVELS)[number];

export const RELIABILITY_FILTERS = ['reliable', 'unreliable'] as const;
export type ReliabilityFilter = (typeof RELIABILITY_FILTERS)[number];

/** Page sizes of the report tables; no endpoint answers more rows than the largest. */
export const REPORT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const REPORT_PAGE_SIZE_MAX = 100;
/** Most rows one "export selected" request names. */
export const REPORT_SELECTED_MAX = 1_000;

export const REPORT_SORTS = ['lastName', 'firstName', 'username', 'grade', 'school'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** A query-string list: `?grade=3&grade=4` or `?grade=3,4`. */
const list = <T extends z.ZodType<string>>(item: T, max: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')).filter(Boolean),
    z.array(item).max(max).optional(),
  );

/**
 * Filters shared by the tables, their CSV exports and the summaries. `status`, `supportLevel`
 * and `reliability` look at `taskId` when given, else at any assessment of the student.
 */
export const ReportFilterSchema = z.object({
  schoolId: list(Id, 200),
  grade: list(z.string().min(1).max(8), 20),
  taskId: Id.optional(),
  status: list(z.enum(REPORT_STATUSES), REPORT_STATUSES.length),
  supportLevel: list(z.enum(REPORT_SUPPORT_LEVELS), REPORT_SUPPORT_LEVELS.length),
  reliability: z.enum(RELIABILITY_FILTERS).optional(),
  /** Matches the start of a username, first name or last name (case-insensitive). */
  search: z.string().trim().max(64).optional(),
});
export type ReportFilter = z.infer<typeof ReportFilterSchema>;

export const ReportTableQuerySchema = ReportFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REPORT_PAGE_SIZE_MAX).default(25),
  sort: z.enum(REPORT_SORTS).default('lastName'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ReportTableQuery = z.infer<typeof ReportTableQuerySchema>;

/** CSV export: the table's filters and sort, all rows, or only `userId` (selected rows). */
export const ReportExportQuerySchema = ReportFilterSchema.extend({
  sort: z.enum(REPORT_SORTS).default('lastName'),
  order: z.enum(['asc', 'desc']).default('asc'),
  userId: list(Id, REPORT_SELECTED_MAX),
  /** Language of the column headings and values ('en-US' default). */
  locale: z.string().max(8).optional(),
});
export type ReportExportQuery = z.infer<typeof ReportExportQuerySchema>;

/** One assessment of the administration, in report order (docs/product/reports.md section 4). */
export const ReportTaskSchema = z.object({
  taskId: z.string(),
  variantId: z.string(),
  /** The task's name in the catalogue (e.g. 'Single Word Recognition'). */
  name: z.string(),
  /** Short public name shown to participants (e.g. 'ROAR - Word'), if any. */
  publicName: z.string().nullable(),
  /** Whether the task has norms (percentile, standard score and support level). */
  normed: z.boolean(),
});
export type ReportTask = z.infer<typeof ReportTaskSchema>;

/** `GET /api/admin/reports/:administrationId/:orgType/:orgId`: what every report page heads with. */
export const ReportHeaderSchema = z.object({
  administration: z.object({
    id: z.string(),
    name: z.string(),
    publicName: z.string().nullable(),
    dateOpened: z.string().nullable(),
    dateClosed: z.string().nullable(),
  }),
  org: z.object({ id: z.string(), type: z.enum(ORG_KINDS), name: z.string() }),
  tasks: z.array(ReportTaskSchema),
  /** Schools under the organisation (district level), for the school filter; at most 1,000. */
  schools: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Grades of the students in the report, in school order. */
  grades: z.array(z.string()),
});
export type ReportHeader = z.infer<typeof ReportHeaderSchema>;

export const ReportProgressCountsSchema = z.object({
  assigned: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
  optional: z.number().int(),
});
export type ReportProgressCounts = z.infer<typeof ReportProgressCountsSchema>;

/** `GET .../progress/summary`: net counts per assessment and over whole assignments. */
export const ProgressSummarySchema = z.object({
  /** Whole assignments: completed when every required assessment is. `optional` is 0. */
  total: ReportProgressCountsSchema,
  byTask: z.array(ReportProgressCountsSchema.extend({ taskId: z.string() })),
});
export type ProgressSummary = z.infer<typeof ProgressSummarySchema>;

/** One student's state of one assessment, as the tables show it. */
export const ReportCellSchema = z.object({
  status: z.enum(REPORT_STATUSES),
  optional: z.boolean(),
  /** Score fields: present on the score report once the assessment has a scored best run. */
  runId: z.string().nullable().optional(),
  rawScore: z.number().nullable().optional(),
  percentCorrect: z.number().nullable().optional(),
  percentile: z.number().nullable().optional(),
  standardScore: z.number().int().nullable().optional(),
  /** Ability-based scores: the 90 % bands (docs/product/scoring.md section 8). */
  rawScoreBand: ScoreBandSchema.nullable().optional(),
  percentileBand: ScoreBandSchema.nullable().optional(),
  standardScoreBand: ScoreBandSchema.nullable().optional(),
  supportLevel: z.enum(REPORT_SUPPORT_LEVELS).nullable().optional(),
  normsKind: z.enum(NORMS_KINDS).nullable().optional(),
  reliable: z.boolean().nullable().optional(),
  engagementFlags: z.array(z.string()).optional(),
  /** The best run's time accommodation (accommodations); shown beside its scores. */
  timeAccommodation: z.enum(TIME_ACCOMMODATIONS).optional(),
  /** The best run's measures per part (cognition games), null without them. */
  measures: z.array(CognitionMeasureSchema).nullable().optional(),
  completedOn: z.string().nullable().optional(),
});
export type ReportCell = z.infer<typeof ReportCellSchema>;

export const ReportRowSchema = z.object({
  userId: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  grade: z.string().nullable(),
  /** The student's current school (first by name), if any. */
  schoolName: z.string().nullable(),
  /** Task id -> cell, for every assessment of the student's assignment. */
  tasks: z.record(z.string(), ReportCellSchema),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

/** `GET .../progress/students` and `GET .../scores/students`. */
export const ReportPageSchema = z.object({
  rows: z.array(ReportRowSchema),
  /** Rows matching the filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportPage = z.infer<typeof ReportPageSchema>;

/** Counts of students per support level (`none`: assigned but not scored yet). */
export const SupportCountsSchema = z.object({
  'needs-extra-support': z.number().int(),
  developing: z.number().int(),
  achieved: z.number().int(),
  'raw-score': z.number().int(),
  optional: z.number().int(),
  none: z.number().int(),
});
export type SupportCounts = z.infer<typeof SupportCountsSchema>;

/** Percentile bins of ten: [0,10), [10,20) ... [90,100]. */
export const PERCENTILE_BIN_COUNT = 10;

/** `GET .../scores/summary`: support levels per task and score distributions by grade. */
export const ScoreSummarySchema = z.object({
  byTask: z.array(
    z.object({
      taskId: z.string(),
      levels: SupportCountsSchema,
      byGrade: z.array(
        z.object({
          grade: z.string(),
          levels: SupportCountsSchema,
          /** Scored runs per percentile bin (normed tasks) or percent-correct bin (others). */
          bins: z.array(z.number().int()).length(PERCENTILE_BIN_COUNT),
        }),
      ),
      /** What `bins` counts. */
      scale: z.enum(['percentile', 'percentCorrect']),
      /** Norms kinds among the scores (reports label provisional ones). */
      normsKinds: z.array(z.enum(NORMS_KINDS)),
      reliable: z.number().int(),
      unreliable: z.number().int(),
    }),
  ),
});
export type ScoreSummary = z.infer<typeof ScoreSummarySchema>;

/**
 * Column order of the score-report CSV (docs/reports-csv.md): these static columns, then per
 * task (report order) `{task} - Status`, `- Raw Score`, `- Percent Correct`, `- Percentile`,
 * `- Standard Score`, `- Support Level`, `- Norms`, `- Reliability`, `- Time Accommodation`, then
 * the ends of the 90 % bands of ability-based scores (docs/product/scoring.md section 8).
 */
export const SCORE_CSV_STATIC_COLUMNS = [
  'Username',
  'Email',
  'First Name',
  'Last Name',
  'Grade',
  'School',
] as const;
export const SCORE_CSV_TASK_COLUMNS = [
  'Status',
  'Raw Score',
  'Percent Correct',
  'Percentile',
  'Standard Score',
  'Support Level',
  'Norms',
  'Reliability',
  'Time Accommodation',
  'Raw Score 90% Low',
  'Raw Score 90% High',
  'Percentile 90% Low',
  'Percentile 90% High',
  'Standard Score 90% Low',
  'Standard Score 90% High',
] as const;

/** One task's result in an individual report. */
export const StudentReportTaskSchema = z.object({
  taskId: z.string(),
  name: z.string(),
  publicName: z.string().nullable(),
  normed: z.boolean(),
  optional: z.boolean(),
  status: z.enum(REPORT_STATUSES),
  /** The best run's scores; null until the task is completed. */
  run: z
    .object({
      runId: z.string(),
      completedAt: z.string().nullable(),
      reliable: z.boolean().nullable(),
      engagementFlags: z.array(z.string()),
      /** The time accommodation the run was played with (accommodations). */
      timeAccommodation: z.enum(TIME_ACCOMMODATIONS),
      /** Composite scores (headline, norm-referenced, skills). */
      composite: ComputedScoresSchema,
      /** Raw counts per subtask (e.g. FSM/LSM/DEL, LowercaseNames...) and stage. */
      raw: RawScoresSchema,
    })
    .nullable(),
});
export type StudentReportTask = z.infer<typeof StudentReportTaskSchema>;

/** One scored run of a task across administrations (the history chart). */
export const HistoryPointSchema = z.object({
  administrationId: z.string().nullable(),
  administrationName: z.string().nullable(),
  completedAt: z.string(),
  rawScore: z.number().nullable(),
  percentile: z.number().nullable(),
  standardScore: z.number().nullable(),
  supportLevel: z.enum(NORMED_SUPPORT_LEVELS).nullable(),
  /** The run of the administration this report is about. */
  current: z.boolean(),
});
export type HistoryPoint = z.infer<typeof HistoryPointSchema>;

/** Most history points per task an individual report carries (newest kept). */
export const HISTORY_POINTS_MAX = 50;

/** `GET .../students/:userId`: the individual score report. */
export const StudentReportSchema = z.object({
  student: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    username: z.string().nullable(),
    grade: z.string().nullable(),
    /** Current classes (names), and schools. */
    classes: z.array(z.string()),
    schools: z.array(z.string()),
  }),
  administration: z.object({ id: z.string(), name: z.string(), publicName: z.string().nullable() }),
  org: z.object({ id: z.string(), type: z.enum(ORG_KINDS), name: z.string() }),
  tasks: z.array(StudentReportTaskSchema),
  history: z.array(z.object({ taskId: z.string(), points: z.array(HistoryPointSchema) })),
});
export type StudentReport = z.infer<typeof StudentReportSchema>;
