import {
  JOB_KINDS,
  PERMISSIONS as P,
  ReportExportJobParamsSchema,
  hasPermission,
  type AccessTokenPayload,
  type JobDetail,
  type Permission,
  type ReportExportJobParams,
  type ReportExportQuery,
  type ReportParams,
  type StartReportExportRequestSchema,
} from '@roar/contracts';
import type { Db } from '@roar/db';
import type { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { actorNow } from '../jobs/actor.ts';
import { JobFailure, type JobHandler } from '../jobs/job-handler.ts';
import { jobDetail } from '../jobs/job-service.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { putCsvExport } from '../jobs/put-csv-export.ts';
import { openReportCsv } from './report-csv.ts';
import { openReport, type ReportKind } from './report-service.ts';

/** The permission each report (its table, summary and CSV) requires. */
export const REPORT_READ_PERMISSION: Record<ReportKind, Permission> = {
  progress: P.Reports.Progress.READ,
  scores: P.Reports.Score.READ,
};

/** What a report export keeps sealed: the personal parts of the request. */
export interface ReportExportInput {
  search?: string;
  userId?: string[];
}

type StartRequest = z.output<typeof StartReportExportRequestSchema>;

/** The export's query (as `GET .../students.csv` takes it) from the job's params and input. */
function exportQuery(params: ReportExportJobParams, input: ReportExportInput): ReportExportQuery {
  const list = <T>(values: T[]) => (values.length > 0 ? values : undefined);
  return {
    schoolId: list(params.schoolId),
    grade: list(params.grade),
    taskId: params.taskId ?? undefined,
    status: list(params.status),
    supportLevel: list(params.supportLevel),
    reliability: params.reliability ?? undefined,
    search: input.search,
    sort: params.sort,
    order: params.order,
    userId: input.userId,
    locale: params.locale ?? undefined,
  };
}

/**
 * Starts the CSV export of a progress or score report as a background job and answers it at once.
 * The caller must hold the report's permission and may read the report (the checks of
 * `GET .../students.csv`: 403 at once otherwise); the job checks both again when it runs.
 */
export async function startReportExport(
  ctx: { db: Db; jobs: JobQueue; auth: AccessTokenPayload },
  report: ReportParams,
  request: StartRequest,
): Promise<JobDetail> {
  const { report: kind, search, userId, ...rest } = request;
  if (!hasPermission(ctx.auth.perms, REPORT_READ_PERMISSION[kind], () => undefined)) {
    throw forbidden('You do not have permission to do this.');
  }
  const { org } = await openReport(ctx.db, ctx.auth, report);
  const params: ReportExportJobParams = {
    report: kind,
    administrationId: report.administrationId,
    orgType: report.orgType,
    orgId: report.orgId,
    schoolId: rest.schoolId ?? [],
    grade: rest.grade ?? [],
    taskId: rest.taskId ?? null,
    status: rest.status ?? [],
    supportLevel: rest.supportLevel ?? [],
    reliability: rest.reliability ?? null,
    sort: rest.sort,
    order: rest.order,
    locale: rest.locale ?? null,
    search: Boolean(search),
    selected: userId ? userId.length : null,
  };
  const input: ReportExportInput = {
    ...(search ? { search } : {}),
    ...(userId ? { userId } : {}),
  };
  const { job } = await ctx.jobs.enqueue(JOB_KINDS.exportReport, {
    params,
    input,
    createdBy: ctx.auth.sub,
    districtId: org.districtId,
  });
  return jobDetail(ctx, job.id);
}

/**
 * `export.report_csv`: the CSV of a progress or score report (docs/reports-csv.md), written to the
 * job's file under the name `GET .../students.csv` gives it. It runs with its starter's rights as
 * they are now (archived, or without the report's permission: `not_permitted`; the report out of
 * their scope: `forbidden`; neither is retried), and reports rows written as progress.
 */
export function reportExportJob(deps: {
  db: Db;
}): JobHandler<Record<string, unknown>, ReportExportInput> {
  return {
    kind: JOB_KINDS.exportReport,
    retryLimit: 2,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // The search text and the selection are part of the work: without them it cannot be redone.
    needsInput: true,
    async run(ctx) {
      const parsed = ReportExportJobParamsSchema.safeParse(ctx.params);
      if (!parsed.success) throw new JobFailure('params_invalid');
      const params = parsed.data;
      const auth = await actorNow(
        deps.db,
        ctx.job.createdBy,
        REPORT_READ_PERMISSION[params.report],
        new Date(),
      );
      const csv = await openReportCsv(
        deps.db,
        { auth, jobId: ctx.job.id },
        { administrationId: params.administrationId, orgType: params.orgType, orgId: params.orgId },
        exportQuery(params, ctx.input ?? {}),
        params.report,
      );
      const { rows } = await putCsvExport(ctx, csv);
      return { result: { rows } };
    },
  };
}
