import cluster, { type Worker } from 'node:cluster';
import type { Env } from './config/env.ts';
import { poolSizeFor } from './config/processes.ts';
import { openDatabases, type Databases } from './lib/databases.ts';
import { assertPortFree } from './lib/port-check.ts';
import { generatePrivateJwk, loadSigningKeys } from './modules/auth/keys.ts';
import { hashPassword } from './modules/auth/password-hash.ts';
import { seedDemoRuns } from './modules/demo/demo-runs.ts';
import { seedDemoWorld } from './modules/demo/seed.ts';
import { seedLegalDocuments } from './modules/legal/seed.ts';
import { seedTaskCatalogue } from './modules/tasks/seed-catalogue.ts';

/** Set in the environment of processes whose primary already prepared the database. */
export const PREPARED_BY_PRIMARY = 'ROAR_PREPARED_BY_PRIMARY';

/** What a start adds to the database before serving: product data, and the demo when asked. */
export async function prepareDatabase(
  env: Env,
  databases: Databases,
  log: (msg: string) => void,
): Promise<void> {
  // Our games are product data: every start adds any catalogue task or default variant missing.
  const catalogue = await seedTaskCatalogue(databases.admin.db);
  if (catalogue.tasksInserted.length > 0) {
    log(`task catalogue seeded (${catalogue.tasksInserted.length} tasks)`);
  }
  // Consent, assent and terms are product data too: published on first start, kept after.
  await seedLegalDocuments(databases.admin.db);
  if (env.seedDemo) {
    const { seeded } = await seedDemoWorld(databases.admin.db, { hashPassword });
    log(seeded ? 'demo world seeded' : 'database already has data: demo seed skipped');
  }
  if (env.seedDemoRuns) {
    // Once per database: classmates whose simulated runs fill the reports (SEED_DEMO_RUNS).
    const started = Date.now();
    const dbs = { admin: databases.admin.db, app: databases.app.db };
    const { seeded, runs } = await seedDemoRuns(dbs, {
      hashPassword,
      onStart: () => log('seeding demo classmates and their runs (first start only)'),
    });
    if (seeded) log(`demo classmates and runs seeded (${runs} runs, ${Date.now() - started} ms)`);
  }
}

/** The line a started server prints. */
export function readyLine(env: Env, kind: 'pglite' | 'postgres', processes = 1): string {
  const database = kind === 'pglite' ? `embedded, ${env.dataDir}` : 'PostgreSQL';
  const count = processes > 1 ? `, ${processes} processes` : '';
  return `ROAR is ready at ${env.PUBLIC_URL} (database: ${database}${count})`;
}

/**
 * The primary of several server processes (WEB_CONCURRENCY > 1, PostgreSQL only): checks the
 * port, migrates and prepares the database once, sizes each process's pool from the server's
 * max_connections, then starts the processes, which share the port (node:cluster). A process that
 * dies is replaced; SIGTERM and SIGINT stop them all gracefully.
 */
export async function runPrimary(env: Env, processes: number): Promise<void> {
  const log = (msg: string) => {
    if (env.LOG_LEVEL !== 'silent') console.warn(`[start] ${msg}`);
  };
  await assertPortFree(env.HOST, env.PORT);
  const databases = await openDatabases(env, log);
  let poolSize = env.DATABASE_POOL_SIZE;
  try {
    await prepareDatabase(env, databases, log);
    if (!poolSize) {
      const { rows } = await databases.admin.executeSql('show max_connections');
      const max = Number((rows[0] as { max_connections: string }).max_connections);
      const pools = databases.app === databases.admin ? 1 : 2;
      poolSize = poolSizeFor(max, processes, pools);
    }
  } finally {
    await databases.close();
  }
  log(`${processes} server processes, ${poolSize} database connections each`);

  const workerEnv: Record<string, string> = {
    [PREPARED_BY_PRIMARY]: '1',
    DATABASE_POOL_SIZE: String(poolSize),
  };
  // Every process signs with one key: made once here (in DATA_DIR, or handed down in memory).
  if (!env.AUTH_PRIVATE_JWK) {
    if (env.dataDir === 'memory://') {
      workerEnv.AUTH_PRIVATE_JWK = JSON.stringify(await generatePrivateJwk());
    } else await loadSigningKeys(env);
  }
  let stopping = false;
  let listening = 0;
  // One process at a time: each opens the job queue and its tables at start, and two doing that
  // together can deadlock in PostgreSQL; the next starts when the last listens.
  // What to do once a starting process listens (start the next); gone once it listened.
  const starting = new Map<Worker, (() => void) | undefined>();
  const fork = (then?: () => void): Worker => {
    const worker = cluster.fork(workerEnv);
    starting.set(worker, then);
    worker.once('listening', () => {
      starting.delete(worker);
      listening += 1;
      if (listening === processes) log(readyLine(env, 'postgres', processes));
      then?.();
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    // A process that died while starting hands its place in the start order to its successor.
    if (starting.has(worker)) {
      const then = starting.get(worker);
      starting.delete(worker);
      fork(then);
      return;
    }
    listening = Math.max(0, listening - 1);
    fork();
  });
  const forkFrom = (i: number) => {
    if (i < processes && !stopping) fork(() => forkFrom(i + 1));
  };
  forkFrom(0);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${processes} server processes`);
    const timer = setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS + 1_000);
    timer.unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(check);
        process.exit(0);
      }
    }, 100);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
