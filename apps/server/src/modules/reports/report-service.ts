import type {
  AccessTokenPayload,
  ProgressSummary,
  ReportFilter,
  ReportHeader,
  ReportPage,
  ReportParams,
  ReportTableQuery,
  ReportTask,
  ScoreSummary,
  SupportCounts,
} from '@roar/contracts';
import {
  countReportProgress,
  findReportHeaderData,
  findReportPage,
  findReportTasks,
  summarizeReportScores,
  type Db,
  type Org,
  type ReportScope,
  type ReportTaskRow,
} from '@roar/db';
import { PLAYABLE_TASK_IDS } from '@roar/tasks/registry';
import { forbidden } from '../../lib/errors.ts';
import { today } from '../../lib/day.ts';
import { isNormedTask, reportRow } from './report-cells.ts';
import { reportOrg } from './report-access.ts';

/**
 * The progress and score reports of an administration over an organisation's subtree (issue 7).
 * Every function checks the caller may read the report first (reportOrg: 403 otherwise); the
 * route checks the permission before.
 */

export type ReportKind = 'progress' | 'scores';

/** The organisation after the access check, and the scope of the report's queries. */
export async function openReport(
  db: Db,
  auth: AccessTokenPayload,
  params: ReportParams,
  now = new Date(),
): Promise<{ org: Org; scope: ReportScope }> {
  const org = await reportOrg(db, auth, params);
  return {
    org,
    scope: { administrationId: params.administrationId, orgId: org.id, day: today(now) },
  };
}

/** A catalogue task as reports describe it; normed when it has a norms table. */
export function reportTask(task: ReportTaskRow): ReportTask {
  return { ...task, normed: isNormedTask(task.taskId) };
}

export async function readReportHeader(
  db: Db,
  auth: AccessTokenPayload,
  params: ReportParams,
): Promise<ReportHeader> {
  const { org, scope } = await openReport(db, auth, params);
  const data = await findReportHeaderData(db, scope, PLAYABLE_TASK_IDS);
  // reportOrg found the administration reaching the org, so it exists; keep the 403 shape anyway.
  if (!data) throw forbidden('The administration does not reach this organisation.');
  const { administration } = data;
  return {
    administration: {
      ...administration,
      dateOpened: administration.dateOpened?.toISOString() ?? null,
      dateClosed: administration.dateClosed?.toISOString() ?? null,
    },
    org: { id: org.id, type: org.type, name: org.name },
    tasks: data.tasks.map(reportTask),
    schools: data.schools,
    grades: data.grades,
  };
}

export async function readProgressSummary(
  db: Db,
  auth: AccessTokenPayload,
  params: ReportParams,
  filter: ReportFilter,
): Promise<ProgressSummary> {
  const { scope } = await openReport(db, auth, params);
  const tasks = await findReportTasks(db, scope.administrationId, PLAYABLE_TASK_IDS);
  const counts = await countReportProgress(db, { ...scope, filter });
  const byId = new Map(counts.byTask.map((c) => [c.taskId, c]));
  return {
    total: { ...counts.total, optional: 0 },
    byTask: tasks.map(({ taskId }) => ({
      taskId,
      assigned: 0,
      started: 0,
      completed: 0,
      optional: 0,
      ...byId.get(taskId),
    })),
  };
}

export async function readReportPage(
  db: Db,
  auth: AccessTokenPayload,
  params: ReportParams,
  query: ReportTableQuery,
  kind: ReportKind,
): Promise<ReportPage> {
  const { scope } = await openReport(db, auth, params);
  const { page, pageSize, sort, order, ...filter } = query;
  const withScores = kind === 'scores';
  const found = await findReportPage(db, {
    ...scope,
    filter,
    sort,
    order,
    page,
    pageSize,
    withScores,
  });
  return {
    rows: found.rows.map((row) => reportRow(row, withScores)),
    total: found.total,
    page,
    pageSize,
  };
}

const NO_LEVELS: SupportCounts = {
  'needs-extra-support': 0,
  developing: 0,
  achieved: 0,
  'raw-score': 0,
  optional: 0,
  none: 0,
};

export async function readScoreSummary(
  db: Db,
  auth: AccessTokenPayload,
  params: ReportParams,
  filter: ReportFilter,
): Promise<ScoreSummary> {
  const { scope } = await openReport(db, auth, params);
  const tasks = (await findReportTasks(db, scope.administrationId, PLAYABLE_TASK_IDS)).map(reportTask);
  const summaries = new Map(
    (await summarizeReportScores(db, { ...scope, filter })).map((s) => [s.taskId, s]),
  );
  return {
    byTask: tasks.map((task) => {
      const s = summaries.get(task.taskId);
      return {
        taskId: task.taskId,
        levels: s?.levels ?? { ...NO_LEVELS },
        byGrade: (s?.byGrade ?? []).map((g) => ({
          grade: g.grade,
          levels: g.levels,
          bins: task.normed ? g.percentileBins : g.percentCorrectBins,
        })),
        scale: task.normed ? 'percentile' : 'percentCorrect',
        normsKinds: (s?.normsKinds ?? []).filter(
          (k): k is 'provisional' | 'local' => k === 'provisional' || k === 'local',
        ),
        reliable: s?.reliable ?? 0,
        unreliable: s?.unreliable ?? 0,
      };
    }),
  };
}
