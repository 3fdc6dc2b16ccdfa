import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LetterQuerySchema,
  PERMISSIONS as P,
  StudentReportParamsSchema,
  StudentReportSchema,
} from '@roar/contracts';
import { sendPdf } from '../lib/csv.ts';
import { caller, requirePermission } from '../plugins/authenticate.ts';
import { studentReport, type ReportDatabases } from '../modules/reports/student-report.ts';
import { studentReportPdf } from '../modules/reports/report-pdf/report-pdf-service.ts';

/**
 * The individual score report (under /api/admin): one student's tasks, scores and score history.
 * Users, organisations and administrations live on the admin database; runs and scores on the
 * app database.
 */
export async function studentReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dbs: ReportDatabases = { admin: app.databases.admin.db, app: app.databases.app.db };

  r.get(
    '/reports/:administrationId/:orgType/:orgId/students/:userId',
    {
      onRequest: requirePermission(P.Reports.Student.READ),
      schema: { params: StudentReportParamsSchema, response: { 200: StudentReportSchema } },
    },
    async (request) => studentReport(dbs, caller(request), request.params),
  );

  // The same report as a tagged PDF (ADR 037); `?locale=` one of the four, else `?reader=`'s.
  r.get(
    '/reports/:administrationId/:orgType/:orgId/students/:userId/report.pdf',
    {
      onRequest: requirePermission(P.Reports.Student.READ),
      schema: { params: StudentReportParamsSchema, querystring: LetterQuerySchema },
    },
    async (request, reply) => {
      return sendPdf(
        reply,
        await studentReportPdf(dbs, caller(request), request.params, request.query),
      );
    },
  );
}
