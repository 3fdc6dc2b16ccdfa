import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PERMISSIONS as P,
  ReportParamsSchema,
  SaveAdultSurveyBodySchema,
  StudentReportParamsSchema,
  StudentSurveySchema,
  SurveyOptOutBodySchema,
  SurveySummarySchema,
} from '@roar/contracts';
import { caller, requirePermission } from '../plugins/authenticate.ts';
import type { ReportDatabases } from '../modules/reports/student-report.ts';
import { saveAdultSurvey, studentSurvey } from '../modules/survey/student-survey.ts';
import { setSurveyOptOut } from '../modules/survey/survey-opt-out.ts';
import { surveySummary } from '../modules/survey/survey-summary.ts';

/**
 * The Thoughts and Feelings survey in reports (under /api/admin; docs/decisions/028-survey.md):
 * a class summary beside the score report, and a student's survey beside the student's report,
 * with the same access as those reports. Writing an adult form or an opt-out needs the student's
 * report too; the services decide who may do which.
 */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dbs: ReportDatabases = { admin: app.databases.admin.db, app: app.databases.app.db };
  const studentRead = requirePermission(P.Reports.Student.READ);
  const student = '/reports/:administrationId/:orgType/:orgId/students/:userId/survey';
  const actor = (request: FastifyRequest) => ({ auth: caller(request), ip: request.ip });

  r.get(
    '/reports/:administrationId/:orgType/:orgId/survey',
    {
      onRequest: requirePermission(P.Reports.Score.READ),
      schema: { params: ReportParamsSchema, response: { 200: SurveySummarySchema } },
    },
    async (request) => surveySummary(dbs, caller(request), request.params),
  );

  r.get(
    student,
    {
      onRequest: studentRead,
      schema: { params: StudentReportParamsSchema, response: { 200: StudentSurveySchema } },
    },
    async (request) => studentSurvey(dbs, caller(request), request.params),
  );

  r.put(
    student,
    {
      onRequest: studentRead,
      schema: {
        params: StudentReportParamsSchema,
        body: SaveAdultSurveyBodySchema,
        response: { 200: StudentSurveySchema },
      },
    },
    async (request) => saveAdultSurvey(dbs, actor(request), request.params, request.body),
  );

  r.put(
    `${student}/opt-out`,
    {
      onRequest: studentRead,
      schema: {
        params: StudentReportParamsSchema,
        body: SurveyOptOutBodySchema,
        response: { 200: StudentSurveySchema },
      },
    },
    async (request) => setSurveyOptOut(dbs, actor(request), request.params, request.body),
  );
}
