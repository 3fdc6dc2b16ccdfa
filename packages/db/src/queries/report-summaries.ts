import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  ASSESSMENT_LEVEL,
  ASSESSMENT_STATUS,
  REPORT_GRADE_ORDER,
  REPORT_BIN_COUNT,
  scoreBin as bin,
  reportRead,
  reportRowsCte,
  resolveReportScope,
  rowsOf,
  joinScoreOfCell,
  type ReportRowFilter,
  type ReportScope,
} from './report-sql.ts';
import { readReportCountCells, reportCountsAnswer } from './report-count-reads.ts';

/** Net progress counts (assigned = not started, started = not completed). */
export interface ReportProgressCountsRow {
  assigned: number;
  started: number;
  completed: number;
  optional: number;
}

const NO_COUNTS: ReportProgressCountsRow = { assigned: 0, started: 0, completed: 0, optional: 0 };

/**
 * The scope and filter of a progress count or summary. Both read the pre-aggregated report counts
 * (ADR 040) when the filter allows it (reportCountsAnswer), else the read model's rows;
 * `fromRows` reads the rows anyway (tests and the benchmark compare both).
 */
export type ReportSummaryParams = ReportScope & { filter?: ReportRowFilter; fromRows?: boolean };

const answeredByCounts = (params: ReportSummaryParams) =>
  !params.fromRows && reportCountsAnswer(params.filter);

/**
 * Progress of the filtered students: per task (status of each assessment: optional wins, then
 * completed, started, assigned) and over whole assignments (their own dates; `optional` is 0).
 * Tasks come in no particular order; a task no student holds is absent.
 */
export async function countReportProgress(
  db: Db,
  params: ReportSummaryParams,
): Promise<{
  total: ReportProgressCountsRow;
  byTask: (ReportProgressCountsRow & { taskId: string })[];
}> {
  const rows = answeredByCounts(params)
    ? await readReportCountCells(db, params, params.filter)
    : await countProgressOfRows(db, params);
  const total = { ...NO_COUNTS };
  const byTask = new Map<string, ReportProgressCountsRow & { taskId: string }>();
  for (const row of rows) {
    const status = row.status as keyof ReportProgressCountsRow;
    if (row.task_id === null || row.task_id === '') {
      total[status] += Number(row.n);
      continue;
    }
    const counts = byTask.get(row.task_id) ?? { taskId: row.task_id, ...NO_COUNTS };
    counts[status] += Number(row.n);
    byTask.set(row.task_id, counts);
  }
  return { total, byTask: [...byTask.values()] };
}

/** The progress counts from the read model's rows (filters the report counts cannot answer). */
async function countProgressOfRows(
  db: Db,
  params: ReportScope & { filter?: ReportRowFilter },
): Promise<{ task_id: string | null; status: string; n: number | string }[]> {
  // One pass: each assignment yields its assessments' cells and one cell (task null) of its own.
  return reportRead(db, async (tx) => {
    const scope = await resolveReportScope(tx, params);
    return rowsOf<{ task_id: string | null; status: string; n: number | string }>(
      tx,
      sql`${reportRowsCte(scope, params.filter, sql`, a.assessments, a.started_on, a.completed_on`)}
        select c.task_id, c.status, count(*) as n
        from report_rows r cross join lateral (
          select e->>'taskId' as task_id, ${ASSESSMENT_STATUS} as status
          from jsonb_array_elements(r.assessments) e
          union all
          select null, case when r.completed_on is not null then 'completed'
            when r.started_on is not null then 'started' else 'assigned' end
        ) c
        group by 1, 2`,
    );
  });
}

export const SUPPORT_COUNT_KEYS = [
  'needs-extra-support',
  'developing',
  'achieved',
  'raw-score',
  'optional',
  'none',
] as const;
export type SupportCountKey = (typeof SUPPORT_COUNT_KEYS)[number];
export type SupportCountsRow = Record<SupportCountKey, number>;

export interface ReportScoreSummaryRow {
  taskId: string;
  levels: SupportCountsRow;
  /** Grades in school order; students without a grade count in `levels` only. */
  byGrade: {
    grade: string;
    levels: SupportCountsRow;
    /** Scores per percentile bin and per percent-correct bin (the caller picks the scale). */
    percentileBins: number[];
    percentCorrectBins: number[];
  }[];
  normsKinds: string[];
  reliable: number;
  unreliable: number;
}

const noLevels = (): SupportCountsRow =>
  Object.fromEntries(SUPPORT_COUNT_KEYS.map((k) => [k, 0])) as SupportCountsRow;
const noBins = () => Array<number>(REPORT_BIN_COUNT).fill(0);

/**
 * Support levels and score distributions of the filtered students per task: counts per level
 * (`optional`: the assessment is optional; `none`: no scored best run yet), per grade the same
 * plus percentile and percent-correct bins, the norms kinds present and reliability counts.
 */
export async function summarizeReportScores(
  db: Db,
  params: ReportSummaryParams,
): Promise<ReportScoreSummaryRow[]> {
  if (!answeredByCounts(params)) return foldSummary(await summaryOfRows(db, params));
  const cells = await readReportCountCells(db, params, params.filter, { tasksOnly: true });
  return foldSummary(
    cells.map((c) => ({
      task_id: c.task_id,
      grade: c.grade,
      level: (c.level ?? 'none') as SupportCountKey,
      p: c.percentile_bin,
      c: c.percent_correct_bin,
      norms_kind: c.norms_kind,
      reliable: c.reliable,
      n: c.n,
    })),
  );
}

/** One group of summary cells: task, grade, level, bins, norms kind, reliability and count. */
interface SummaryCell {
  task_id: string;
  grade: string | null;
  level: SupportCountKey;
  p: number | null;
  c: number | null;
  norms_kind: string | null;
  reliable: boolean | null;
  n: number | string;
}

/** The summary's cells from the read model's rows (filters the report counts cannot answer). */
function summaryOfRows(
  db: Db,
  params: ReportScope & { filter?: ReportRowFilter },
): Promise<SummaryCell[]> {
  // One grouping pass over the cells; the bins, norms kinds and reliability are summed here.
  return reportRead(db, async (tx) => {
    const scope = await resolveReportScope(tx, params);
    return rowsOf<SummaryCell>(
      tx,
      sql`${reportRowsCte(scope, params.filter, sql`, a.assessments`)}
        select e->>'taskId' as task_id, r.grade, coalesce(${ASSESSMENT_LEVEL}, 'none') as level,
          ${bin('rs.percentile')} as p, ${bin('rs.percent_correct')} as c,
          rs.norms_kind, rs.reliable, count(*) as n
        from report_rows r cross join lateral jsonb_array_elements(r.assessments) e
        ${joinScoreOfCell(sql`r.assignment_id`)}
        group by 1, 2, 3, 4, 5, 6, 7`,
    );
  });
}

/** Sums the cells per task and per task and grade. */
function foldSummary(rows: readonly SummaryCell[]): ReportScoreSummaryRow[] {
  const tasks = new Map<string, ReportScoreSummaryRow>();
  const grades = new Map<string, ReportScoreSummaryRow['byGrade'][number]>();
  for (const row of rows) {
    const n = Number(row.n);
    let task = tasks.get(row.task_id);
    if (!task) {
      task = {
        taskId: row.task_id,
        levels: noLevels(),
        byGrade: [],
        normsKinds: [],
        reliable: 0,
        unreliable: 0,
      };
      tasks.set(row.task_id, task);
    }
    task.levels[row.level] += n;
    if (row.norms_kind && !task.normsKinds.includes(row.norms_kind)) {
      task.normsKinds.push(row.norms_kind);
    }
    if (row.reliable === true) task.reliable += n;
    if (row.reliable === false) task.unreliable += n;
    if (row.grade === null) continue;
    const key = `${row.task_id}\u0000${row.grade}`;
    let grade = grades.get(key);
    if (!grade) {
      grade = {
        grade: row.grade,
        levels: noLevels(),
        percentileBins: noBins(),
        percentCorrectBins: noBins(),
      };
      grades.set(key, grade);
      task.byGrade.push(grade);
    }
    grade.levels[row.level] += n;
    addTo(grade.percentileBins, row.p, n);
    addTo(grade.percentCorrectBins, row.c, n);
  }
  for (const task of tasks.values()) {
    task.byGrade.sort(byGradeOrder);
    task.normsKinds.sort();
  }
  return [...tasks.values()];
}

function addTo(bins: number[], bin: number | null, n: number): void {
  if (bin !== null) bins[Number(bin)] = (bins[Number(bin)] ?? 0) + n;
}

/** School order (PK, TK, K, 1..12), other grades after them by text. */
function byGradeOrder(a: { grade: string }, b: { grade: string }): number {
  const rank = (g: string) => {
    const i = (REPORT_GRADE_ORDER as readonly string[]).indexOf(g);
    return i < 0 ? REPORT_GRADE_ORDER.length : i;
  };
  return rank(a.grade) - rank(b.grade) || a.grade.localeCompare(b.grade);
}
