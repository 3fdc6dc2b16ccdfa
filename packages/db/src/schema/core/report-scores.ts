import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { districtIdColumn, oneOf, timestamptz } from '../columns.ts';
import { TIME_ACCOMMODATIONS } from '../enums.ts';
import { assignments } from './administrations.ts';
import { core } from './schema.ts';

/** Support levels a stored score can carry ('optional' is read from the assignment instead). */
export const REPORT_SCORE_SUPPORT_LEVELS = [
  'needs-extra-support',
  'developing',
  'achieved',
  'raw-score',
] as const;
export type ReportScoreSupportLevel = (typeof REPORT_SCORE_SUPPORT_LEVELS)[number];

export const REPORT_SCORE_NORMS_KINDS = ['provisional', 'local'] as const;

/** One part's measures as stored (contracts' CognitionMeasure). */
export interface ReportMeasure {
  part: string;
  correct?: number;
  attempted?: number;
  medianRtMs?: number | null;
  switchCostMs?: number | null;
  span?: number;
}

/**
 * The report read model (docs/decisions/018-report-read-model.md): the headline scores of the
 * best run of one assessment of one assignment, copied here from the assessment database when a
 * run completes. Reports read only the admin database, so they never join `assessment` tables.
 */
export const reportScores = core.table(
  'report_scores',
  {
    assignmentId: text()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    taskId: text().notNull(),
    administrationId: text().notNull(),
    userId: text().notNull(),
    districtId: districtIdColumn(),
    /** The best run (assessment.runs.id, by value: it may live on another database). */
    runId: text().notNull(),
    rawScore: doublePrecision(),
    percentCorrect: doublePrecision(),
    percentile: doublePrecision(),
    standardScore: integer(),
    /**
     * The 90 % confidence band of an ability-based score (docs/product/scoring.md section 8):
     * the raw (100-900) score's ends, and the percentile's and standard score's when normed.
     */
    rawScoreLow: doublePrecision(),
    rawScoreHigh: doublePrecision(),
    percentileLow: doublePrecision(),
    percentileHigh: doublePrecision(),
    standardScoreLow: integer(),
    standardScoreHigh: integer(),
    /** Null when the run has no score. */
    supportLevel: text({ enum: REPORT_SCORE_SUPPORT_LEVELS }),
    normsKind: text({ enum: REPORT_SCORE_NORMS_KINDS }),
    reliable: boolean(),
    engagementFlags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The run's measures per part (cognition games: right, tried, times, span), for the score
     * report's CSV; null for tasks without them.
     */
    measures: jsonb().$type<ReportMeasure[]>(),
    /** The run's time accommodation (runs.time_accommodation), shown beside its scores. */
    timeAccommodation: text({ enum: TIME_ACCOMMODATIONS }).notNull().default('none'),
    completedAt: timestamptz(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'report_scores_pkey', columns: [t.assignmentId, t.taskId] }),
    // Summaries and filters over a whole administration and task (district level).
    index('report_scores_administration_id_task_id_idx').on(t.administrationId, t.taskId),
    index('report_scores_user_id_idx').on(t.userId),
    oneOf('report_scores_support_level_check', t.supportLevel, REPORT_SCORE_SUPPORT_LEVELS),
    oneOf('report_scores_norms_kind_check', t.normsKind, REPORT_SCORE_NORMS_KINDS),
    oneOf('report_scores_time_accommodation_check', t.timeAccommodation, TIME_ACCOMMODATIONS),
  ],
);

export type ReportScore = typeof reportScores.$inferSelect;
export type NewReportScore = typeof reportScores.$inferInsert;
