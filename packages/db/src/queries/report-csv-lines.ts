import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../client.ts';
import { assignments, reportScores, users } from '../schema/index.ts';
import { copyOut, inlineSql, type CopiedText } from './copy-out.ts';
import {
  fillTemplate,
  jsDecimal,
  jsRound,
  jsString,
  jsTruthy,
  numberCell,
  textCell,
  wordCell,
  wordText,
} from './report-csv-cells.ts';
import { afterKeys, sortKeyOrder } from './report-sort.ts';
import { reportRead, resolveReportScope, rowsOf, schoolNameOf, textArray } from './report-sql.ts';
import { keyedRows, type ReportTableParams } from './reports.ts';

/**
 * The lines of a report CSV written by PostgreSQL (issue 22 item 4,
 * docs/decisions/042-report-csv-in-sql.md): one SELECT gives each student's whole CSV line, in
 * the table's order, with the cells apps/server reports/report-csv.ts defines. On PostgreSQL it
 * is streamed by `COPY ... TO STDOUT`; elsewhere (PGlite) read in keyset steps. Both give the
 * same bytes.
 */

/** The words of the cells, as the server's locale gives them. */
export interface ReportCsvWords {
  status: Record<string, string>;
  level: Record<string, string>;
  norms: Record<string, string>;
  accommodation: Record<string, string>;
  reliable: string;
  unreliable: string;
  flags: Record<string, string>;
  measures: {
    right: string;
    median: string;
    switchCost: string;
    span: string;
    angle: string;
    parts: Record<string, string>;
  };
}

export interface ReportCsvColumns {
  kind: 'progress' | 'scores';
  /** The task columns in order; `measures`: the task's score columns end with its measures. */
  tasks: readonly { taskId: string; measures: boolean }[];
  words: ReportCsvWords;
  /** Writes a constant word as a cell (the server's csvCell), so most cells need no SQL work. */
  cell(text: string): string;
}

const cellsOf = (words: Record<string, string>, cell: (text: string) => string) =>
  Object.fromEntries(Object.entries(words).map(([k, w]) => [k, cell(w)]));

/** report-csv.ts reliability(): the word, with the engagement flags in words after it. */
function reliabilityText(t: string, words: ReportCsvWords): SQL {
  const col = sql.raw(t);
  const flag = sql`coalesce(${wordText(sql`f`, words.flags)}, f)`;
  return sql`(case when ${col}.reliable then ${words.reliable}::text
    when not ${col}.reliable then ${words.unreliable}::text || coalesce(': ' || (
      select string_agg(${flag}, ', ' order by n)
      from unnest(${col}.engagement_flags) with ordinality g(f, n)), '') end)`;
}

/** report-csv-measures.ts measuresCell(): each part's facts, '; ' between parts. */
function measuresText(t: string, words: ReportCsvWords['measures']): SQL {
  const col = sql.raw(t);
  const part = sql`(v->>'part')`;
  const angle = sql`substring(${part} from ${'^angle-([0-9]+)$'}::text)`;
  const name = sql`coalesce(case when ${angle} is not null then ${fillTemplate(words.angle, { degrees: angle })}
    else ${wordText(part, words.parts)} end, ${part})`;
  const number = (key: string) => sql`(v->${key}::text)`;
  const rounded = (key: string) =>
    sql`case when jsonb_typeof(${number(key)}) = 'number' then (${jsRound(sql`(v->>${key}::text)::float8`)} + 0)::text end`;
  const facts = sql`concat_ws(', ',
    case when v ? 'correct' and v ? 'attempted' then ${fillTemplate(words.right, {
      correct: jsString(number('correct')),
      attempted: jsString(number('attempted')),
    })} end,
    case when v ? 'span' then ${fillTemplate(words.span, { span: jsString(number('span')) })} end,
    case when jsonb_typeof(${number('medianRtMs')}) = 'number'
      then ${fillTemplate(words.median, { ms: rounded('medianRtMs') })} end,
    case when jsonb_typeof(${number('switchCostMs')}) = 'number'
      then ${fillTemplate(words.switchCost, { ms: rounded('switchCostMs') })} end)`;
  return sql`(case when jsonb_typeof(${col}.measures) = 'array' then (
    select string_agg(${name} || ': ' || ${facts}, '; ' order by n)
    from jsonb_array_elements(${col}.measures) with ordinality m(v, n)) end)`;
}

/** report-cells.ts assessmentStatus(): optional wins, then the completion, then the start. */
const STATUS = sql`case when ${jsTruthy(sql`x.e->'optional'`)} then 'optional'
  when ${jsTruthy(sql`x.e->'completedOn'`)} then 'completed'
  when ${jsTruthy(sql`x.e->'startedOn'`)} then 'started' else 'assigned' end`;

/**
 * report-csv.ts scoreCells(): one task's score columns over `t` (its assessment: status,
 * optional_true), `rs` (its scores) and `nm` (its rounded numbers); empty when not assigned.
 */
function scoreCells(columns: ReportCsvColumns): SQL[] {
  const { words, cell } = columns;
  const level = sql`case when t.optional_true then 'optional' else rs.support_level end`;
  const percentile = (column: string) => {
    const p = sql.raw(column);
    return sql`case when ${p} is null or ${p} < 0 or ${p} > 100 then ''
      when ${p} < 1 then '<1' when ${p} > 99 then '>99'
      else (${jsRound(p)})::int::text end`;
  };
  return [
    wordCell(sql`t.status`, cellsOf(words.status, cell)),
    numberCell(sql`nm.raw_score`),
    numberCell(sql`nm.percent_correct`),
    percentile('rs.percentile'),
    numberCell(sql`rs.standard_score`),
    wordCell(level, cellsOf(words.level, cell)),
    wordCell(sql`rs.norms_kind`, cellsOf(words.norms, cell)),
    textCell(reliabilityText('rs', words)),
    sql`case when rs.run_id is not null then ${wordCell(
      sql`coalesce(rs.time_accommodation, 'none')`,
      cellsOf(words.accommodation, cell),
    )} else '' end`,
    // The 90 % bands' ends (scoring.md section 8): empty unless the score is ability-based.
    numberCell(sql`nm.raw_score_low`),
    numberCell(sql`nm.raw_score_high`),
    percentile('rs.percentile_low'),
    percentile('rs.percentile_high'),
    numberCell(sql`rs.standard_score_low`),
    numberCell(sql`rs.standard_score_high`),
  ];
}

/**
 * The task columns of a row (`tc.cells`): per task in order, the student's assessment of it (the
 * last one, as report-cells.ts keeps) and its scores, written as that task's cells.
 */
function taskCells(columns: ReportCsvColumns): SQL {
  const withScores = columns.kind === 'scores';
  const taskIds = textArray(columns.tasks.map((t) => t.taskId));
  const measured = columns.tasks.flatMap((t, i) => (t.measures ? [i + 1] : []));
  const cells = withScores
    ? sql`${sql.join(scoreCells(columns), sql` || ',' || `)} || case when tk.pos = any(${`{${measured.join(',')}}`}::int[])
        then ',' || ${textCell(measuresText('rs', columns.words.measures))} else '' end`
    : wordCell(sql`t.status`, cellsOf(columns.words.status, columns.cell));
  const scores = withScores
    ? sql`left join ${reportScores} rs on t.status is not null and rs.assignment_id = a.id
          and rs.task_id = tk.task_id
        cross join lateral (select ${jsDecimal(sql`rs.raw_score`)} as raw_score,
          ${jsDecimal(sql`rs.percent_correct`)} as percent_correct,
          ${jsDecimal(sql`rs.raw_score_low`)} as raw_score_low,
          ${jsDecimal(sql`rs.raw_score_high`)} as raw_score_high) nm`
    : sql``;
  return sql`cross join lateral (
    select string_agg(${cells}, ',' order by tk.pos) as cells
    from unnest(${taskIds}) with ordinality tk(task_id, pos)
    left join lateral (
      select ${STATUS} as status, x.e->'optional' = 'true'::jsonb as optional_true
      from jsonb_array_elements(a.assessments) with ordinality x(e, n)
      where x.e->>'taskId' = tk.task_id
      order by x.n desc limit 1
    ) t on true
    ${scores}
  ) tc`;
}

/** The SELECT of the lines (column `line`, ending CRLF), in the table's order; a step's sort keys. */
function linesQuery(
  scope: Awaited<ReturnType<typeof resolveReportScope>>,
  params: ReportTableParams,
  columns: ReportCsvColumns,
  step?: { after?: unknown[]; limit: number },
): SQL {
  const { keys, cte, order } = keyedRows(scope, params);
  const people = [
    sql`u.username`,
    sql`u.email`,
    sql`u.name_first`,
    sql`u.name_last`,
    sql`u.grade`,
    sql`sn.school_name`,
  ].map(textCell);
  // The sort keys only for the next keyset step; COPY gives the line alone.
  const keyColumns = step ? sql.raw(keys.map((_, i) => `r.k${i}, `).join('')) : sql``;
  return sql`${cte} select ${keyColumns}
      ${sql.join(people, sql` || ',' || `)} || coalesce(',' || tc.cells, '') || E'\\r\\n' as line
    from report_rows r
    join ${users} u on u.id = r.user_id
    join ${assignments} a on a.id = r.assignment_id
    cross join lateral (select ${schoolNameOf(scope.day)} as school_name) sn
    ${taskCells(columns)}
    ${step?.after ? sql`where ${afterKeys(keys, order, step.after, 'r.')}` : sql``}
    ${sortKeyOrder(keys, order, 'r.')}
    ${step ? sql`limit ${step.limit}` : sql``}`;
}

/** Settings of the export's transaction: report-sql.ts reportRead's, and JavaScript's numbers. */
const SETTINGS = [
  'set local jit = off',
  "set local work_mem = '64MB'",
  // Shortest exact float output, as JavaScript's String(number).
  'set local extra_float_digits = 1',
  'set local standard_conforming_strings = on',
];

/** `COPY (lines) TO STDOUT`: the lines in the table's order. */
const copyStatement = (lines: SQL) => `copy (${inlineSql(lines)}) to stdout`;

/** Lines one keyset step reads (PGlite). */
export const REPORT_CSV_STEP = 2_000;

/**
 * Every line of a report CSV in the table's order, a chunk of bytes at a time with the number of
 * lines it ends: `COPY ... TO STDOUT` on PostgreSQL, keyset steps on PGlite.
 */
export async function* iterateReportCsvLines(
  db: Db,
  params: ReportTableParams,
  columns: ReportCsvColumns,
  options: { step?: number } = {},
): AsyncGenerator<CopiedText> {
  const scope = await resolveReportScope(db, params);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    yield* copyOut(client, copyStatement(linesQuery(scope, params, columns)), SETTINGS);
    return;
  }
  const limit = options.step ?? REPORT_CSV_STEP;
  const { keys } = keyedRows(scope, params);
  let after: unknown[] | undefined;
  for (;;) {
    const found = await reportRead(db, async (tx) => {
      for (const setting of SETTINGS.slice(2)) await tx.execute(sql.raw(setting));
      return rowsOf<Record<string, unknown> & { line: string }>(
        tx,
        linesQuery(scope, params, columns, { after, limit }),
      );
    });
    if (found.length) {
      yield { bytes: Buffer.from(found.map((r) => r.line).join(''), 'utf8'), rows: found.length };
    }
    if (found.length < limit) return;
    const last = found.at(-1)!;
    after = keys.map((_, i) => last[`k${i}`]);
  }
}

/**
 * The statement the export runs on PostgreSQL, parameters written in, and the settings of its
 * transaction: bench/report-queries.ts measures it bare, beside the endpoint.
 */
export async function reportCsvCopyStatement(
  db: Db,
  params: ReportTableParams,
  columns: ReportCsvColumns,
): Promise<{ settings: readonly string[]; text: string }> {
  const scope = await resolveReportScope(db, params);
  return { settings: SETTINGS, text: copyStatement(linesQuery(scope, params, columns)) };
}
