import { createHmac, randomBytes } from 'node:crypto';
import {
  ITEM_RESPONSE_CSV_COLUMNS,
  ItemResponseExportJobParamsSchema,
  JOB_KINDS,
  PERMISSIONS as P,
  hasPermission,
  type AccessTokenPayload,
  type ItemResponseExportJobParams,
  type JobDetail,
  type ReportParams,
  type StartItemResponseExportRequestSchema,
} from '@roar/contracts';
import {
  findCompletedRunsOfTask,
  findCurrentMemberships,
  findReportPage,
  findTrialsOfRuns,
  insertAuditEntry,
  iterateReportRows,
  type Db,
  type ExportedRun,
  type Org,
  type ReportStudentRow,
} from '@roar/db';
import { gameOf, judgeStoredRun, type GameDefinition } from '@roar/tasks/registry';
import type { z } from 'zod';
import { today } from '../../lib/day.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { CsvValue } from '../../lib/csv.ts';
import { actorNow } from '../jobs/actor.ts';
import { JobFailure, type JobHandler } from '../jobs/job-handler.ts';
import { putCsvExport } from '../jobs/put-csv-export.ts';
import { jobDetail } from '../jobs/job-service.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { kebabCase } from '../orgs/users-export.ts';
import { openReport } from './report-service.ts';

/**
 * The item-response export (docs/item-responses-export.md; issue 20 item 2): one CSV row per
 * test trial of one task, for the students of an organisation in an administration, with the
 * server's own judgement of each answer. It feeds calibration (ADR 049) and a district's own
 * analyses, so it is for super administrators and the district's administrators only, audited,
 * and pseudonymised by default with pseudonyms that differ from one export to the next.
 */

type StartRequest = z.output<typeof StartItemResponseExportRequestSchema>;

/** Students read per step (their runs and trials are read per step too). */
const STUDENT_BATCH = 200;

const DISTRICT_ONLY =
  'Only super administrators and administrators of the district may export item responses.';

/** The district an organisation belongs to (a district row carries its own id). */
const districtOf = (org: Org) => (org.type === 'district' ? org.id : org.districtId);

/**
 * Whether the caller may export the item responses of `org`: a super administrator, or a current
 * administrator of its district. Teachers and school administrators may not (a research export
 * reaches every answer of every child of the district's classes).
 */
async function mayExport(db: Db, auth: AccessTokenPayload, org: Org, now: Date) {
  if (auth.super_admin === true) return true;
  const district = districtOf(org);
  if (!district) return false;
  const memberships = await findCurrentMemberships(db, auth.sub, today(now));
  return memberships.some(
    (m) => m.role === 'admin' && m.orgType === 'district' && m.orgId === district,
  );
}

/** The game that scores `taskId` from stored trials, or a clear 400 for any other task. */
function scoredGame(taskId: string): GameDefinition {
  const game = gameOf(taskId);
  if (!game || game.scoring.mode !== 'scored') {
    throw new AppError('bad_request', 'This task has no items scored by the server to export.');
  }
  return game;
}

/**
 * Opens the export for `auth`: the report's access rule (the organisation in scope and reached
 * by the administration: 403), then the district rule (403), then a task the server scores.
 */
async function openExport(
  db: Db,
  auth: AccessTokenPayload,
  report: ReportParams,
  taskId: string,
  now = new Date(),
) {
  if (!hasPermission(auth.perms, P.Reports.Score.READ, () => undefined)) {
    throw forbidden('You do not have permission to do this.');
  }
  const opened = await openReport(db, auth, report, now);
  if (!(await mayExport(db, auth, opened.org, now))) throw forbidden(DISTRICT_ONLY);
  return { ...opened, game: scoredGame(taskId) };
}

/** Starts the export as a background job and answers it at once (202). */
export async function startItemResponseExport(
  ctx: { db: Db; jobs: JobQueue; auth: AccessTokenPayload },
  report: ReportParams,
  request: StartRequest,
): Promise<JobDetail> {
  const { org } = await openExport(ctx.db, ctx.auth, report, request.taskId);
  const params: ItemResponseExportJobParams = {
    administrationId: report.administrationId,
    orgType: report.orgType,
    orgId: report.orgId,
    taskId: request.taskId,
    identified: request.identified,
  };
  const { job } = await ctx.jobs.enqueue(JOB_KINDS.exportItemResponses, {
    params,
    createdBy: ctx.auth.sub,
    districtId: org.districtId,
  });
  return jobDetail(ctx, job.id);
}

/**
 * Pseudonyms of one export: an HMAC of the id under a key made for this export and never stored,
 * so the same student has one pseudonym within a file and another in the next file.
 */
export function pseudonymiser(prefix: string, key = randomBytes(32)): (id: string) => string {
  return (id) => `${prefix}${createHmac('sha256', key).update(id).digest('hex').slice(0, 12)}`;
}

const scalar = (value: unknown): CsvValue =>
  value === null || value === undefined
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

const finiteOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const flag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

/** The grade a run's score recorded at completion, else the student's grade now. */
function gradeOf(run: ExportedRun, student: ReportStudentRow): string | null {
  const composite = run.computed?.['composite'] as { grade?: unknown } | undefined;
  return typeof composite?.grade === 'string' ? composite.grade : student.grade;
}

/** The CSV rows of one run: its test trials, judged by the server against the rebuilt items. */
export function runRows(
  game: GameDefinition,
  run: ExportedRun,
  trials: readonly {
    trialIndex: number;
    block: string | null;
    subtask: string | null;
    stage: 'practice' | 'test' | null;
    itemId: string | null;
    data: Record<string, unknown>;
  }[],
  names: { student: string; run: string; grade: string | null },
): CsvValue[][] {
  const judged = judgeStoredRun(game, {
    taskId: run.taskId,
    params: run.params,
    seed: run.seed,
    trials,
  });
  const stored = new Map(trials.map((t) => [t.trialIndex, t]));
  return judged
    .filter((t) => t.stage === 'test')
    .map((t) => {
      const data = stored.get(t.trialIndex)?.data ?? {};
      return [
        names.student,
        names.grade,
        names.run,
        run.completedAt?.toISOString().slice(0, 10) ?? null,
        flag(run.bestRun),
        flag(run.reliable),
        t.trialIndex,
        t.subtask,
        t.itemId,
        scalar(data['response']),
        t.correct === null ? null : t.correct ? 1 : 0,
        t.rtMs === null ? null : Math.round(t.rtMs),
        finiteOrNull(data['theta']),
      ];
    });
}

/** Every student of the report, in the score report's default order. */
const studentsOf = (scope: Awaited<ReturnType<typeof openReport>>['scope']) => ({
  ...scope,
  filter: {},
  sort: 'lastName' as const,
  order: 'asc' as const,
});

/** The rows of the export, a batch of students at a time (their runs, then their trials). */
async function* exportRows(
  dbs: { admin: Db; app: Db },
  scope: Awaited<ReturnType<typeof openReport>>['scope'],
  params: ItemResponseExportJobParams,
  game: GameDefinition,
  counts: { students: number; runs: number },
): AsyncGenerator<CsvValue[][]> {
  const student = pseudonymiser('S');
  const runName = pseudonymiser('R');
  const batches = iterateReportRows(dbs.admin, {
    ...studentsOf(scope),
    withScores: false,
    batchSize: STUDENT_BATCH,
  });
  for await (const batch of batches) {
    const students = new Map(batch.map((row) => [row.userId, row]));
    const runs = await findCompletedRunsOfTask(dbs.app, {
      userIds: [...students.keys()],
      administrationId: params.administrationId,
      taskId: params.taskId,
    });
    const trials = await findTrialsOfRuns(dbs.app, runs);
    const rows: CsvValue[][] = [];
    for (const run of runs) {
      const who = students.get(run.userId)!;
      rows.push(
        ...runRows(game, run, trials.get(run.id) ?? [], {
          student: params.identified ? (who.username ?? who.userId) : student(who.userId),
          run: params.identified ? run.id : runName(run.id),
          grade: gradeOf(run, who),
        }),
      );
    }
    counts.students += batch.length;
    counts.runs += runs.length;
    yield rows;
  }
}

/**
 * `export.item_responses`: the item-response CSV of one task, written to the job's file. It runs
 * with its starter's rights as they are now (archived, or no longer allowed: refused, never
 * retried) and is audited with what it held.
 */
export function itemResponseExportJob(deps: {
  dbs: { admin: Db; app: Db };
}): JobHandler<Record<string, unknown>, undefined> {
  return {
    kind: JOB_KINDS.exportItemResponses,
    retryLimit: 2,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // Everything the job needs is in its params.
    needsInput: false,
    async run(ctx) {
      const parsed = ItemResponseExportJobParamsSchema.safeParse(ctx.params);
      if (!parsed.success) throw new JobFailure('params_invalid');
      const params = parsed.data;
      const { admin } = deps.dbs;
      const now = new Date();
      const auth = await actorNow(admin, ctx.job.createdBy, P.Reports.Score.READ, now);
      const report = {
        administrationId: params.administrationId,
        orgType: params.orgType,
        orgId: params.orgId,
      };
      const { org, scope, game } = await openExport(admin, auth, report, params.taskId, now);
      const counts = { students: 0, runs: 0 };
      const { rows } = await putCsvExport(ctx, {
        filename: `roar-item-responses-${kebabCase(params.taskId)}-${kebabCase(org.name)}.csv`,
        header: ITEM_RESPONSE_CSV_COLUMNS,
        batches: exportRows(deps.dbs, scope, params, game, counts),
        // Progress counts the report's students read, not rows.
        count: async () =>
          (await findReportPage(admin, { ...studentsOf(scope), page: 1, pageSize: 1 })).total,
        progressDone: () => counts.students,
      });
      await insertAuditEntry(admin, {
        actorUserId: auth.sub,
        action: 'report.export_item_responses',
        targetType: org.type,
        targetId: org.id,
        districtId: org.districtId,
        details: {
          administrationId: params.administrationId,
          taskId: params.taskId,
          identified: params.identified,
          students: counts.students,
          runs: counts.runs,
          rows,
          jobId: ctx.job.id,
        },
        ip: null,
      });
      return { result: { students: counts.students, runs: counts.runs, rows } };
    },
  };
}
