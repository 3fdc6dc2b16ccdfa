import type { QueryResult } from 'pg';
import type { ProgressSummary, ReportPage, ScoreSummary } from '@roar/contracts';
import {
  pageSql,
  pageTotalSql,
  progressSql,
  summarySql,
  type BareScope,
} from './report-bare-sql.ts';

/** What the API answered: parsed JSON, or the size of a streamed CSV. */
export type ApiAnswer = { json: unknown } | { csvLines: number };

/** One report of report-queries.ts: its endpoint and the bare SQL it rests on. */
export interface ReportCase {
  report: string;
  scope: BareScope;
  /** Path under `/api/admin/reports/:administrationId/:orgType/:orgId`, with its query. */
  path: string;
  /** The bare queries, run one after the other: `[sql, extra parameters after $1, $2]`. */
  bare: [string, unknown[]][];
  /** Whether the API's answer holds the same numbers or rows as the bare queries'. */
  same(api: ApiAnswer, bare: QueryResult[]): boolean;
  /** What was read, for the table ('25 students', '100,000 students'). */
  rows(bare: QueryResult[]): string;
  /** The slow one: measured fewer times. */
  heavy?: boolean;
  /**
   * The bare side is the endpoint's own `COPY ... TO STDOUT` (report-queries.ts runs it), not
   * `bare`: its answer is one result whose rowCount is the lines copied.
   */
  copy?: boolean;
}

const json = <T>(api: ApiAnswer) => ('json' in api ? (api.json as T) : undefined);
const n = (value: number) => value.toLocaleString('en-US');
const students = (count: number) => `${n(count)} students`;

type Row = Record<string, unknown>;
const rowsOf = (result: QueryResult | undefined) => (result?.rows ?? []) as Row[];

/** `task|status` -> count from the bare progress rows (task '' = whole assignments). */
function progressCounts(rows: Row[]): Map<string, number> {
  return new Map(
    rows.map((r) => [`${String(r.task_id ?? '')}|${String(r.status)}`, r.count as number]),
  );
}

const STATUSES = ['assigned', 'started', 'completed'] as const;

function sameProgress(api: ApiAnswer, bare: QueryResult[]): boolean {
  const summary = json<ProgressSummary>(api);
  if (!summary) return false;
  const counts = progressCounts(rowsOf(bare[0]));
  const lists = [{ ...summary.total, taskId: '' }, ...summary.byTask];
  const matching = lists.every((c) =>
    STATUSES.every((s) => (counts.get(`${c.taskId}|${s}`) ?? 0) === c[s]),
  );
  return matching && lists.length === new Set([...counts.keys()].map((k) => k.split('|')[0])).size;
}

function samePage(api: ApiAnswer, bare: QueryResult[]): boolean {
  const page = json<ReportPage>(api);
  const total = rowsOf(bare[0])[0]?.total;
  const ids = [...new Set(rowsOf(bare[1]).map((r) => r.user_id))];
  return (
    page?.total === total && JSON.stringify(page?.rows.map((r) => r.userId)) === JSON.stringify(ids)
  );
}

const LEVELS = ['needs-extra-support', 'developing', 'achieved', 'raw-score', 'none'] as const;

function sameSummary(api: ApiAnswer, bare: QueryResult[]): boolean {
  const summary = json<ScoreSummary>(api);
  if (!summary) return false;
  const counts = new Map<string, number>();
  for (const r of rowsOf(bare[0])) {
    const key = `${String(r.task_id)}|${String(r.level)}`;
    counts.set(key, (counts.get(key) ?? 0) + (r.count as number));
  }
  return summary.byTask.every((t) =>
    LEVELS.every((level) => (counts.get(`${t.taskId}|${level}`) ?? 0) === t.levels[level]),
  );
}

/** The bare page and total of the table of `scope`: 25 students by last name. */
const PAGE_SIZE = 25;

/** The reports measured, in table order. */
export const REPORT_CASES: readonly ReportCase[] = [
  {
    report: 'Progress counts',
    scope: 'district',
    path: '/progress/summary',
    bare: [[progressSql('district'), []]],
    same: sameProgress,
    rows: (bare) => `${rowsOf(bare[0]).length} counts`,
  },
  ...(['school', 'district'] as const).map((scope): ReportCase => ({
    report: `Score table, one page of ${PAGE_SIZE}`,
    scope,
    path: `/scores/students?page=1&pageSize=${PAGE_SIZE}&sort=lastName`,
    bare: [
      [pageTotalSql(scope), []],
      [pageSql(scope), [PAGE_SIZE, 0]],
    ],
    same: samePage,
    rows: (bare) => `${PAGE_SIZE} of ${students(rowsOf(bare[0])[0]?.total as number)}`,
  })),
  {
    report: 'Support-level summary',
    scope: 'district',
    path: '/scores/summary',
    bare: [[summarySql('district'), []]],
    same: sameSummary,
    rows: (bare) => `${rowsOf(bare[0]).length} counts`,
  },
  {
    report: 'CSV export, every student',
    scope: 'district',
    path: '/scores/students.csv',
    bare: [],
    copy: true,
    // One line per student after the heading line, as many as the endpoint's COPY writes.
    same: (api, bare) => 'csvLines' in api && api.csvLines === (bare[0]?.rowCount ?? -1) + 1,
    rows: (bare) => `${students(bare[0]?.rowCount ?? 0)} (the endpoint's COPY)`,
    heavy: true,
  },
];
