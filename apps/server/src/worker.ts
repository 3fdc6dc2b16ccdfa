import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { parseEnv, REPO_ROOT } from './config/env.ts';
import { openDatabases } from './lib/databases.ts';

/**
 * `npm run worker`: a process that only runs background jobs (docs/decisions/024-background-jobs.md),
 * beside servers started with JOBS_WORKER=off. It builds the same application as the server, so
 * every job kind has the same handlers and settings, but listens on no port. PostgreSQL only: the
 * embedded database admits one process, whose server runs the jobs itself. On SIGTERM or SIGINT,
 * running jobs get half of SHUTDOWN_TIMEOUT_MS to finish; the rest go back to the queue.
 */
async function main(): Promise<void> {
  const dotEnv = join(REPO_ROOT, '.env');
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  const env = parseEnv({ ...process.env, JOBS_WORKER: 'in-process' });
  if (!env.DATABASE_URL) {
    throw new Error(
      'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database admits one process, ' +
        'and the server started by `npm start` runs its jobs itself.',
    );
  }
  const log = (msg: string) => {
    if (env.LOG_LEVEL !== 'silent') console.warn(`[worker] ${msg}`);
  };
  const databases = await openDatabases(env, log);
  const app = await buildApp({
    env,
    databases,
    serveWebApp: false,
    logger: { level: env.LOG_LEVEL },
  });
  app.addHook('onClose', async () => databases.close());
  await app.ready();
  app.log.info({ worker: app.jobs.workerId, concurrency: env.JOB_CONCURRENCY }, 'job worker ready');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'worker shutting down');
    const timer = setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during worker shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
