import {
  HISTORY_POINTS_MAX,
  type AccessTokenPayload,
  type StudentReport,
  type StudentReportParams,
} from '@roar/contracts';
import {
  findAdministrationAssessments,
  findAdministrationNames,
  findAssignmentsOfAdministration,
  findParticipantOrgNames,
  findScoreHistory,
  findScoredRuns,
  findTaskNames,
  findUserById,
  isParticipantInOrgTree,
  lookupAdministration,
  type Assignment,
  type Db,
  type User,
} from '@roar/db';
import { today } from '../../lib/day.ts';
import { forbidden } from '../../lib/errors.ts';
import { reportOrg } from './report-access.ts';
import { historyPoint, inAdministrationOrder, reportTask } from './student-report-scores.ts';

/** Core (users, organisations, administrations) and assessment (runs, scores) databases. */
export interface ReportDatabases {
  admin: Db;
  app: Db;
}

const notInReport = () => forbidden('The student is not in this report.');

/**
 * The student's assignment of the administration, when the student belongs to the report's
 * organisation: a current student or child membership in it or a descendant of it. Anything else
 * (unknown user, another organisation, no assignment) is the same 403, so ids cannot be probed.
 */
export async function reportAssignment(
  db: Db,
  params: StudentReportParams,
  orgId: string,
  day: string,
): Promise<Assignment> {
  const { userId, administrationId } = params;
  if (!(await isParticipantInOrgTree(db, { userId, orgId, day }))) throw notInReport();
  const [assignment] = await findAssignmentsOfAdministration(db, {
    administrationId,
    userIds: [userId],
  });
  if (!assignment) throw notInReport();
  return assignment;
}

/** Catalogue names of the tasks, from the administration's list or else the catalogue. */
async function taskNames(
  db: Db,
  listed: readonly { taskId: string; taskName: string; taskPublicName: string | null }[],
  taskIds: readonly string[],
): Promise<Map<string, { name: string; publicName: string | null }>> {
  const names = new Map(
    listed.map((a) => [a.taskId, { name: a.taskName, publicName: a.taskPublicName }]),
  );
  const missing = taskIds.filter((id) => !names.has(id));
  for (const task of await findTaskNames(db, missing)) {
    names.set(task.id, { name: task.name, publicName: task.publicName });
  }
  return names;
}

/**
 * `GET /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId`: one student's
 * score report. The caller must be able to open the organisation's report (reportOrg) and the
 * student must belong to it and hold the administration. Core rows are read from the admin
 * database and runs and scores from the app database, never joined across the two.
 */
export async function studentReport(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: StudentReportParams,
  now = new Date(),
): Promise<StudentReport> {
  return (await studentReportOf(dbs, auth, params, now)).report;
}

/** The report and the student's row it was read from (the parent letter needs its home locale). */
export async function studentReportOf(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: StudentReportParams,
  now = new Date(),
): Promise<{ report: StudentReport; user: User }> {
  const org = await reportOrg(dbs.admin, auth, params);
  const day = today(now);
  const assignment = await reportAssignment(dbs.admin, params, org.id, day);
  const [user, administration] = await Promise.all([
    findUserById(dbs.admin, params.userId),
    lookupAdministration(dbs.admin, params.administrationId),
  ]);
  if (!user || !administration) throw notInReport();

  const listed = await findAdministrationAssessments(dbs.admin, [administration.id]);
  const assessments = inAdministrationOrder(assignment.assessments, listed);
  const taskIds = [...new Set(assessments.map((a) => a.taskId))];
  const [names, memberOf, runs, history] = await Promise.all([
    taskNames(dbs.admin, listed, taskIds),
    findParticipantOrgNames(dbs.admin, { userId: user.id, day }),
    findScoredRuns(dbs.app, {
      userId: user.id,
      runIds: assessments.flatMap((a) => (a.runId ? [a.runId] : [])),
    }),
    findScoreHistory(dbs.app, { userId: user.id, taskIds, perTask: HISTORY_POINTS_MAX }),
  ]);
  const runById = new Map(runs.map((r) => [r.runId, r]));
  const administrationIds = history.flatMap((h) => (h.administrationId ? [h.administrationId] : []));
  // The report is read by families too: each administration by its public name (issue 21).
  const administrationNames = new Map(
    (await findAdministrationNames(dbs.admin, administrationIds)).map((a) => [
      a.id,
      a.publicName ?? a.name,
    ]),
  );

  const report: StudentReport = {
    student: {
      id: user.id,
      firstName: user.nameFirst,
      lastName: user.nameLast,
      username: user.username,
      grade: user.grade,
      classes: memberOf.classes,
      schools: memberOf.schools,
    },
    administration: {
      id: administration.id,
      name: administration.name,
      publicName: administration.publicName,
    },
    org: { id: org.id, type: org.type, name: org.name },
    tasks: assessments.map((a) =>
      reportTask(
        a,
        names.get(a.taskId) ?? { name: a.taskId, publicName: null },
        a.runId ? runById.get(a.runId) : undefined,
      ),
    ),
    history: taskIds.map((taskId) => ({
      taskId,
      points: history
        .filter((h) => h.taskId === taskId)
        .map((h) => historyPoint(h, administrationNames, administration.id)),
    })),
  };
  return { report, user };
}
