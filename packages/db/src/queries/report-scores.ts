import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { reportScores, type NewReportScore } from '../schema/index.ts';
import { withReportCounts } from './report-counts.ts';

/**
 * Writes the report read model's row of one assessment of an assignment (ADR 018): inserted the
 * first time, replaced afterwards, so repeating a run completion writes the same row again. The
 * report counts change with it (ADR 040).
 */
export async function upsertReportScore(
  db: Db,
  values: Omit<NewReportScore, 'updatedAt'>,
  now = new Date(),
): Promise<void> {
  const row = { ...values, updatedAt: now };
  await withReportCounts(db, [values.userId], (tx) => writeReportScore(tx, row));
}

async function writeReportScore(db: Db, row: NewReportScore): Promise<void> {
  await db
    .insert(reportScores)
    .values(row)
    .onConflictDoUpdate({
      target: [reportScores.assignmentId, reportScores.taskId],
      set: {
        administrationId: sql`excluded.administration_id`,
        userId: sql`excluded.user_id`,
        districtId: sql`excluded.district_id`,
        runId: sql`excluded.run_id`,
        rawScore: sql`excluded.raw_score`,
        percentCorrect: sql`excluded.percent_correct`,
        percentile: sql`excluded.percentile`,
        standardScore: sql`excluded.standard_score`,
        rawScoreLow: sql`excluded.raw_score_low`,
        rawScoreHigh: sql`excluded.raw_score_high`,
        percentileLow: sql`excluded.percentile_low`,
        percentileHigh: sql`excluded.percentile_high`,
        standardScoreLow: sql`excluded.standard_score_low`,
        standardScoreHigh: sql`excluded.standard_score_high`,
        supportLevel: sql`excluded.support_level`,
        normsKind: sql`excluded.norms_kind`,
        reliable: sql`excluded.reliable`,
        engagementFlags: sql`excluded.engagement_flags`,
        measures: sql`excluded.measures`,
        timeAccommodation: sql`excluded.time_accommodation`,
        completedAt: sql`excluded.completed_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
