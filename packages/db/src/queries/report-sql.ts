import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { assignments, memberships, orgs, reportScores, users } from '../schema/index.ts';

/**
 * SQL shared by the report queries (report-header.ts, reports.ts, report-sort.ts,
 * report-summaries.ts). Every report reads one
 * administration over one organisation's subtree: the students are the users with a current
 * student or child membership in the organisation or any descendant (like countOrgProgress), and
 * each contributes their assignment of the administration. Only core tables are read (the
 * scores come from the core.report_scores read model, ADR 018).
 */

/** One report: an administration seen from an organisation, with memberships current on `day`. */
export interface ReportScope {
  administrationId: string;
  orgId: string;
  /** YYYY-MM-DD: memberships current on this day count. */
  day: string;
}

/**
 * Row filters, named like the contracts' ReportFilter so the server passes its query through.
 * `status`, `supportLevel` and `reliability` hold for one assessment of the student (the one
 * with `taskId` when given, else any): all three for the same assessment.
 */
export interface ReportRowFilter {
  schoolId?: readonly string[] | undefined;
  grade?: readonly string[] | undefined;
  taskId?: string | undefined;
  status?: readonly string[] | undefined;
  supportLevel?: readonly string[] | undefined;
  reliability?: 'reliable' | 'unreliable' | undefined;
  /** Start of a username, first name or last name (case-insensitive). */
  search?: string | undefined;
  /** Only these students (the CSV of selected rows). */
  userIds?: readonly string[] | undefined;
}

/** Grades in school order; any other value sorts after them. */
export const REPORT_GRADE_ORDER = [
  ...['PK', 'TK', 'K'],
  ...Array.from({ length: 12 }, (_, i) => String(i + 1)),
] as const;

const textList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** SQL: the rank of a grade column in school order (unknown grades last). */
export function gradeRank(column: SQL): SQL<number> {
  return sql<number>`coalesce(array_position(array[${textList(REPORT_GRADE_ORDER)}]::text[], ${column}), 99)`;
}

/** SQL: the membership aliased `m` is a current participant one. */
function participantMembership(day: string): SQL {
  return sql`m.role in ('student', 'child') and m.start_on <= ${day}
    and (m.end_on is null or m.end_on >= ${day})`;
}

/**
 * SQL: the name of the current school (first by name) of the user aliased `u`: a school they are
 * a member of, or the school of a class they are a member of. The user's memberships are read
 * first, by their index on user_id (`offset 0` keeps the planner from starting at the classes:
 * it did, and scanned every class's members for each student, about 0.3 ms a student in a school
 * of 84 classes), then one or two probes of orgs per membership.
 */
export function schoolNameOf(day: string): SQL<string | null> {
  return sql<string | null>`(select min(sc.name) from (
    select m.org_id from ${memberships} m
    where m.user_id = u.id and ${participantMembership(day)} offset 0
  ) mm
  join ${orgs} o on o.id = mm.org_id
  join ${orgs} sc on sc.id = case when o.type = 'class' then coalesce(o.school_id, o.parent_id)
    else o.id end
  where o.type in ('school', 'class') and sc.type = 'school' and sc.archived_at is null)`;
}

/** Rows of a raw statement, whichever driver answered. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Runs report reads in one short transaction without JIT compilation: over a district the
 * planner's costs pass PostgreSQL's JIT thresholds, and compiling then takes longer (about a
 * second) than the query itself.
 */
export async function reportRead<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    // Sorts and hashes of a district's rows (100,000 students) fit in memory.
    await tx.execute(sql`set local work_mem = '64MB'`);
    return read(tx);
  });
}

/** The organisation and every descendant of it (archived ones included, like countOrgProgress). */
export async function findOrgSubtreeIds(db: Db, orgId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with recursive tree(id) as (
      select id from ${orgs} where id = ${orgId}
      union
      select child.id from ${orgs} child join tree on child.parent_id = tree.id
    ) select id from tree`,
  );
  return rows.map((r) => r.id);
}

/** The scope with its subtree. */
export async function resolveReportScope(db: Db, scope: ReportScope): Promise<ResolvedReportScope> {
  return { ...scope, orgIds: await findOrgSubtreeIds(db, scope.orgId) };
}

/** A scope with its organisation's subtree resolved (findOrgSubtreeIds). */
export interface ResolvedReportScope extends ReportScope {
  orgIds: readonly string[];
}

/**
 * A Postgres array literal of ids, sent as one text parameter and cast to text[]: the planner
 * sees the actual ids (so it estimates a class, a school and a district each right), where a
 * recursive walk inside the statement would be estimated blindly.
 */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/**
 * The `with` prefix naming `report_rows`: one row per assignment of a current participant of the
 * subtree that passes the filter, with `assignment_id`, `user_id`, `grade` and the columns
 * `extra` adds (expressions over `u` users and `a` assignments). `materialized` plans the rows on
 * their own: a page's LIMIT would otherwise steer the planner to a nested loop over every student
 * of a district.
 */
export function reportRowsCte(
  scope: ResolvedReportScope,
  filter: ReportRowFilter = {},
  extra: SQL = sql``,
  options: { materialized?: boolean } = {},
): SQL {
  // A semi-join (`in`), not a distinct list: the planner may hash it (a district) or probe the
  // memberships' org index (a class or school).
  const students = sql`(select m.user_id from ${memberships} m
    where m.org_id = any(${textArray(scope.orgIds)}) and ${participantMembership(scope.day)})`;
  return sql`with
    report_rows as ${options.materialized ? sql`materialized` : sql``} (
      select a.id as assignment_id, a.user_id, u.grade ${extra}
      from ${assignments} a
      join ${users} u on u.id = a.user_id
      where a.administration_id = ${scope.administrationId} and a.user_id in ${students}
        and ${filterCondition(scope, filter)}
    )`;
}

/**
 * SQL: the status of the assessment element `e` (docs/product/states.md section 11: optional wins,
 * then dates).
 */
export const ASSESSMENT_OPTIONAL = sql`coalesce(e->'optional' = 'true'::jsonb, false)`;
export const ASSESSMENT_STATUS = sql`case when ${ASSESSMENT_OPTIONAL} then 'optional'
  when e->>'completedOn' is not null then 'completed'
  when e->>'startedOn' is not null then 'started' else 'assigned' end`;
/** SQL: the support level the report shows for `e` with its score `rs` (null: none). */
export const ASSESSMENT_LEVEL = sql`case when ${ASSESSMENT_OPTIONAL} then 'optional'
  else rs.support_level end`;

/**
 * SQL: left-joins the report_scores row (aliased `rs`) of the assessment element `e` of the
 * assignment `assignmentId`.
 */
export function joinScoreOfCell(assignmentId: SQL): SQL {
  return sql`left join ${reportScores} rs
    on rs.assignment_id = ${assignmentId} and rs.task_id = e->>'taskId'`;
}

/** Bins of ten: [0,10) ... [80,90), [90,100]. */
export const REPORT_BIN_COUNT = 10;

/** SQL: the bin (0-9) of a 0-100 score column, null when it is null (greatest() skips nulls). */
export const scoreBin = (column: string) =>
  sql.raw(`case when ${column} is not null
    then least(greatest(floor(${column} / 10), 0), ${REPORT_BIN_COUNT - 1})::int end`);

/** `abc` -> a LIKE pattern matching text that starts with it, wildcards escaped. */
export function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterCondition(scope: ReportScope, filter: ReportRowFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.userIds) {
    parts.push(sql`u.id = any(${textArray(filter.userIds)})`);
  }
  if (filter.grade?.length) parts.push(sql`u.grade in (${textList(filter.grade)})`);
  if (filter.search) {
    const p = prefixPattern(filter.search);
    parts.push(sql`(u.username like ${p} or lower(u.name_first) like ${p}
      or lower(u.name_last) like ${p})`);
  }
  if (filter.schoolId?.length) {
    // Members of the schools or of their classes (the schools schoolNameOf reads).
    const ids = textList(filter.schoolId);
    parts.push(sql`u.id in (
      select m.user_id from ${memberships} m
      where ${participantMembership(scope.day)} and m.org_id in (
        select o.id from ${orgs} o
        where (o.type = 'school' and o.id in (${ids}))
          or (o.type = 'class' and coalesce(o.school_id, o.parent_id) in (${ids})
            and (o.school_id in (${ids}) or o.parent_id in (${ids})))
      )
    )`);
  }
  const perAssessment: SQL[] = [];
  if (filter.status?.length) {
    perAssessment.push(sql`${ASSESSMENT_STATUS} in (${textList(filter.status)})`);
  }
  if (filter.supportLevel?.length) {
    perAssessment.push(sql`${ASSESSMENT_LEVEL} in (${textList(filter.supportLevel)})`);
  }
  if (filter.reliability) {
    perAssessment.push(sql`rs.reliable = ${filter.reliability === 'reliable'}`);
  }
  if (perAssessment.length) {
    if (filter.taskId) perAssessment.push(sql`e->>'taskId' = ${filter.taskId}`);
    parts.push(sql`exists (
      select 1 from jsonb_array_elements(a.assessments) e
      ${joinScoreOfCell(sql`a.id`)}
      where ${sql.join(perAssessment, sql` and `)}
    )`);
  }
  return sql.join(parts, sql` and `);
}
