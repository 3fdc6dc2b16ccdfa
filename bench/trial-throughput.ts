/**
 * Trial write throughput of the API on PostgreSQL (issue 5, benchmark b). In one run, on one fresh
 * database: the real server over loopback HTTP takes trial uploads from N students at once, each
 * uploading like the game (one request at a time, batches of B trials), and plain single-row
 * INSERTs of the same rows, at the same concurrency through a pool of the server's size, give the
 * raw rate. Prints API trials/s, raw INSERTs/s, their ratio, per-request latency and the server
 * process's CPU time per request (read from /proc, so on Linux only).
 *
 * Back to back (no pause between a student's requests) measures capacity; there every request
 * waits behind the other students' (latency = students / throughput), so the latency target is
 * read at game pace: one trial per student every couple of seconds, uploaded as it is made.
 * Never fails on a number.
 */
import { pathToFileURL } from 'node:url';
import { runMonthOf } from '@roar/db';
import { timeRawInserts } from './lib/raw-inserts.ts';
import { mapLimited, signIn, startRun, type Player } from './lib/run-api.ts';
import { DEFAULT_SERVER_URL, createScratchDatabase } from './lib/scratch-database.ts';
import { startServer } from './lib/server.ts';
import { trialsOf, uploadPhase } from './lib/upload-phase.ts';
import { seedTrialWorld } from './lib/trial-world.ts';

/** Issue 5's target: at least half the raw rate, p99 under 50 ms, at 200 students. */
export const TARGET = { ratio: 0.5, p99Ms: 50, students: 200 };

export interface ThroughputOptions {
  students: number;
  /** Trials each student uploads back to back, per batch size (and inserts raw before). */
  trialsPerStudent: number;
  /** Trial batch sizes measured back to back; 1 is what the game sends when online. */
  batchSizes: number[];
  /** Trials each student uploads at game pace, and the time between two of them. */
  pacedTrials: number;
  paceMs: number;
  /** PostgreSQL server the scratch database is created on. */
  serverUrl: string;
}

/** Options from `--students=N` or the BENCH_* environment, with the defaults of the README. */
export function throughputOptions(
  argv: readonly string[] = process.argv,
  env: NodeJS.ProcessEnv = process.env,
): ThroughputOptions {
  const arg = argv.find((a) => a.startsWith('--students='))?.split('=')[1];
  const int = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    students: int(arg ?? env.BENCH_STUDENTS, TARGET.students),
    trialsPerStudent: int(env.BENCH_TRIALS_PER_STUDENT, 40),
    batchSizes: [1, 10],
    pacedTrials: int(env.BENCH_PACED_TRIALS, 8),
    paceMs: int(env.BENCH_PACE_MS, 2_000),
    serverUrl: env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
  };
}

export interface ThroughputRow {
  students: number;
  batch: number;
  pace: string;
  apiPerSecond: number;
  /** Only on back-to-back rows, which are compared with the raw rate. */
  rawPerSecond: number | null;
  ratio: number | null;
  p50Ms: number;
  p99Ms: number;
  /** The server's CPU time per request in microseconds (null where /proc cannot be read). */
  cpuMicrosPerRequest: number | null;
  /** Back to back: the ratio target; at game pace: the latency target. */
  targetMet: boolean;
}

export interface ThroughputResult {
  rows: ThroughputRow[];
  /** Both targets, read on the rows of one trial per request. */
  targetMet: boolean;
}

/** The students' runs, their server, and trial indexes not used yet on their runs. */
interface Bench {
  baseUrl: string;
  serverPid: number | undefined;
  databaseUrl: string;
  districtId: string;
  /** The partition key of the students' runs (the month they started in). */
  runMonth: string;
  players: Player[];
  nextIndexes(count: number): number;
}

async function pacedRow(bench: Bench, options: ThroughputOptions): Promise<ThroughputRow> {
  const { players } = bench;
  const first = bench.nextIndexes(options.pacedTrials);
  const phase = await uploadPhase(bench.baseUrl, trialsOf(players, first, options.pacedTrials), {
    batch: 1,
    paceMs: options.paceMs,
    serverPid: bench.serverPid,
  });
  return {
    students: players.length,
    batch: 1,
    pace: `a trial every ${options.paceMs / 1000} s`,
    apiPerSecond: phase.trialsPerSecond,
    rawPerSecond: null,
    ratio: null,
    p50Ms: phase.p50Ms,
    p99Ms: phase.p99Ms,
    cpuMicrosPerRequest: phase.cpuMicrosPerRequest,
    targetMet: phase.p99Ms < TARGET.p99Ms,
  };
}

/**
 * The API's rate back to back and the raw rate around it: half the raw rows right before, half
 * right after, so both rates see the machine in the same state (other load, autovacuum).
 */
async function backToBackRow(bench: Bench, batch: number, trials: number): Promise<ThroughputRow> {
  const { players } = bench;
  const before = Math.ceil(trials / 2);
  const rawSeconds = async (count: number) => {
    const rows = trialsOf(players, bench.nextIndexes(count), count);
    return timeRawInserts(bench.databaseUrl, {
      districtId: bench.districtId,
      runMonth: bench.runMonth,
      rowsByRun: new Map([...rows].map(([player, list]) => [player.runId, list])),
    });
  };
  const api = trialsOf(players, bench.nextIndexes(trials), trials);
  const firstSeconds = await rawSeconds(before);
  const phase = await uploadPhase(bench.baseUrl, api, { batch, serverPid: bench.serverPid });
  const seconds = firstSeconds + (await rawSeconds(trials - before));
  const rawPerSecond = (players.length * trials) / seconds;
  const ratio = phase.trialsPerSecond / rawPerSecond;
  return {
    students: players.length,
    batch,
    pace: 'back to back',
    apiPerSecond: phase.trialsPerSecond,
    rawPerSecond,
    ratio,
    p50Ms: phase.p50Ms,
    p99Ms: phase.p99Ms,
    cpuMicrosPerRequest: phase.cpuMicrosPerRequest,
    targetMet: ratio >= TARGET.ratio,
  };
}

export async function measureTrialThroughput(
  options: ThroughputOptions = throughputOptions(),
): Promise<ThroughputResult> {
  const database = await createScratchDatabase(options.serverUrl, `bench_trials_${process.pid}`);
  console.log(`trial throughput: ${options.students} students on ${database.label}`);
  try {
    const world = await seedTrialWorld(database.url, { students: options.students, taskId: 'swr' });
    const server = await startServer({
      DATABASE_URL: database.url,
      SEED_DEMO: '0',
      // One process: its CPU is read from /proc (a primary's would be ~0), and the raw INSERTs
      // run through a pool of that one process's size.
      WEB_CONCURRENCY: '1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
    });
    try {
      const { baseUrl } = server;
      // Password hashing is slow by design: a few sign-ins at a time.
      const tokens = await mapLimited(world.logins, 4, (login) =>
        signIn(baseUrl, login, world.password),
      );
      const runMonth = runMonthOf(new Date());
      const players = await mapLimited(tokens, 20, async (token) => ({
        token,
        runId: await startRun(baseUrl, token, world),
      }));
      let unused = 0;
      const bench: Bench = {
        baseUrl,
        serverPid: server.pid,
        databaseUrl: database.url,
        districtId: world.districtId,
        runMonth,
        players,
        nextIndexes: (count) => (unused += count) - count,
      };
      // Warm-up (compiled code paths, every keep-alive and pool connection open); not measured.
      await uploadPhase(baseUrl, trialsOf(players, bench.nextIndexes(3), 3), { batch: 1 });
      // Game pace first, before the bulk phases' rows keep the database busy (autovacuum).
      const rows = [await pacedRow(bench, options)];
      for (const batch of options.batchSizes) {
        rows.push(await backToBackRow(bench, batch, options.trialsPerStudent));
      }
      return { rows, targetMet: rows.filter((r) => r.batch === 1).every((r) => r.targetMet) };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

const fixed = (value: number | null, digits: number) =>
  value === null ? '-' : value.toFixed(digits);

/** The figures as a Markdown table, with the verdict on the target below. */
export function throughputTable(result: ThroughputResult): string {
  const lines = [
    '| Students | Trials per request | Pace | API trials/s | Raw INSERTs/s | API / raw | p50 | p99 | Server CPU µs per request | Target met |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...result.rows.map(
      (r) =>
        `| ${r.students} | ${r.batch} | ${r.pace} | ${fixed(r.apiPerSecond, 0)} | ${fixed(r.rawPerSecond, 0)} | ${fixed(r.ratio, 2)} | ${fixed(r.p50Ms, 1)} ms | ${fixed(r.p99Ms, 1)} ms | ${fixed(r.cpuMicrosPerRequest, 0)} | ${r.targetMet ? 'yes' : 'no'} |`,
    ),
  ];
  const students = result.rows[0]?.students ?? 0;
  const measuredWith = students === TARGET.students ? '' : `; measured with ${students}`;
  const verdict =
    `Target (${TARGET.students} students${measuredWith}, one trial per request): API at least ` +
    `${TARGET.ratio} of the raw rate back to back, p99 under ${TARGET.p99Ms} ms at game pace: ` +
    `${result.targetMet ? 'met' : 'not met'}.`;
  return `${lines.join('\n')}\n\n${verdict}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`\n${throughputTable(await measureTrialThroughput())}`);
}
