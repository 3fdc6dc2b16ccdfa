import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { administrationAssessments, administrations, orgs, tasks } from '../schema/index.ts';
import {
  gradeRank,
  reportRead,
  reportRowsCte,
  resolveReportScope,
  rowsOf,
  textArray,
  type ReportScope,
} from './report-sql.ts';

/** Most schools a report header lists. */
export const REPORT_SCHOOLS_MAX = 1_000;

export interface ReportHeaderData {
  administration: {
    id: string;
    name: string;
    publicName: string | null;
    dateOpened: Date | null;
    dateClosed: Date | null;
  };
  /** The administration's assessments in report order. */
  tasks: ReportTaskRow[];
  /** Schools in the organisation's subtree (itself when a school), by name. */
  schools: { id: string; name: string }[];
  /** Grades of the report's students, in school order (others after, by text). */
  grades: string[];
}

export interface ReportTaskRow {
  taskId: string;
  variantId: string;
  name: string;
  publicName: string | null;
}

/**
 * The assessments of an administration in report order, with the catalogue's task names. `order`
 * lists the task ids shown first, in that order (the games registry gives it); other Spanish
 * tasks ('-es') come next, then the rest, each in the administration's order.
 */
export async function findReportTasks(
  db: Db,
  administrationId: string,
  order: readonly string[],
): Promise<ReportTaskRow[]> {
  const priority =
    order.length > 0
      ? sql.join(
          order.map((t) => sql`${t}`),
          sql`, `,
        )
      : sql``;
  const task = administrationAssessments.taskId;
  return db
    .select({
      taskId: task,
      variantId: administrationAssessments.variantId,
      name: tasks.name,
      publicName: tasks.publicName,
    })
    .from(administrationAssessments)
    .innerJoin(tasks, eq(tasks.id, task))
    .where(eq(administrationAssessments.administrationId, administrationId))
    .orderBy(
      sql`coalesce(array_position(array[${priority}]::text[], ${task}),
        case when ${task} like '%-es' then 100 else 200 end)`,
      administrationAssessments.position,
    );
}

/** What heads a report; undefined when the administration does not exist. */
export async function findReportHeaderData(
  db: Db,
  scope: ReportScope,
  order: readonly string[],
): Promise<ReportHeaderData | undefined> {
  const [administration] = await db
    .select({
      id: administrations.id,
      name: administrations.name,
      publicName: administrations.publicName,
      dateOpened: administrations.dateOpened,
      dateClosed: administrations.dateClosed,
    })
    .from(administrations)
    .where(eq(administrations.id, scope.administrationId));
  if (!administration) return undefined;
  const taskRows = await findReportTasks(db, scope.administrationId, order);
  return reportRead(db, async (tx) => {
    const resolved = await resolveReportScope(tx, scope);
    const schools = await rowsOf<{ id: string; name: string }>(
      tx,
      sql`select o.id, o.name from ${orgs} o
        where o.id = any(${textArray(resolved.orgIds)}) and o.type = 'school'
          and o.archived_at is null
        order by o.name, o.id limit ${REPORT_SCHOOLS_MAX}`,
    );
    const grades = await rowsOf<{ grade: string }>(
      tx,
      sql`${reportRowsCte(resolved)}
        select distinct grade, ${gradeRank(sql`grade`)} as rank from report_rows
        where grade is not null order by rank, grade`,
    );
    return { administration, tasks: taskRows, schools, grades: grades.map((g) => g.grade) };
  });
}
