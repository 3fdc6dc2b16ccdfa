import { z } from 'zod';
import { NORMED_SUPPORT_LEVELS } from './runs.ts';

/**
 * A district's norm tables as the API shows them (issue 20 item 4;
 * docs/decisions/054-local-norm-tables.md): built from its runs by the `norms.build_local` job or
 * imported from CSV (docs/norm-table-csv.md), previewed, then activated.
 */

export const STORED_NORM_TABLE_KINDS = ['local', 'imported'] as const;
export const NORM_TABLE_STATES = ['draft', 'active', 'retired'] as const;
export type NormTableState = (typeof NORM_TABLE_STATES)[number];

/** Largest CSV an import takes (a full table is about 40 rows: far below). */
export const NORM_TABLE_CSV_MAX_CHARS = 100_000;

export const NormTableLabelSchema = z.object({
  district: z.string().optional(),
  students: z.number().int().optional(),
  runs: z.number().int().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  source: z.string().optional(),
  sourceVersion: z.string().optional(),
  fileName: z.string().optional(),
});
export type NormTableLabel = z.infer<typeof NormTableLabelSchema>;

/** One group of a table: a grade (0 = K) and, when seasonal, a season. */
export const NormTableGroupSchema = z.object({
  grade: z.number().int(),
  season: z.enum(['fall', 'winter', 'spring']).optional(),
  mean: z.number(),
  sd: z.number(),
});

export const NormTableSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  language: z.string(),
  districtId: z.string().nullable(),
  version: z.string(),
  kind: z.enum(STORED_NORM_TABLE_KINDS),
  state: z.enum(NORM_TABLE_STATES),
  label: NormTableLabelSchema,
  groups: z.array(NormTableGroupSchema),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  retiredAt: z.string().nullable(),
});
export type NormTable = z.infer<typeof NormTableSchema>;

export const DistrictNormTablesParamsSchema = z.object({ districtId: z.string().min(1).max(64) });
export const NormTableParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const ListNormTablesResponseSchema = z.object({
  district: z.object({ id: z.string(), name: z.string() }),
  /** The district's tables, by task then newest first. */
  tables: z.array(NormTableSchema),
  /** The tasks a local table can be built or imported for (those with provisional norms). */
  tasks: z.array(z.object({ taskId: z.string(), language: z.string() })),
});
export type ListNormTablesResponse = z.infer<typeof ListNormTablesResponseSchema>;

/** `POST .../norm-tables/builds`: build a local table of one task from the district's runs. */
export const StartLocalNormsRequestSchema = z.object({ taskId: z.string().min(1).max(64) });
export type StartLocalNormsRequest = z.infer<typeof StartLocalNormsRequestSchema>;

/** The `params` of a `norms.build_local` job. */
export const LocalNormsJobParamsSchema = z.object({
  districtId: z.string(),
  taskId: z.string(),
});
export type LocalNormsJobParams = z.infer<typeof LocalNormsJobParamsSchema>;

/** Why a build refused, the job's error code (its result holds the counts). */
export const LOCAL_NORMS_REFUSAL_CODES = {
  'too-few-runs': 'norms_too_few_runs',
  'too-few-cells': 'norms_too_few_cells',
  'no-benchmarks': 'norms_no_benchmarks',
  'invalid-table': 'norms_invalid_table',
} as const;
export type LocalNormsRefusalCode =
  (typeof LOCAL_NORMS_REFUSAL_CODES)[keyof typeof LOCAL_NORMS_REFUSAL_CODES];

/** The `result` of a refused build: the counts its message states. */
export const LocalNormsRefusalSchema = z.object({
  refusal: z.object({
    reason: z.enum(['too-few-runs', 'too-few-cells', 'no-benchmarks', 'invalid-table']),
    runs: z.number().int(),
    usableRuns: z.number().int(),
    usableCells: z.number().int(),
    minRuns: z.number().int(),
    minCells: z.number().int(),
    minCell: z.number().int(),
  }),
});
export type LocalNormsRefusal = z.infer<typeof LocalNormsRefusalSchema>['refusal'];

/** The `result` of a finished build: the draft it stored. */
export const LocalNormsResultSchema = z.object({
  tableId: z.string(),
  version: z.string(),
  students: z.number().int(),
  runs: z.number().int(),
});

/** `POST .../norm-tables/imports`: a CSV of docs/norm-table-csv.md, as text. */
export const ImportNormTableRequestSchema = z.object({
  csv: z.string().min(1).max(NORM_TABLE_CSV_MAX_CHARS),
  fileName: z.string().max(255).optional(),
});
export type ImportNormTableRequest = z.infer<typeof ImportNormTableRequestSchema>;

/**
 * A refused import answers 400 `validation_failed` with one field per problem: `csv.<i>` holds
 * `<line>:<code>` (line 0: the file as a whole; codes of docs/norm-table-csv.md).
 */
export const NORM_TABLE_CSV_ERROR_FIELD = 'csv';

const levelCounts = z.object(
  Object.fromEntries(NORMED_SUPPORT_LEVELS.map((l) => [l, z.number().int()])) as Record<
    (typeof NORMED_SUPPORT_LEVELS)[number],
    z.ZodNumber
  >,
);

/** `GET /norm-tables/:id/preview`: how the students' support levels change on activation. */
export const NormTablePreviewSchema = z.object({
  /** The table in use now: the district's active one, else the provisional one. */
  current: z.object({
    kind: z.enum(['provisional', 'local', 'imported']),
    version: z.string(),
    label: NormTableLabelSchema,
  }),
  /** Students compared (with a normed score and a grade), left out, and not covered. */
  compared: z.number().int(),
  skipped: z.number().int(),
  uncovered: z.number().int(),
  changed: z.number().int(),
  up: z.number().int(),
  down: z.number().int(),
  before: levelCounts,
  after: levelCounts,
  /** from -> to counts. */
  matrix: z.record(z.string(), z.record(z.string(), z.number().int())),
});
export type NormTablePreview = z.infer<typeof NormTablePreviewSchema>;
