import type { Readable } from 'node:stream';
import {
  SCORE_CSV_STATIC_COLUMNS,
  SCORE_CSV_TASK_COLUMNS,
  type AccessTokenPayload,
  type ReportExportQuery,
  type ReportParams,
  type ReportTask,
} from '@roar/contracts';
import { taskTextsIn } from '@roar/contracts/task-text/task-text.ts';
import {
  findReportHeaderData,
  findReportPage,
  insertAuditEntry,
  iterateReportCsvLines,
  type Db,
  type ReportCsvColumns,
  type ReportScope,
} from '@roar/db';
import { PLAYABLE_TASK_IDS } from '@roar/tasks/registry';
import { forbidden } from '../../lib/errors.ts';
import { kebabCase } from '../orgs/users-export.ts';
import { csvCell, csvExportStream, type CsvExport } from '../../lib/csv.ts';
import { hasMeasures } from './report-csv-measures.ts';
import { reportCsvText, type ReportCsvText } from './report-csv-text.ts';
import { openReport, reportTask, type ReportKind } from './report-service.ts';

/**
 * CSV exports of the report tables (docs/reports-csv.md): the table's filters and sort, every
 * row (or the selected ones), streamed as the client reads, or written to a background job's file
 * (report-export-job.ts). The heading line is written here; PostgreSQL writes the rows' lines
 * (packages/db report-csv-lines.ts, docs/decisions/042-report-csv-in-sql.md).
 */

/** The heading line of a report CSV. */
export function reportCsvHeader(
  kind: ReportKind,
  tasks: readonly ReportTask[],
  text: ReportCsvText,
): string[] {
  const people = SCORE_CSV_STATIC_COLUMNS.map((c) => text.columns[c]);
  if (kind === 'progress') return [...people, ...tasks.map((t) => t.name)];
  return [
    ...people,
    ...tasks.flatMap((t) => [
      ...SCORE_CSV_TASK_COLUMNS.map((c) => `${t.name} - ${text.taskColumns[c]}`),
      ...(hasMeasures(t.taskId) ? [`${t.name} - ${text.measures.column}`] : []),
    ]),
  ];
}

/**
 * The columns of a report CSV as the database writes them (docs/decisions/042-report-csv-in-sql.md):
 * per task its status (progress) or SCORE_CSV_TASK_COLUMNS then Measures for a cognition game
 * (scores), in the locale's words.
 */
export function reportCsvColumns(
  kind: ReportKind,
  tasks: readonly ReportTask[],
  text: ReportCsvText,
): ReportCsvColumns {
  const { measures } = text;
  return {
    kind,
    tasks: tasks.map((t) => ({ taskId: t.taskId, measures: hasMeasures(t.taskId) })),
    words: {
      status: text.status,
      level: text.level,
      norms: text.norms,
      accommodation: text.accommodation,
      reliable: text.reliable,
      unreliable: text.unreliable,
      flags: text.flags,
      measures: {
        right: measures.right,
        median: measures.median,
        switchCost: measures.switchCost,
        span: measures.span,
        angle: measures.angle,
        parts: measures.parts,
      },
    },
    cell: csvCell,
  };
}

/**
 * What a report CSV holds once the caller may read `scope`: the header's data, the task columns
 * (named in the requester's language, as the web shows them; an administrator's own name for a
 * task stays as written), the words, the table's filter and sort and the database's columns.
 */
export async function reportCsvTable(
  db: Db,
  scope: ReportScope,
  query: ReportExportQuery,
  kind: ReportKind,
) {
  const data = await findReportHeaderData(db, scope, PLAYABLE_TASK_IDS);
  if (!data) throw forbidden('The administration does not reach this organisation.');
  const { sort, order, locale, userId, ...filter } = query;
  const names = taskTextsIn(locale);
  const tasks = data.tasks
    .map(reportTask)
    .map((task) => ({ ...task, name: names.name(task.taskId, task.name) }));
  const text = reportCsvText(locale);
  const table = {
    ...scope,
    filter: { ...filter, ...(userId ? { userIds: userId } : {}) },
    sort,
    order,
  };
  return { data, tasks, text, table, columns: reportCsvColumns(kind, tasks, text) };
}

/**
 * A report table as a CSV export (lib/csv.ts: streamed by `GET .../students.csv`, stored by an
 * `export.report_csv` job): its file name, header and rows. The access check and the header's data
 * are read first, so a refusal is an ordinary 403 answer (or a refused job). Exports of personal
 * data are audited (with the job, when a job writes it).
 */
export async function openReportCsv(
  db: Db,
  actor: { auth: AccessTokenPayload; ip?: string; jobId?: string },
  params: ReportParams,
  query: ReportExportQuery,
  kind: ReportKind,
): Promise<CsvExport> {
  const { org, scope } = await openReport(db, actor.auth, params);
  const { data, tasks, text, table, columns } = await reportCsvTable(db, scope, query, kind);
  const { userId } = query;
  await insertAuditEntry(db, {
    actorUserId: actor.auth.sub,
    action: `report.export_${kind}`,
    targetType: org.type,
    targetId: org.id,
    districtId: org.districtId,
    details: {
      administrationId: scope.administrationId,
      selected: userId?.length ?? null,
      ...(actor.jobId ? { jobId: actor.jobId } : {}),
    },
    ip: actor.ip ?? null,
  });
  const name = `${kebabCase(data.administration.name)}-${kebabCase(org.name)}`;
  return {
    filename: `roar-${kind}${userId ? '-selected' : ''}-${name}.csv`,
    header: reportCsvHeader(kind, tasks, text),
    batches: iterateReportCsvLines(db, table, columns),
    count: async () => (await findReportPage(db, { ...table, page: 1, pageSize: 1 })).total,
  };
}

/** A report table as CSV: its file name and a stream of its text (`GET .../students.csv`). */
export async function exportReportCsv(
  db: Db,
  actor: { auth: AccessTokenPayload; ip?: string },
  params: ReportParams,
  query: ReportExportQuery,
  kind: ReportKind,
): Promise<{ filename: string; stream: Readable }> {
  const csv = await openReportCsv(db, actor, params, query, kind);
  return { filename: csv.filename, stream: csvExportStream(csv) };
}
