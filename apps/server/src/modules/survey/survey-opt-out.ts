import {
  SURVEY_TASK_ID,
  type AccessTokenPayload,
  type StudentReportParams,
  type StudentSurvey,
  type SurveyOptOutBody,
} from '@roar/contracts';
import {
  deleteSurveyOptOut,
  insertAuditEntry,
  insertSurveyOptOut,
  lockAssignment,
  updateAssignmentState,
  type AssignmentAssessment,
  type Db,
} from '@roar/db';
import { forbidden } from '../../lib/errors.ts';
import { assignmentDates, normalizeAssessment } from '../assignments/plan.ts';
import type { ReportDatabases } from '../reports/student-report.ts';
import { studentSurvey } from './student-survey.ts';
import { surveyNotAssigned, surveyStudentContext } from './survey-access.ts';

/**
 * The survey assessment after an opt-out or opt-in, or null when nothing changes. Opting out
 * completes it (started and completed now, as completing an unstarted assessment does), so the
 * child's home shows it done and is not asked again, even midway through a run (whose answers
 * are then refused and never counted). Opting back in reopens only an assessment no run was made
 * of; one the child has played keeps its dates and runs.
 */
function surveyAssessmentAfter(
  assessment: Required<AssignmentAssessment>,
  optedOut: boolean,
  now: Date,
): Required<AssignmentAssessment> | null {
  if (optedOut && !assessment.completedOn) {
    const at = now.toISOString();
    return { ...assessment, startedOn: assessment.startedOn ?? at, completedOn: at };
  }
  if (assessment.allRunIds.length > 0 || assessment.runId) return null;
  if (!optedOut && (assessment.completedOn || assessment.startedOn)) {
    return { ...assessment, startedOn: null, completedOn: null };
  }
  return null;
}

/** Applies the opt-out (or opt-in) to the student's assignment, under its lock. */
async function updateSurveyAssessment(
  tx: Db,
  subject: { userId: string; administrationId: string },
  optedOut: boolean,
  now: Date,
): Promise<void> {
  const assignment = await lockAssignment(tx, subject);
  if (!assignment) return;
  const list = assignment.assessments.map(normalizeAssessment);
  const index = list.findIndex((a) => a.taskId === SURVEY_TASK_ID);
  const changed = index >= 0 ? surveyAssessmentAfter(list[index]!, optedOut, now) : null;
  if (!changed) return;
  list[index] = changed;
  // Reopening may leave nothing started: the assignment then has not started either.
  const anyStarted = list.some((a) => a.startedOn);
  const recorded = {
    startedOn: anyStarted ? assignment.startedOn : null,
    completedOn: assignment.completedOn,
  };
  await updateAssignmentState(tx, assignment.id, {
    assessments: list,
    ...assignmentDates(list, recorded, now),
  });
}

/**
 * `PUT .../students/:userId/survey/opt-out`: a parent of the student (through their family) or an
 * administrator who sees the student's answers opts the child out of the administration's survey,
 * or back in. Teachers and launch administrators get 403, even where the district shows them the
 * answers. Audited when it changes something; asking for the state the student is in changes
 * nothing.
 */
export async function setSurveyOptOut(
  dbs: ReportDatabases,
  actor: { auth: AccessTokenPayload; ip?: string },
  params: StudentReportParams,
  body: SurveyOptOutBody,
  now = new Date(),
): Promise<StudentSurvey> {
  const { student, viewer, assigned } = await surveyStudentContext(dbs, actor.auth, params, now);
  if (!viewer.parent && !viewer.administrator) {
    throw forbidden('Only a parent or an administrator of the student’s school may opt them out.');
  }
  if (!assigned) throw surveyNotAssigned();
  const subject = { studentId: student.id, administrationId: params.administrationId };
  await dbs.admin.transaction(async (tx) => {
    const changed = body.optedOut
      ? await insertSurveyOptOut(tx, {
          ...subject,
          optedOutBy: actor.auth.sub,
          districtId: student.districtId,
        })
      : await deleteSurveyOptOut(tx, subject);
    // Asking again changes nothing: the assignment moves only with the opt-out itself.
    if (!changed) return;
    await updateSurveyAssessment(
      tx,
      { userId: student.id, administrationId: params.administrationId },
      body.optedOut,
      now,
    );
    await insertAuditEntry(tx, {
      actorUserId: actor.auth.sub,
      action: body.optedOut ? 'survey.opt_out' : 'survey.opt_in',
      targetType: 'user',
      targetId: student.id,
      districtId: student.districtId,
      details: { administrationId: params.administrationId },
      ip: actor.ip ?? null,
    });
  });
  return studentSurvey(dbs, actor.auth, params, now);
}
