import type {
  AccessTokenPayload,
  SaveAdultSurveyBody,
  StudentReportParams,
  StudentSurvey,
  SurveyAnswers,
} from '@roar/contracts';
import {
  findSurveyResponsesOf,
  insertAuditEntry,
  isSurveyOptedOut,
  upsertSurveyResponse,
} from '@roar/db';
import { answersFitForm, surveyItems } from '@roar/tasks/survey';
import { AppError } from '../../lib/errors.ts';
import type { ReportDatabases } from '../reports/student-report.ts';
import { readChildSurvey } from './child-answers.ts';
import {
  surveyNotAssigned,
  surveyOptedOut,
  surveyStudentContext,
  type SurveyStudentContext,
} from './survey-access.ts';

/** The student's survey as this caller may see it. */
async function viewOf(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  context: SurveyStudentContext,
  administrationId: string,
): Promise<StudentSurvey> {
  const { student, assignment, viewer, adultForm, assigned } = context;
  const subject = { studentId: student.id, administrationId };
  const [optedOut, responses] = await Promise.all([
    isSurveyOptedOut(dbs.admin, subject),
    findSurveyResponsesOf(dbs.admin, subject),
  ]);
  const child = await readChildSurvey(dbs.app, assignment, optedOut);
  return {
    assigned,
    answersVisible: viewer.answersVisible,
    optedOut,
    mayOptOut: viewer.parent || viewer.administrator,
    adultForm,
    child: { ...child, answers: viewer.answersVisible ? child.answers : null },
    adults: responses.map((r) => {
      const mine = r.respondentId === auth.sub;
      // Stored as the API checked them (SurveyAnswersSchema).
      const answers = r.answers as SurveyAnswers;
      return {
        form: r.form,
        mine,
        answers: viewer.answersVisible || mine ? answers : null,
        updatedAt: r.updatedAt.toISOString(),
      };
    }),
  };
}

/**
 * `GET .../students/:userId/survey`: the child's state and answers and the adults' responses.
 * Answers are null where the caller may not see them (SurveyViewer); an adult's own response is
 * always theirs to see.
 */
export async function studentSurvey(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: StudentReportParams,
  now = new Date(),
): Promise<StudentSurvey> {
  const context = await surveyStudentContext(dbs, auth, params, now);
  return viewOf(dbs, auth, context, params.administrationId);
}

/**
 * `PUT .../students/:userId/survey`: the caller's adult form about the student (the parent form
 * through a family, else the teacher form), replacing their earlier one. Every answer must be to
 * a question of that form (400 naming the first that is not); an opted-out student takes none.
 */
export async function saveAdultSurvey(
  dbs: ReportDatabases,
  actor: { auth: AccessTokenPayload; ip?: string },
  params: StudentReportParams,
  body: SaveAdultSurveyBody,
  now = new Date(),
): Promise<StudentSurvey> {
  const context = await surveyStudentContext(dbs, actor.auth, params, now);
  const { student, adultForm } = context;
  if (!answersFitForm(adultForm, body.answers)) {
    const ids = new Set(surveyItems(adultForm).map((item) => item.id));
    const stray = Object.keys(body.answers).find((id) => !ids.has(id))!;
    throw new AppError(
      'validation_failed',
      `${stray} is not a question of the ${adultForm} form.`,
      {
        [`answers.${stray}`]: 'notInForm',
      },
    );
  }
  if (!context.assigned) throw surveyNotAssigned();
  const subject = { studentId: student.id, administrationId: params.administrationId };
  await dbs.admin.transaction(async (tx) => {
    if (await isSurveyOptedOut(tx, subject)) throw surveyOptedOut();
    await upsertSurveyResponse(
      tx,
      {
        ...subject,
        respondentId: actor.auth.sub,
        form: adultForm,
        language: body.language,
        answers: body.answers,
        districtId: student.districtId,
      },
      now,
    );
    // The answers themselves stay out of the log: who answered about whom is what it keeps.
    await insertAuditEntry(tx, {
      actorUserId: actor.auth.sub,
      action: 'survey.answer',
      targetType: 'user',
      targetId: student.id,
      districtId: student.districtId,
      details: { administrationId: params.administrationId, form: adultForm },
      ip: actor.ip ?? null,
    });
  });
  return viewOf(dbs, actor.auth, context, params.administrationId);
}
