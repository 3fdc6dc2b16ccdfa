import {
  GROUPS_STUDENTS_MAX,
  type AccessTokenPayload,
  type ReportGroups,
  type ReportGroupsQuery,
  type ReportParams,
  type SkillsToWorkOn,
  type TaskGroups,
} from '@roar/contracts';
import {
  findReportTasks,
  findScoredRunsOfUsers,
  iterateReportRows,
  type Db,
  type ReportStudentRow,
} from '@roar/db';
import { PLAYABLE_TASK_IDS, gameOf } from '@roar/tasks/registry';
import { reportRow } from './report-cells.ts';
import { openReport } from './report-service.ts';
import { groupTask, type GroupInput } from './report-groups.ts';
import type { ReportDatabases } from './student-report.ts';
import { compositeOf } from './student-report-scores.ts';

/** Best runs read per query of the assessment database. */
const RUN_BATCH = 500;

/** How a task is grouped: by its game's scoring mode (one declaration per game). */
function taskKind(taskId: string): TaskGroups['kind'] {
  const mode = gameOf(taskId)?.scoring.mode;
  if (mode === 'progress-only') return 'progress-only';
  if (mode === 'human') return 'awaiting-scoring';
  return 'scored';
}

/** The report's students in its order (last name), or null above GROUPS_STUDENTS_MAX. */
async function studentsOf(
  db: Db,
  scope: Awaited<ReturnType<typeof openReport>>['scope'],
  query: ReportGroupsQuery,
): Promise<ReportStudentRow[] | null> {
  const rows: ReportStudentRow[] = [];
  const batches = iterateReportRows(db, {
    ...scope,
    filter: { schoolId: query.schoolId, grade: query.grade },
    sort: 'lastName',
    order: 'asc',
    withScores: true,
    batchSize: GROUPS_STUDENTS_MAX + 1,
  });
  for await (const batch of batches) {
    rows.push(...batch);
    if (rows.length > GROUPS_STUDENTS_MAX) return null;
  }
  return rows;
}

/** The skills stored with these best runs (assessment database), by run id. */
async function skillsOfRuns(
  app: Db,
  runs: readonly { runId: string; userId: string }[],
): Promise<Map<string, SkillsToWorkOn>> {
  const found = new Map<string, SkillsToWorkOn>();
  for (let i = 0; i < runs.length; i += RUN_BATCH) {
    const batch = runs.slice(i, i + RUN_BATCH);
    const scored = await findScoredRunsOfUsers(app, {
      runIds: batch.map((r) => r.runId),
      userIds: batch.map((r) => r.userId),
    });
    for (const run of scored) {
      const skills = compositeOf(run.computed)?.skills;
      if (skills) found.set(run.runId, skills);
    }
  }
  return found;
}

/**
 * `GET /api/admin/reports/:administrationId/:orgType/:orgId/scores/groups`: the teacher groups
 * of the score report's students (its school and grade filters), per task assigned to any of
 * them. The score report's access rule (openReport: 403 outside the caller's organisations);
 * the route checks its permission first. Support levels are the table's (report_scores); skills
 * are read from the best runs' stored scores, never joined across the two databases.
 */
export async function readReportGroups(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: ReportParams,
  query: ReportGroupsQuery,
): Promise<ReportGroups> {
  const { scope } = await openReport(dbs.admin, auth, params);
  const students = await studentsOf(dbs.admin, scope, query);
  if (!students) {
    return { total: GROUPS_STUDENTS_MAX + 1, tooMany: true, max: GROUPS_STUDENTS_MAX, tasks: [] };
  }
  const tasks = await findReportTasks(dbs.admin, scope.administrationId, PLAYABLE_TASK_IDS);
  const rows = students.map((row) => reportRow(row, true));
  const skilled = new Set(
    tasks.filter((t) => gameOf(t.taskId)?.report.skills.length).map((t) => t.taskId),
  );
  const skills = await skillsOfRuns(
    dbs.app,
    rows.flatMap((row) =>
      Object.entries(row.tasks).flatMap(([taskId, cell]) =>
        skilled.has(taskId) && cell.runId ? [{ runId: cell.runId, userId: row.userId }] : [],
      ),
    ),
  );
  const seen = new Set<string>();
  const grouped = tasks.flatMap(({ taskId }) => {
    if (seen.has(taskId)) return [];
    seen.add(taskId);
    const inputs: GroupInput[] = rows.flatMap((row) => {
      const cell = row.tasks[taskId];
      if (!cell) return [];
      const { userId, firstName, lastName, username } = row;
      return [
        {
          student: { userId, firstName, lastName, username },
          cell,
          skills: cell.runId ? skills.get(cell.runId) : undefined,
        },
      ];
    });
    return inputs.length ? [groupTask(taskId, taskKind(taskId), inputs)] : [];
  });
  return { total: rows.length, tooMany: false, max: GROUPS_STUDENTS_MAX, tasks: grouped };
}
