import {
  SURVEY_TASK_ID,
  type AccessTokenPayload,
  type AdultSurveyForm,
  type StudentReportParams,
} from '@roar/contracts';
import {
  findCurrentMemberships,
  findUserById,
  isStudentInOrgScope,
  isSurveyOptedOut,
  surveyAnswersToTeachersIn,
  type Assignment,
  type Db,
  type User,
} from '@roar/db';
import { today } from '../../lib/day.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { reportOrg } from '../reports/report-access.ts';
import { reportAssignment, type ReportDatabases } from '../reports/student-report.ts';

/** How the caller stands to the student's survey answers (docs/decisions/028-survey.md). */
export interface SurveyViewer {
  /** A super administrator, or an `admin` of a school or district the student belongs to. */
  administrator: boolean;
  /** A parent of a family the student is a child of. */
  parent: boolean;
  /** Whether the caller sees individual answers (their own adult form they always see). */
  answersVisible: boolean;
}

/** A student's survey as a caller opens it from the student's report. */
export interface SurveyStudentContext {
  student: User;
  assignment: Assignment;
  viewer: SurveyViewer;
  /** The form the caller answers: 'parent' for a parent of the student, else 'teacher'. */
  adultForm: AdultSurveyForm;
  /** Whether the student's assignment gives the survey. */
  assigned: boolean;
}

/** Whether the student is a current participant below one of `rootOrgIds`. */
const studentBelow = (db: Db, studentId: string, rootOrgIds: string[], day: string) =>
  rootOrgIds.length > 0 && isStudentInOrgScope(db, studentId, { all: false, rootOrgIds }, day);

/**
 * Who the caller is to the student, from today's memberships (not the token's claims, so a
 * revoked administrator or parent stops seeing answers at once): administrators of the student's
 * school or district and parents see answers; teachers (class and group administrators) and
 * launch administrators only when the student's district allows it.
 */
export async function surveyViewer(
  db: Db,
  auth: AccessTokenPayload,
  student: User,
  day: string,
): Promise<SurveyViewer> {
  if (auth.super_admin) return { administrator: true, parent: false, answersVisible: true };
  const memberships = await findCurrentMemberships(db, auth.sub, day);
  const adminRoots = memberships
    .filter((m) => m.role === 'admin' && (m.orgType === 'school' || m.orgType === 'district'))
    .map((m) => m.orgId);
  const familyRoots = memberships
    .filter((m) => m.role === 'parent' && m.orgType === 'family')
    .map((m) => m.orgId);
  const [administrator, parent] = await Promise.all([
    studentBelow(db, student.id, adminRoots, day),
    studentBelow(db, student.id, familyRoots, day),
  ]);
  const answersVisible =
    administrator || parent || (await surveyAnswersToTeachersIn(db, student.districtId));
  return { administrator, parent, answersVisible };
}

/**
 * The student's survey as the caller may open it: the same access as the student's report (the
 * report's organisation, the student in it holding the administration; 403 otherwise) and how
 * the caller stands to the answers.
 */
export async function surveyStudentContext(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: StudentReportParams,
  now: Date,
): Promise<SurveyStudentContext> {
  const org = await reportOrg(dbs.admin, auth, params);
  const day = today(now);
  const assignment = await reportAssignment(dbs.admin, params, org.id, day);
  const student = await findUserById(dbs.admin, params.userId);
  if (!student) throw forbidden('The student is not in this report.');
  const viewer = await surveyViewer(dbs.admin, auth, student, day);
  return {
    student,
    assignment,
    viewer,
    // Who the caller is, not the path they came by: only a parent answers the parent form.
    adultForm: viewer.parent ? 'parent' : 'teacher',
    assigned: assignment.assessments.some((a) => a.taskId === SURVEY_TASK_ID),
  };
}

/** The refusal of a survey write for a student whose assignment does not give the survey. */
export const surveyNotAssigned = () =>
  new AppError('conflict', 'The administration does not give this student the survey.');

/**
 * Refuses answers to a survey run of a student opted out since it started (ADR 028): a device
 * still under way sends nothing more, and the run is not completed.
 */
export async function assertRunNotOptedOut(
  dbs: { admin: Db },
  run: { taskId: string; userId: string; administrationId: string | null },
): Promise<void> {
  if (run.taskId !== SURVEY_TASK_ID || !run.administrationId) return;
  const subject = { studentId: run.userId, administrationId: run.administrationId };
  if (await isSurveyOptedOut(dbs.admin, subject)) throw surveyOptedOut();
}

/** The refusal of anything that would ask or count an opted-out student. */
export const surveyOptedOut = () =>
  new AppError('survey_opted_out', 'A parent opted this student out of the survey.');
