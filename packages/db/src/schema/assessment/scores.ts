import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, text, unique } from 'drizzle-orm/pg-core';
import { districtIdColumn, idColumn, timestamps, timestamptz } from '../columns.ts';
import { runs } from './runs.ts';
import { assessment } from './schema.ts';

/**
 * The scores of one run. `scoring_version` and `norms_version` record what produced `computed`,
 * so a recomputation can find and replace stale rows.
 */
export const scores = assessment.table(
  'scores',
  {
    id: idColumn(),
    runId: text()
      .notNull()
      .unique('scores_run_id_key')
      .references(() => runs.id, { onDelete: 'cascade' }),
    userId: text().notNull(),
    taskId: text().notNull(),
    administrationId: text(),
    districtId: districtIdColumn(),
    raw: jsonb().$type<Record<string, unknown>>(),
    computed: jsonb().$type<Record<string, unknown>>(),
    scoringVersion: text(),
    normsVersion: text(),
    /** Version of the item-parameter set that scored the run; null: the priors in code (ADR 052). */
    itemParametersVersion: text(),
    reliable: boolean(),
    engagementFlags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    index('scores_administration_id_idx').on(t.administrationId),
    index('scores_user_id_idx').on(t.userId),
  ],
);

export type Score = typeof scores.$inferSelect;

/**
 * Scores a rescoring replaced (issue 20 item 5; ADR 052): the run's previous scores as they were,
 * with what produced them. One row per run and rescoring (`rescored_with`, the new set's version),
 * so a rescoring job run again after a crash skips the runs it has done.
 */
export const scoreHistory = assessment.table(
  'score_history',
  {
    id: idColumn(),
    runId: text()
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    raw: jsonb().$type<Record<string, unknown>>(),
    computed: jsonb().$type<Record<string, unknown>>(),
    scoringVersion: text(),
    normsVersion: text(),
    itemParametersVersion: text(),
    reliable: boolean(),
    /** What the rescoring applied ('swr.2'; 'priors' when it went back to the priors). */
    rescoredWith: text().notNull(),
    replacedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [unique('score_history_run_id_rescored_with_key').on(t.runId, t.rescoredWith)],
);

export type ReplacedScore = typeof scoreHistory.$inferSelect;
