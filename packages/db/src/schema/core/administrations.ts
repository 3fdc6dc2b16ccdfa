import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { districtIdColumn, idColumn, timestamps, timestamptz } from '../columns.ts';
import { orgs } from './orgs.ts';
import { core } from './schema.ts';
import { taskVariants, tasks } from './tasks.ts';
import { users } from './users.ts';

/**
 * Which legal documents a participant must accept before starting. The participant accepts the
 * current published version of each required kind (core.legal_documents).
 */
export interface AdministrationLegal {
  consent: boolean;
  assent: boolean;
}

/** Rules deciding for whom an assessment is assigned or optional (shape owned by the server). */
export type AssessmentConditions = Record<string, unknown>;

/**
 * Per-assessment state of one assignment (docs/product/data.md section 9). Dates are ISO strings.
 */
export interface AssignmentAssessment {
  taskId: string;
  variantId: string;
  optional: boolean;
  startedOn?: string | null;
  completedOn?: string | null;
  runId?: string | null;
  allRunIds?: string[];
  allowRetake?: boolean;
}

/** A set of assessments assigned to organisations between two dates. */
export const administrations = core.table(
  'administrations',
  {
    id: idColumn(),
    /** Internal name, seen by administrators. */
    name: text().notNull(),
    /** Name shown to participants. */
    publicName: text(),
    dateOpened: timestamptz(),
    dateClosed: timestamptz(),
    sequential: boolean().notNull().default(false),
    isTest: boolean().notNull().default(false),
    legal: jsonb().$type<AdministrationLegal>(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    districtId: districtIdColumn(),
    archivedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index('administrations_district_id_idx').on(t.districtId),
    check(
      'administrations_dates_check',
      sql`${t.dateOpened} is null or ${t.dateClosed} is null or ${t.dateClosed} >= ${t.dateOpened}`,
    ),
  ],
);

/** The ordered assessments (task variants) of an administration. */
export const administrationAssessments = core.table(
  'administration_assessments',
  {
    id: idColumn(),
    administrationId: text()
      .notNull()
      .references(() => administrations.id, { onDelete: 'cascade' }),
    variantId: text()
      .notNull()
      .references(() => taskVariants.id, { onDelete: 'restrict' }),
    taskId: text()
      .notNull()
      .references(() => tasks.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
    conditions: jsonb().$type<AssessmentConditions>(),
  },
  (t) => [index('administration_assessments_administration_id_idx').on(t.administrationId)],
);

/** The organisations an administration is assigned to. */
export const administrationOrgs = core.table(
  'administration_orgs',
  {
    administrationId: text()
      .notNull()
      .references(() => administrations.id, { onDelete: 'cascade' }),
    orgId: text()
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'administration_orgs_pkey', columns: [t.administrationId, t.orgId] }),
    index('administration_orgs_org_id_idx').on(t.orgId),
  ],
);

/** One participant's copy of an administration, materialised when it is assigned. */
export const assignments = core.table(
  'assignments',
  {
    id: idColumn(),
    administrationId: text()
      .notNull()
      .references(() => administrations.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    districtId: districtIdColumn(),
    assessments: jsonb().$type<AssignmentAssessment[]>().notNull().default([]),
    startedOn: timestamptz(),
    completedOn: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    unique('assignments_administration_id_user_id_key').on(t.administrationId, t.userId),
    index('assignments_user_id_idx').on(t.userId),
  ],
);

export type Administration = typeof administrations.$inferSelect;
export type Assignment = typeof assignments.$inferSelect;
