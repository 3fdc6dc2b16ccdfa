import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv, REPO_ROOT } from './config/env.ts';
import { buildApp } from './app.ts';
import { openDatabases } from './lib/databases.ts';
import { assertPortFree } from './lib/port-check.ts';
import { serverProcesses } from './config/processes.ts';
import { PREPARED_BY_PRIMARY, prepareDatabase, readyLine, runPrimary } from './primary.ts';

/**
 * Process entry: parse env, open and migrate the databases, seed the demo world into an empty
 * database, listen, and shut down gracefully on SIGTERM/SIGINT (stop accepting, drain in-flight
 * requests, close the databases), exiting anyway after SHUTDOWN_TIMEOUT_MS.
 */
async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const logger = {
    level: env.LOG_LEVEL,
    ...(env.isProduction || !process.stdout.isTTY
      ? {}
      : {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }),
  };
  // Logs before the app exists go through a plain writer with the same level intent.
  const bootLog = (msg: string) => {
    if (env.LOG_LEVEL !== 'silent') console.warn(`[start] ${msg}`);
  };

  // A server that cannot listen, or finds DATA_DIR locked, stops before touching the database
  // (a process of several: its primary checked).
  if (!cluster.isWorker) await assertPortFree(env.HOST, env.PORT);
  const databases = await openDatabases(env, bootLog);
  const app = await buildApp({ env, databases, logger });
  if (env.exposedConveniences.length > 0) {
    // The operator opted in with ALLOW_DEMO_ON_NETWORK: say it loudly on every start.
    const line = '!'.repeat(78);
    app.log.warn(
      `\n${line}\n  INSECURE: HOST=${env.HOST} is reachable from the network while ` +
        `${env.exposedConveniences.join(' and ')} ${env.exposedConveniences.length > 1 ? 'are' : 'is'} on ` +
        `(ALLOW_DEMO_ON_NETWORK=1).\n  Anyone who reaches this server can sign in as its demo ` +
        `accounts. Use it only on a trusted network.\n${line}`,
    );
  }
  app.addHook('onClose', async () => databases.close());

  // With several processes the primary prepared the database before starting this one.
  if (!process.env[PREPARED_BY_PRIMARY])
    await prepareDatabase(env, databases, (msg) => app.log.info(msg));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT }).catch(async (err: unknown) => {
    await app.close();
    throw err;
  });
  // The primary of several processes says it once, when all of them listen.
  if (!cluster.isWorker) app.log.info(readyLine(env, databases.admin.kind));
}

/** One server process, or the primary of several (WEB_CONCURRENCY, primary.ts). */
const start = (): Promise<void> => {
  // A process of several inherits its primary's environment.
  if (cluster.isWorker) return main();
  // A local .env (never committed) fills in keys the environment does not set.
  const dotEnv = join(REPO_ROOT, '.env');
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  const env = parseEnv(process.env);
  const processes = serverProcesses(env);
  return processes > 1 ? runPrimary(env, processes) : main();
};

start().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
