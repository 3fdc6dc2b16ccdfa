import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS as P, StudentReportParamsSchema, StudentReportSchema } from '@roar/contracts';
import { caller, requirePermission } from '../plugins/authenticate.ts';
import { studentReport, type ReportDatabases } from '../modules/reports/student-report.ts';

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
}
