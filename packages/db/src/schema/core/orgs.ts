import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { districtIdColumn, idColumn, oneOf, timestamps, timestamptz } from '../columns.ts';
import { MEMBERSHIP_ROLES, ORG_TYPES } from '../enums.ts';
import { core } from './schema.ts';
import { users } from './users.ts';

export interface OrgAddress {
  formattedAddress?: string;
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}

/**
 * Districts, schools, classes, groups and families in one table. `parent_id` builds the tree
 * (school -> district, class -> school, subgroup -> group). `district_id` is the tenant key: a
 * district row carries its own id, its schools and classes carry it too; groups and families
 * outside a district carry null.
 */
export const orgs = core.table(
  'orgs',
  {
    id: idColumn(),
    type: text({ enum: ORG_TYPES }).notNull(),
    name: text().notNull(),
    abbreviation: text(),
    parentId: text().references((): AnyPgColumn => orgs.id, { onDelete: 'restrict' }),
    districtId: districtIdColumn(),
    /** The school of a class. */
    schoolId: text().references((): AnyPgColumn => orgs.id, { onDelete: 'restrict' }),
    /** The grade of a class ('K', '1'..'12'). */
    grade: text(),
    address: jsonb().$type<OrgAddress>(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cleverId: text(),
    classlinkId: text(),
    /** National Center for Education Statistics id (7 digits for districts, 12 for schools). */
    ncesId: text(),
    /** Marks test organisations (hidden from ordinary lists and reports unless asked for). */
    isTest: boolean().notNull().default(false),
    /**
     * A district's setting: teachers and launch administrators may see individual survey answers
     * of its students (docs/decisions/028-survey.md). Other types leave it false.
     */
    surveyAnswersToTeachers: boolean().notNull().default(false),
    archivedAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    index('orgs_type_district_id_idx').on(t.type, t.districtId),
    index('orgs_parent_id_idx').on(t.parentId),
    index('orgs_school_id_idx').on(t.schoolId),
    uniqueIndex('orgs_clever_id_key').on(t.cleverId),
    uniqueIndex('orgs_classlink_id_key').on(t.classlinkId),
    oneOf('orgs_type_check', t.type, ORG_TYPES),
  ],
);

/**
 * A user's role in an org over a period. `end_on` null means current; past memberships are kept
 * so reports can show "all" as well as "current".
 */
export const memberships = core.table(
  'memberships',
  {
    id: idColumn(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: text()
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    role: text({ enum: MEMBERSHIP_ROLES }).notNull(),
    /** Tenant key, copied from the org. */
    districtId: districtIdColumn(),
    startOn: date()
      .notNull()
      .default(sql`CURRENT_DATE`),
    endOn: date(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique('memberships_user_org_role_start_key').on(t.userId, t.orgId, t.role, t.startOn),
    index('memberships_org_id_idx').on(t.orgId),
    index('memberships_user_id_idx').on(t.userId),
    oneOf('memberships_role_check', t.role, MEMBERSHIP_ROLES),
    check('memberships_period_check', sql`${t.endOn} is null or ${t.endOn} >= ${t.startOn}`),
  ],
);

/** Codes that let a user join an org on their own (e.g. a parent registering a child). */
export const activationCodes = core.table(
  'activation_codes',
  {
    id: idColumn(),
    code: text().notNull().unique('activation_codes_code_key'),
    orgId: text()
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    districtId: districtIdColumn(),
    expiresAt: timestamptz(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz().notNull().defaultNow(),
    revokedAt: timestamptz(),
  },
  (t) => [index('activation_codes_org_id_idx').on(t.orgId)],
);

export type Org = typeof orgs.$inferSelect;
export type NewOrg = typeof orgs.$inferInsert;
export type Membership = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;
