import { sql } from 'drizzle-orm';
import { index, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { districtIdColumn, idColumn, oneOf, timestamptz } from '../columns.ts';
import { core } from './schema.ts';

/** How a stored norm table was made: built from a district's runs, or read from a CSV. */
export const NORM_TABLE_KINDS = ['local', 'imported'] as const;
export type NormTableKind = (typeof NORM_TABLE_KINDS)[number];

/**
 * A draft can be previewed and activated; activating it retires the table active before for the
 * same district, task and language (docs/decisions/054-local-norm-tables.md).
 */
export const NORM_TABLE_STATES = ['draft', 'active', 'retired'] as const;
export type NormTableState = (typeof NORM_TABLE_STATES)[number];

/**
 * What the label of a table says (packages/scoring norms-label.ts): the district, students, runs
 * and dates of a local table, the source of an imported one.
 */
export interface NormTableLabel {
  district?: string;
  students?: number;
  runs?: number;
  /** ISO dates of the first and last completion a local table used. */
  from?: string;
  to?: string;
  /** Imported tables: where the figures come from, and the file's own version when it had one. */
  source?: string;
  sourceVersion?: string;
  fileName?: string;
}

/**
 * Norm tables of one district (issue 20 item 4; docs/decisions/054-local-norm-tables.md): each a
 * versioned NormsTable (packages/scoring norms.ts) kept as JSON, built by the `norms.build_local`
 * job or imported from CSV (docs/norm-table-csv.md). At most one is active per district, task and
 * language; the provisional tables stay in code (packages/scoring norms-data).
 */
export const normTables = core.table(
  'norm_tables',
  {
    id: idColumn(),
    taskId: text().notNull(),
    language: text().notNull(),
    /** The district whose students it applies to; null for a table of every district (unused). */
    districtId: districtIdColumn(),
    /** The table's version, unique: the version a score computed with it records. */
    version: text().notNull(),
    kind: text({ enum: NORM_TABLE_KINDS }).notNull(),
    state: text({ enum: NORM_TABLE_STATES }).notNull().default('draft'),
    /** The NormsTable (packages/scoring norms.ts), as built or imported. */
    normsTable: jsonb().$type<Record<string, unknown>>().notNull(),
    label: jsonb().$type<NormTableLabel>().notNull().default({}),
    createdBy: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    activatedBy: text(),
    activatedAt: timestamptz(),
    retiredAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('norm_tables_version_key').on(t.version),
    index('norm_tables_district_id_task_id_idx').on(t.districtId, t.taskId, t.createdAt),
    // One active table per district (or for everywhere: '' stands for null), task and language.
    uniqueIndex('norm_tables_one_active_idx')
      .on(sql`coalesce(${t.districtId}, '')`, t.taskId, t.language)
      .where(sql`${t.state} = 'active'`),
    oneOf('norm_tables_kind_check', t.kind, NORM_TABLE_KINDS),
    oneOf('norm_tables_state_check', t.state, NORM_TABLE_STATES),
  ],
);

export type NormTableRow = typeof normTables.$inferSelect;
export type NewNormTableRow = typeof normTables.$inferInsert;
