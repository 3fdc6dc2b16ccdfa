import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  JobDetailSchema,
  PERMISSIONS as P,
  ProgressSummarySchema,
  ReportExportQuerySchema,
  ReportFilterSchema,
  ReportGroupsQuerySchema,
  ReportGroupsSchema,
  ReportHeaderSchema,
  ReportPageSchema,
  ReportParamsSchema,
  ReportTableQuerySchema,
  ScoreSummarySchema,
  StartItemResponseExportRequestSchema,
  StartReportExportRequestSchema,
  hasPermission,
  type Permission,
} from '@roar/contracts';
import { AppError } from '../lib/errors.ts';
import { attachmentHeader } from '../lib/csv.ts';
import { caller, requireAuth, requirePermission } from '../plugins/authenticate.ts';
import { CSV_CONTENT_TYPE } from '../lib/csv.ts';
import { exportReportCsv } from '../modules/reports/report-csv.ts';
import { readReportGroups } from '../modules/reports/report-groups-service.ts';
import { REPORT_READ_PERMISSION, startReportExport } from '../modules/reports/report-export-job.ts';
import { startItemResponseExport } from '../modules/reports/item-responses-export.ts';
import {
  readProgressSummary,
  readReportHeader,
  readReportPage,
  readScoreSummary,
  type ReportKind,
} from '../modules/reports/report-service.ts';

/** onRequest hook: signed in and holding at least one of `permissions`. */
function requireAnyPermission(...permissions: Permission[]) {
  return async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await requireAuth.call(this as never, request, reply);
    const log = (m: string) => request.log.error(m);
    if (!permissions.some((p) => hasPermission(request.auth?.perms, p, log))) {
      throw new AppError('forbidden', 'You do not have permission to do this.');
    }
  };
}

const BASE = '/reports/:administrationId/:orgType/:orgId';

/**
 * The progress and score reports (under /api/admin): the header, summaries, table pages and CSV
 * exports of one administration over an organisation and its descendants, streamed or as a
 * background job. The permission is checked first, then (in the service) that the organisation
 * is in the caller's scope and reached by the administration: 403 otherwise.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;

  r.get(
    BASE,
    {
      onRequest: requireAnyPermission(P.Reports.Progress.READ, P.Reports.Score.READ),
      schema: { params: ReportParamsSchema, response: { 200: ReportHeaderSchema } },
    },
    async (request) => readReportHeader(db, caller(request), request.params),
  );

  r.get(
    `${BASE}/progress/summary`,
    {
      onRequest: requirePermission(P.Reports.Progress.READ),
      schema: {
        params: ReportParamsSchema,
        querystring: ReportFilterSchema,
        response: { 200: ProgressSummarySchema },
      },
    },
    async (request) => readProgressSummary(db, caller(request), request.params, request.query),
  );

  r.get(
    `${BASE}/scores/summary`,
    {
      onRequest: requirePermission(P.Reports.Score.READ),
      schema: {
        params: ReportParamsSchema,
        querystring: ReportFilterSchema,
        response: { 200: ScoreSummarySchema },
      },
    },
    async (request) => readScoreSummary(db, caller(request), request.params, request.query),
  );

  // Teacher groups by support level and skill to work on (skills are read from the app database).
  r.get(
    `${BASE}/scores/groups`,
    {
      onRequest: requirePermission(P.Reports.Score.READ),
      schema: {
        params: ReportParamsSchema,
        querystring: ReportGroupsQuerySchema,
        response: { 200: ReportGroupsSchema },
      },
    },
    async (request) =>
      readReportGroups(
        { admin: db, app: app.databases.app.db },
        caller(request),
        request.params,
        request.query,
      ),
  );

  for (const [kind, permission] of Object.entries(REPORT_READ_PERMISSION) as [
    ReportKind,
    Permission,
  ][]) {
    r.get(
      `${BASE}/${kind}/students`,
      {
        onRequest: requirePermission(permission),
        schema: {
          params: ReportParamsSchema,
          querystring: ReportTableQuerySchema,
          response: { 200: ReportPageSchema },
        },
      },
      async (request) => readReportPage(db, caller(request), request.params, request.query, kind),
    );

    r.get(
      `${BASE}/${kind}/students.csv`,
      {
        onRequest: requirePermission(permission),
        schema: { params: ReportParamsSchema, querystring: ReportExportQuerySchema },
      },
      async (request, reply) => {
        const { filename, stream } = await exportReportCsv(
          db,
          { auth: caller(request), ip: request.ip },
          request.params,
          request.query,
          kind,
        );
        return reply
          .header('content-type', CSV_CONTENT_TYPE)
          .header('content-disposition', attachmentHeader(filename))
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  }

  // The CSV of either report as a background job (202 with the job; its file is the same CSV).
  // The body says which report: its own permission is checked once the body is read.
  r.post(
    `${BASE}/exports`,
    {
      onRequest: requireAnyPermission(P.Reports.Progress.READ, P.Reports.Score.READ),
      schema: {
        params: ReportParamsSchema,
        body: StartReportExportRequestSchema,
        response: { 202: JobDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await startReportExport(
            { db, jobs: app.jobs, auth: caller(request) },
            request.params,
            request.body,
          ),
        ),
  );

  // Every answer to one task's items as a background job (docs/item-responses-export.md): super
  // administrators and the district's administrators only (checked in the service).
  r.post(
    `${BASE}/item-responses/exports`,
    {
      onRequest: requirePermission(P.Reports.Score.READ),
      schema: {
        params: ReportParamsSchema,
        body: StartItemResponseExportRequestSchema,
        response: { 202: JobDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await startItemResponseExport(
            { db, jobs: app.jobs, auth: caller(request) },
            request.params,
            request.body,
          ),
        ),
  );
}
