import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, text } from 'drizzle-orm/pg-core';
import { districtIdColumn, idColumn, timestamps } from '../columns.ts';
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
