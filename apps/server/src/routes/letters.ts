import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  JobDetailSchema,
  LetterQuerySchema,
  ParentLetterSchema,
  PERMISSIONS as P,
  ReportParamsSchema,
  StartLettersRequestSchema,
  StudentReportParamsSchema,
} from '@roar/contracts';
import { sendPdf } from '../lib/csv.ts';
import { caller, requirePermission } from '../plugins/authenticate.ts';
import { parentLetter, parentLetterPdf } from '../modules/letters/letter-service.ts';
import { startLetters } from '../modules/letters/letters-job.ts';
import type { ReportDatabases } from '../modules/reports/student-report.ts';

const STUDENT = '/reports/:administrationId/:orgType/:orgId/students/:userId';

/**
 * The parent letter (under /api/admin; docs/product/parent-letter.md): one student's, to read or
 * as a PDF, for whoever may read the student's report; a class's in one PDF as a background job.
 */
export async function letterRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dbs: ReportDatabases = { admin: app.databases.admin.db, app: app.databases.app.db };

  r.get(
    `${STUDENT}/letter`,
    {
      onRequest: requirePermission(P.Reports.Student.READ),
      schema: {
        params: StudentReportParamsSchema,
        querystring: LetterQuerySchema,
        response: { 200: ParentLetterSchema },
      },
    },
    async (request) => parentLetter(dbs, caller(request), request.params, request.query),
  );

  r.get(
    `${STUDENT}/letter.pdf`,
    {
      onRequest: requirePermission(P.Reports.Student.READ),
      schema: { params: StudentReportParamsSchema, querystring: LetterQuerySchema },
    },
    async (request, reply) => {
      return sendPdf(
        reply,
        await parentLetterPdf(dbs, caller(request), request.params, request.query),
      );
    },
  );

  // A class's (or a school's) letters in one PDF: 202 with the job; its file is the PDF.
  r.post(
    '/reports/:administrationId/:orgType/:orgId/letters',
    {
      onRequest: requirePermission(P.Reports.Score.READ),
      schema: {
        params: ReportParamsSchema,
        body: StartLettersRequestSchema,
        response: { 202: JobDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await startLetters(
            { dbs, jobs: app.jobs, auth: caller(request) },
            request.params,
            request.body,
          ),
        ),
  );
}
