import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ParticipantHomeSchema, UploadResultSchema, type TrialInput } from '@roar/contracts';
import { findRunById, findTrialsOfRun, openDatabase } from '@roar/db';
import { createRng } from '@roar/tasks/registry';
import { REPO_ROOT, freePort } from '../../e2e/test-server.ts';
import { signIn, startRun } from './run-api.ts';
import { wordTrials } from './trial-data.ts';

/** The demo student who plays every game (All Games), and the game whose trials are sent. */
const STUDENT = { login: 'explorer', password: 'RoarDemo2026' };
const TASK_ID = 'swr';
const READY_TIMEOUT_MS = 120_000;

export interface CrashOptions {
  /** Start, load, `kill -9` rounds. */
  cycles: number;
  /** Uploads in flight at once, each on a run of its own. Default 6. */
  uploaders?: number;
  /** Trials per request. Default 10 (the game sends up to 50). */
  batchSize?: number;
  /** The kill comes this long after the load starts, uniformly at random. Default 200-2500 ms. */
  killAfterMs?: readonly [number, number];
  /** Seed of the kill moments. Default: random (printed, to replay a run). */
  seed?: string;
  /** One line per cycle. */
  log?: (line: string) => void;
}

export interface CrashReport {
  cycles: number;
  seed: string;
  /** Distinct trials sent at least once. */
  sent: number;
  requests: number;
  /** Requests left without an answer by a kill (their trials are sent again after the restart). */
  cutByKill: number;
  /** Distinct trials whose upload was answered 2xx. */
  acknowledged: number;
  /** Distinct trials in the database after the last stop. */
  stored: number;
  /** Acknowledged but not stored. */
  lost: number;
  /** Stored rows that repeat a stored trial id or a stored place (run and index). */
  duplicated: number;
  /** Stored trials that were never sent (none, unless the database invents rows). */
  unexpected: number;
  /** Starts after a kill: from spawn to the first ready answer, in ms. */
  restartMs: number[];
}

export interface Server {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** The environment of a server on the embedded database in `dataDir`, listening on `port`. */
export function embeddedServerEnv(dataDir: string, port: number): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ASSESSMENT_DATABASE_URL: '',
    SEED_DEMO: '1',
    SEED_DEMO_RUNS: '0',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
}

/**
 * Starts the real server on the embedded database in `dataDir` (the demo world without the
 * classmates' runs) and waits until it is ready; throws with its output if it exits first.
 */
export async function startServer(dataDir: string, port?: number): Promise<Server> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...embeddedServerEnv(dataDir, listenPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += String(d)));
  child.stderr!.on('data', (d: Buffer) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start (${child.exitCode}):\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, baseUrl, output: () => output, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready:\n${output}`);
}

/** The student's token and the administration of their All Games assignment, consent given. */
export async function signInStudent(
  baseUrl: string,
): Promise<{ token: string; administrationId: string }> {
  const token = await signIn(baseUrl, STUDENT.login, STUDENT.password);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const home = ParticipantHomeSchema.parse(
    await (await fetch(`${baseUrl}/api/app/assignments`, { headers })).json(),
  );
  const assignment = home.assignments.find((a) => a.assessments.some((t) => t.taskId === TASK_ID));
  if (!assignment) throw new Error(`${STUDENT.login} has no assignment of ${TASK_ID}`);
  if (assignment.pendingLegal.length > 0) {
    const documentIds = assignment.pendingLegal.map((d) => d.documentId);
    const res = await fetch(`${baseUrl}/api/app/legal/accept`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ documentIds }),
    });
    if (!res.ok) throw new Error(`legal/accept answered ${res.status}`);
  }
  return { token, administrationId: assignment.administrationId };
}

interface Batch {
  runId: string;
  trials: TrialInput[];
}

/** What the uploads of all cycles have seen so far. */
class Ledger {
  readonly sent = new Set<string>();
  readonly acknowledged = new Set<string>();
  /** Batches not acknowledged yet: sent again after the restart, like the device queue. */
  outstanding: Batch[] = [];
  requests = 0;
  cutByKill = 0;

  /** Sends one batch; answers false when the server is gone (the batch stays outstanding). */
  async send(baseUrl: string, token: string, batch: Batch): Promise<boolean> {
    for (const t of batch.trials) this.sent.add(t.id);
    this.requests += 1;
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/api/app/runs/${batch.runId}/trials`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ trials: batch.trials }),
      });
    } catch {
      this.cutByKill += 1;
      this.outstanding.push(batch);
      return false;
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`an upload answered ${res.status}: ${JSON.stringify(body)}`);
    const result = UploadResultSchema.parse(body);
    if (result.accepted + result.duplicates !== batch.trials.length) {
      throw new Error(
        `an upload of ${batch.trials.length} trials answered ${JSON.stringify(result)}`,
      );
    }
    for (const t of batch.trials) this.acknowledged.add(t.id);
    return true;
  }
}

/**
 * The crash test of issue 14 (point 6): starts the real server on a fresh embedded database,
 * uploads trials from several runs at once, `kill -9`s the server at a random moment, restarts it
 * and sends again what was not acknowledged, `cycles` times; then stops it cleanly, opens the
 * database folder itself and compares what is stored with what was acknowledged. Throws when the
 * server does not come back after a kill.
 */
export async function runCrashCycles(options: CrashOptions): Promise<CrashReport> {
  const uploaders = options.uploaders ?? 6;
  const batchSize = options.batchSize ?? 10;
  const [killMin, killMax] = options.killAfterMs ?? [200, 2_500];
  const seed = options.seed ?? Math.random().toString(36).slice(2, 10);
  const rng = createRng(`crash-${seed}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'roar-crash-'));
  const ledger = new Ledger();
  const runIds: string[] = [];
  const nextIndex = new Map<string, number>();
  const restartMs: number[] = [];
  let server: Server | undefined;

  try {
    for (let cycle = 0; cycle <= options.cycles; cycle += 1) {
      const last = cycle === options.cycles;
      const started = performance.now();
      server = await startServer(dataDir);
      if (cycle > 0) restartMs.push(performance.now() - started);
      const { token, administrationId } = await signInStudent(server.baseUrl);
      while (runIds.length < uploaders) {
        const runId = await startRun(server.baseUrl, token, { administrationId, taskId: TASK_ID });
        runIds.push(runId);
        nextIndex.set(runId, 0);
      }
      const { baseUrl } = server;
      const resend = ledger.outstanding;
      ledger.outstanding = [];

      if (last) {
        // The last start only sends what the kills left unacknowledged, then stops cleanly.
        for (const batch of resend) await ledger.send(baseUrl, token, batch);
        server.child.kill('SIGTERM');
        const code = await server.exited;
        if (code !== 0) throw new Error(`the server stopped with ${code}:\n${server.output()}`);
        break;
      }

      let killed = false;
      const uploader = async (runId: string) => {
        while (!killed) {
          const again = resend.pop();
          const first = nextIndex.get(runId)!;
          const batch = again ?? { runId, trials: wordTrials(first, batchSize) };
          if (!again) nextIndex.set(runId, first + batchSize);
          if (!(await ledger.send(baseUrl, token, batch))) return;
        }
      };
      const before = { requests: ledger.requests, acknowledged: ledger.acknowledged.size };
      const loads = Promise.all(runIds.map(uploader));
      const killAfterMs = killMin + rng.next() * (killMax - killMin);
      await new Promise((r) => setTimeout(r, killAfterMs));
      server.child.kill('SIGKILL');
      killed = true;
      await Promise.all([loads, server.exited]);
      server = undefined;
      options.log?.(
        `cycle ${cycle + 1}: kill -9 after ${Math.round(killAfterMs)} ms, ` +
          `${ledger.requests - before.requests} requests, ` +
          `${ledger.acknowledged.size - before.acknowledged} trials acknowledged, ` +
          `${ledger.outstanding.length} requests cut`,
      );
    }

    const database = await openDatabase({ dataDir, owner: 'the crash test' });
    const rows = [];
    try {
      for (const runId of runIds) {
        const run = await findRunById(database.db, runId);
        if (run) rows.push(...(await findTrialsOfRun(database.db, run)));
      }
    } finally {
      await database.close();
    }
    const ids = new Set<string>();
    const places = new Set<string>();
    let duplicated = 0;
    for (const row of rows) {
      const place = `${row.runId}/${row.trialIndex}`;
      if (ids.has(row.id) || places.has(place)) duplicated += 1;
      ids.add(row.id);
      places.add(place);
    }
    return {
      cycles: options.cycles,
      seed,
      sent: ledger.sent.size,
      requests: ledger.requests,
      cutByKill: ledger.cutByKill,
      acknowledged: ledger.acknowledged.size,
      stored: ids.size,
      lost: [...ledger.acknowledged].filter((id) => !ids.has(id)).length,
      duplicated,
      unexpected: [...ids].filter((id) => !ledger.sent.has(id)).length,
      restartMs,
    };
  } finally {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** No acknowledged trial lost or doubled, and nothing stored that was not sent. */
export function crashHeld(report: CrashReport): boolean {
  return report.lost === 0 && report.duplicated === 0 && report.unexpected === 0;
}
