import { isDeepStrictEqual } from 'node:util';
import type { QueryResult } from 'pg';
import {
  ReportFilterSchema,
  ReportTableQuerySchema,
  type AccessTokenPayload,
  type ProgressSummary,
  type ReportPage,
  type ReportParams,
  type ScoreSummary,
} from '@roar/contracts';
import type { Db } from '@roar/db';
import {
  readProgressSummary,
  readReportPage,
  readScoreSummary,
} from '../../apps/server/src/modules/reports/report-service.ts';

/** What the API answered: parsed JSON, or the size of a streamed CSV. */
export type ApiAnswer = { json: unknown } | { csvLines: number };

/**
 * One report of report-queries.ts: its endpoint and its bare SQL. The bare SQL is the very
 * statements the endpoint's service function runs (`endpoint`, recorded once and replayed by
 * report-endpoint-sql.ts), or for the CSV export its own COPY statement (`copy`).
 */
export interface ReportCase {
  report: string;
  scope: 'district' | 'school';
  /** Path under `/api/admin/reports/:administrationId/:orgType/:orgId`, with its query. */
  path: string;
  /** The service function the route calls, with the query parsed as the route parses `path`. */
  endpoint?: (db: Db, auth: AccessTokenPayload, params: ReportParams) => Promise<unknown>;
  /** Hand-written bare queries, run one after the other: `[sql, extra parameters after $1, $2]`. */
  bare?: [string, unknown[]][];
  /**
   * Whether the API's answer holds the same numbers or rows as the bare SQL: the service's own
   * answer (`value`, endpoint cases) or the bare rows.
   */
  same(api: ApiAnswer, bare: QueryResult[], value: unknown): boolean;
  /** What was read, for the table ('25 of 2,000 students', '15 counts'). */
  rows(bare: QueryResult[], value: unknown): string;
  /** The slow one: measured fewer times. */
  heavy?: boolean;
  /**
   * The bare side is the endpoint's own `COPY ... TO STDOUT` (report-queries.ts runs it): its
   * answer is one result whose rowCount is the lines copied.
   */
  copy?: boolean;
}

const json = <T>(api: ApiAnswer) => ('json' in api ? (api.json as T) : undefined);
const n = (value: number) => value.toLocaleString('en-US');
const students = (count: number) => `${n(count)} students`;

/** The API answered exactly what the service function answered (through JSON, any key order). */
const sameAsService = (api: ApiAnswer, _bare: QueryResult[], value: unknown) =>
  isDeepStrictEqual(json(api), value);

/** The table page read: 25 students by last name. */
const PAGE_SIZE = 25;

/** The reports measured, in table order. */
export const REPORT_CASES: readonly ReportCase[] = [
  {
    report: 'Progress counts',
    scope: 'district',
    path: '/progress/summary',
    endpoint: (db, auth, params) =>
      readProgressSummary(db, auth, params, ReportFilterSchema.parse({})),
    same: sameAsService,
    rows: (_bare, value) => {
      const summary = value as ProgressSummary;
      return `${summary.byTask.length} tasks and the total`;
    },
  },
  ...(['school', 'district'] as const).map((scope): ReportCase => ({
    report: `Score table, one page of ${PAGE_SIZE}`,
    scope,
    path: `/scores/students?page=1&pageSize=${PAGE_SIZE}&sort=lastName`,
    endpoint: (db, auth, params) =>
      readReportPage(
        db,
        auth,
        params,
        ReportTableQuerySchema.parse({ page: '1', pageSize: String(PAGE_SIZE), sort: 'lastName' }),
        'scores',
      ),
    same: sameAsService,
    rows: (_bare, value) => `${PAGE_SIZE} of ${students((value as ReportPage).total)}`,
  })),
  {
    report: 'Support-level summary',
    scope: 'district',
    path: '/scores/summary',
    endpoint: (db, auth, params) =>
      readScoreSummary(db, auth, params, ReportFilterSchema.parse({})),
    same: sameAsService,
    rows: (_bare, value) => {
      const summary = value as ScoreSummary;
      const grades = summary.byTask.reduce((sum, t) => sum + t.byGrade.length, 0);
      return `${summary.byTask.length} tasks, ${grades} grade rows`;
    },
  },
  {
    report: 'CSV export, every student',
    scope: 'district',
    path: '/scores/students.csv',
    copy: true,
    // One line per student after the heading line, as many as the endpoint's COPY writes.
    same: (api, bare) => 'csvLines' in api && api.csvLines === (bare[0]?.rowCount ?? -1) + 1,
    rows: (bare) => `${students(bare[0]?.rowCount ?? 0)} (the endpoint's COPY)`,
    heavy: true,
  },
];
