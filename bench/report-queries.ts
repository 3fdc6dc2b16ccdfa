/**
 * Report queries on PostgreSQL (issues 7 and 22). In one run, on one fresh database holding a
 * synthetic district (default 100,000 students in schools of 2,000, four tasks,
 * lib/report-world.ts): each report is read from the real server over loopback HTTP as the
 * district's administrator, and its bare SQL is run directly with pg: the very statements the
 * endpoint's service function runs (lib/report-endpoint-sql.ts), for the CSV export its own
 * `COPY ... TO STDOUT` statement (lib/report-csv-copy.ts). Prints the medians and their ratio, whether both
 * answered the same numbers, and the targets. Never fails on a number.
 */
import { pathToFileURL } from 'node:url';
import pg, { type QueryResult } from 'pg';
import {
  AccessTokenPayloadSchema,
  type AccessTokenPayload,
  type ReportParams,
} from '@roar/contracts';
import { percentile } from './lib/latency.ts';
import { REPORT_CASES, type ApiAnswer, type ReportCase } from './lib/report-cases.ts';
import { reportCsvCopy, runCsvCopy } from './lib/report-csv-copy.ts';
import { recordStatements, replayStatements } from './lib/report-endpoint-sql.ts';
import { seedReportWorld, type ReportWorld } from './lib/report-world.ts';
import { signIn } from './lib/run-api.ts';
import { DEFAULT_SERVER_URL, createScratchDatabase } from './lib/scratch-database.ts';
import { startServer } from './lib/server.ts';

/**
 * Issue 22's targets with 100,000 students: one page of a school's score table under 50 ms, the
 * district's progress counts and support-level summary under 100 ms.
 */
export const TARGET = {
  schoolPageMs: 50,
  districtSummaryMs: 100,
  csvMs: 2_000,
  students: 100_000,
  schoolStudents: 2_000,
};

export interface ReportOptions {
  students: number;
  /** Students per school; the school page is read on the first school. */
  schoolSize: number;
  /** Measured runs of each report (after one warm-up), and of the CSV export. */
  runs: number;
  csvRuns: number;
  /** PostgreSQL server the scratch database is created on. */
  serverUrl: string;
}

/** Options from `--students=N` or the BENCH_REPORT_* environment, with the README's defaults. */
export function reportOptions(
  argv: readonly string[] = process.argv,
  env: NodeJS.ProcessEnv = process.env,
): ReportOptions {
  const arg = argv.find((a) => a.startsWith('--students='))?.split('=')[1];
  const int = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    students: int(arg ?? env.BENCH_REPORT_STUDENTS, TARGET.students),
    schoolSize: int(env.BENCH_REPORT_SCHOOL_SIZE, TARGET.schoolStudents),
    runs: int(env.BENCH_REPORT_RUNS, 5),
    csvRuns: int(env.BENCH_REPORT_CSV_RUNS, 2),
    serverUrl: env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
  };
}

export interface ReportRow {
  report: string;
  scope: string;
  /** What one answer held ('25 of 2,000 students'). */
  rows: string;
  apiMs: number;
  sqlMs: number;
  ratio: number;
  /** Whether the API answered the same numbers (rows) as the bare SQL. */
  same: boolean;
}

export interface ReportResult {
  world: Omit<ReportWorld, 'password'>;
  runs: number;
  csvRuns: number;
  rows: ReportRow[];
  /** Median of the school's score-table page over HTTP. */
  schoolPageMs: number;
  /** The slower median of the district's progress counts and support-level summary. */
  districtSummaryMs: number;
  /** Median of the district's full CSV export over HTTP. */
  csvMs: number;
  targetMet: boolean;
}

/** Reads one report over HTTP, the whole body (a CSV is streamed and its lines counted). */
async function readApi(url: string, token: string): Promise<ApiAnswer> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  if (!url.includes('.csv')) return { json: await res.json() };
  if (!res.body) throw new Error(`GET ${url} answered no body`);
  const reader = res.body.getReader();
  let lines = 0;
  let last = 10;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    for (const byte of part.value) if (byte === 10) lines += 1;
    last = part.value.at(-1) ?? last;
  }
  return { csvLines: lines + (last === 10 ? 0 : 1) };
}

const timed = async <T>(task: () => Promise<T>): Promise<[number, T]> => {
  const started = performance.now();
  const value = await task();
  return [performance.now() - started, value];
};

interface CaseContext {
  baseUrl: string;
  token: string;
  /** The token's payload: the caller the service functions see. */
  auth: AccessTokenPayload;
  databaseUrl: string;
  client: pg.Client;
  world: ReportWorld;
  runs: number;
}

/** The access token's payload (its signature was checked when the server issued it). */
function tokenPayload(token: string): AccessTokenPayload {
  const part = token.split('.')[1] ?? '';
  return AccessTokenPayloadSchema.parse(JSON.parse(Buffer.from(part, 'base64url').toString()));
}

/**
 * The bare side of a case: the endpoint's own COPY (the CSV export), its recorded statements
 * (and the service's own answer), or hand-written queries.
 */
async function bareSide(
  item: ReportCase,
  context: CaseContext,
  params: ReportParams,
): Promise<{ run: () => Promise<QueryResult[]>; value: unknown }> {
  const { endpoint } = item;
  if (item.copy) {
    const copy = await reportCsvCopy(context.databaseUrl, {
      administrationId: params.administrationId,
      orgId: params.orgId,
    });
    return { run: async () => [await runCsvCopy(context.client, copy)], value: undefined };
  }
  if (endpoint) {
    const recorded = await recordStatements(context.databaseUrl, (db) =>
      endpoint(db, context.auth, params),
    );
    return {
      run: () => replayStatements(context.client, recorded.statements),
      value: JSON.parse(JSON.stringify(recorded.value)),
    };
  }
  const run = async () => {
    const results = [];
    for (const [text, extra] of item.bare ?? []) {
      results.push(
        await context.client.query(text, [params.administrationId, params.orgId, ...extra]),
      );
    }
    return results;
  };
  return { run, value: undefined };
}

/** One warm-up of each side, then `runs` of the API and of the bare SQL in turn. */
async function measureCase(item: ReportCase, context: CaseContext): Promise<ReportRow> {
  const { world } = context;
  const orgId = item.scope === 'school' ? world.schoolId : world.districtId;
  const params: ReportParams = {
    administrationId: world.administrationId,
    orgType: item.scope,
    orgId,
  };
  const url = `${context.baseUrl}/api/admin/reports/${world.administrationId}/${item.scope}/${orgId}${item.path}`;
  const api = () => readApi(url, context.token);
  const apiAnswer = await api();
  const bare = await bareSide(item, context, params);
  const bareAnswer = await bare.run();
  const apiMs: number[] = [];
  const sqlMs: number[] = [];
  for (let i = 0; i < context.runs; i += 1) {
    apiMs.push((await timed(api))[0]);
    sqlMs.push((await timed(bare.run))[0]);
  }
  const scope =
    item.scope === 'school'
      ? `school (${world.schoolStudents.toLocaleString('en-US')})`
      : 'district';
  const row = {
    report: item.report,
    scope,
    rows: item.rows(bareAnswer, bare.value),
    apiMs: percentile(apiMs, 50),
    sqlMs: percentile(sqlMs, 50),
    same: item.same(apiAnswer, bareAnswer, bare.value),
  };
  return { ...row, ratio: row.apiMs / row.sqlMs };
}

export async function measureReportQueries(
  options: ReportOptions = reportOptions(),
): Promise<ReportResult> {
  const database = await createScratchDatabase(options.serverUrl, `bench_reports_${process.pid}`);
  console.log(`report queries: ${options.students} students on ${database.label}`);
  try {
    const world = await seedReportWorld(database.url, options);
    console.log(
      `report queries: ${world.students} students in ${world.schools} schools generated in ${world.seconds.toFixed(1)} s`,
    );
    const server = await startServer({
      DATABASE_URL: database.url,
      SEED_DEMO: '0',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      RATE_LIMIT_PER_MINUTE: '100000000',
    });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const token = await signIn(server.baseUrl, world.adminLogin, world.password);
      const rows: ReportRow[] = [];
      for (const item of REPORT_CASES) {
        const runs = item.heavy ? options.csvRuns : options.runs;
        rows.push(
          await measureCase(item, {
            baseUrl: server.baseUrl,
            token,
            auth: tokenPayload(token),
            databaseUrl: database.url,
            client,
            world,
            runs,
          }),
        );
        console.log(`report queries: ${item.report} (${item.scope}) measured`);
      }
      const schoolPageMs = rows.find((r) => r.scope.startsWith('school'))?.apiMs ?? Number.NaN;
      const districtSummaryMs = Math.max(
        ...rows
          .filter((r) => r.report === 'Progress counts' || r.report === 'Support-level summary')
          .map((r) => r.apiMs),
      );
      const csvMs = rows.find((r) => r.report.startsWith('CSV'))?.apiMs ?? Number.NaN;
      const { password: _password, ...shown } = world;
      return {
        world: shown,
        runs: options.runs,
        csvRuns: options.csvRuns,
        rows,
        schoolPageMs,
        districtSummaryMs,
        csvMs,
        targetMet:
          schoolPageMs < TARGET.schoolPageMs &&
          districtSummaryMs < TARGET.districtSummaryMs &&
          csvMs < TARGET.csvMs,
      };
    } finally {
      await client.end();
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const count = (value: number) => value.toLocaleString('en-US');

/** The figures as a Markdown table, with the data set above and the verdict on the target below. */
export function reportTable(result: ReportResult): string {
  const { world } = result;
  const dataSet =
    `${count(world.students)} students in ${world.schools} schools (grades K-5), 4 tasks ` +
    `(swr, sre, pa, letter), generated in ${world.seconds.toFixed(0)} s (of which ` +
    `${world.countSeconds.toFixed(1)} s counting the report counts); medians of ` +
    `${result.runs} runs (CSV: ${result.csvRuns}) after a warm-up.`;
  const lines = [
    '| Report | Scope | Answer | API (HTTP) | Bare SQL | API / SQL | Same numbers |',
    '|---|---|---|---|---|---|---|',
    ...result.rows.map(
      (r) =>
        `| ${r.report} | ${r.scope} | ${r.rows} | ${ms(r.apiMs)} | ${ms(r.sqlMs)} | ${r.ratio.toFixed(1)} | ${r.same ? 'yes' : 'no'} |`,
    ),
  ];
  const measuredWith =
    world.students === TARGET.students ? '' : `; measured with ${count(world.students)}`;
  const verdict =
    `Targets with ${count(TARGET.students)} students${measuredWith}: one page of the score ` +
    `table of a school of ${count(TARGET.schoolStudents)} students under ` +
    `${TARGET.schoolPageMs} ms (${ms(result.schoolPageMs)}), the district's progress counts and ` +
    `support-level summary under ${TARGET.districtSummaryMs} ms (slower: ` +
    `${ms(result.districtSummaryMs)}), the full district CSV under ${TARGET.csvMs} ms ` +
    `(${ms(result.csvMs)}): ${result.targetMet ? 'met' : 'not met'}. API / SQL: the endpoint ` +
    'over HTTP against the very statements it runs (the CSV export: its own COPY).';
  return `${dataSet}\n\n${lines.join('\n')}\n\n${verdict}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`\n${reportTable(await measureReportQueries())}`);
}
