import type { Readable } from 'node:stream';
import {
  SCORE_CSV_STATIC_COLUMNS,
  SCORE_CSV_TASK_COLUMNS,
  type AccessTokenPayload,
  type ReportCell,
  type ReportExportQuery,
  type ReportParams,
  type ReportRow,
  type ReportTask,
} from '@roar/contracts';
import { taskTextsIn } from '@roar/contracts/task-text/task-text.ts';
import { findReportHeaderData, findReportPage, insertAuditEntry, iterateReportRows, type Db } from '@roar/db';
import { PLAYABLE_TASK_IDS } from '@roar/tasks/registry';
import { formatPercentile } from '@roar/scoring';
import type { CsvValue } from '../../lib/csv.ts';
import { forbidden } from '../../lib/errors.ts';
import { kebabCase } from '../orgs/users-export.ts';
import { csvExportStream, type CsvExport } from '../../lib/csv.ts';
import { reportRow } from './report-cells.ts';
import { hasMeasures, measuresCell } from './report-csv-measures.ts';
import { reportCsvText, type ReportCsvText } from './report-csv-text.ts';
import { openReport, reportTask, type ReportKind } from './report-service.ts';

/**
 * CSV exports of the report tables (docs/reports-csv.md): the table's filters and sort, every
 * row (or the selected ones), streamed a batch at a time as the client reads, or written to a
 * background job's file (report-export-job.ts).
 */

/** A number as a cell: whole numbers as they are, others with one decimal. */
function decimal(value: number | null | undefined): CsvValue {
  if (value === null || value === undefined) return null;
  return Number.isInteger(value) ? value : Number(value.toFixed(1));
}

function percentile(value: number | null | undefined): CsvValue {
  if (value === null || value === undefined || value < 0 || value > 100) return null;
  return formatPercentile(value);
}

function reliability(cell: ReportCell, text: ReportCsvText): CsvValue {
  if (cell.reliable === true) return text.reliable;
  if (cell.reliable !== false) return null;
  const flags = (cell.engagementFlags ?? []).map((f) => text.flags[f] ?? f);
  return flags.length ? `${text.unreliable}: ${flags.join(', ')}` : text.unreliable;
}

/**
 * The score columns of one task (SCORE_CSV_TASK_COLUMNS order, then Measures for a cognition
 * game); empty when not assigned.
 */
function scoreCells(
  cell: ReportCell | undefined,
  text: ReportCsvText,
  measures: boolean,
): CsvValue[] {
  const extra = measures ? [measuresCell(cell?.measures, text.measures)] : [];
  if (!cell) return [...SCORE_CSV_TASK_COLUMNS.map(() => null), ...extra];
  return [
    text.status[cell.status],
    decimal(cell.rawScore),
    decimal(cell.percentCorrect),
    percentile(cell.percentile),
    cell.standardScore ?? null,
    cell.supportLevel ? text.level[cell.supportLevel] : null,
    cell.normsKind ? text.norms[cell.normsKind] : null,
    reliability(cell, text),
    // Only a run has one: empty until the assessment has a scored run.
    cell.runId ? text.accommodation[cell.timeAccommodation ?? 'none'] : null,
    ...extra,
  ];
}

const studentCells = (row: ReportRow): CsvValue[] => [
  row.username,
  row.email,
  row.firstName,
  row.lastName,
  row.grade,
  row.schoolName,
];

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

/** One CSV line's cells for a table row. */
export function reportCsvCells(
  kind: ReportKind,
  row: ReportRow,
  tasks: readonly ReportTask[],
  text: ReportCsvText,
): CsvValue[] {
  if (kind === 'progress') {
    return [
      ...studentCells(row),
      ...tasks.map((t) => {
        const cell = row.tasks[t.taskId];
        return cell ? text.status[cell.status] : null;
      }),
    ];
  }
  return [
    ...studentCells(row),
    ...tasks.flatMap((t) => scoreCells(row.tasks[t.taskId], text, hasMeasures(t.taskId))),
  ];
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
  const data = await findReportHeaderData(db, scope, PLAYABLE_TASK_IDS);
  if (!data) throw forbidden('The administration does not reach this organisation.');
  const { sort, order, locale, userId, ...filter } = query;
  // Task columns are named in the requester's language, as the web shows them (an
  // administrator's own name for a task stays as written).
  const names = taskTextsIn(locale);
  const tasks = data.tasks
    .map(reportTask)
    .map((task) => ({ ...task, name: names.name(task.taskId, task.name) }));
  const text = reportCsvText(locale);
  const withScores = kind === 'scores';
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
  const table = {
    ...scope,
    filter: { ...filter, ...(userId ? { userIds: userId } : {}) },
    sort,
    order,
  };
  async function* batches() {
    for await (const batch of iterateReportRows(db, { ...table, withScores })) {
      yield batch.map((row) => reportCsvCells(kind, reportRow(row, withScores), tasks, text));
    }
  }
  const name = `${kebabCase(data.administration.name)}-${kebabCase(org.name)}`;
  return {
    filename: `roar-${kind}${userId ? '-selected' : ''}-${name}.csv`,
    header: reportCsvHeader(kind, tasks, text),
    batches: batches(),
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
