import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv, REPO_ROOT } from './config/env.ts';
import { buildApp } from './app.ts';
import { openDatabases } from './lib/databases.ts';
import { assertPortFree } from './lib/port-check.ts';
import { seedDemoWorld } from './modules/demo/seed.ts';
import { seedDemoRuns } from './modules/demo/demo-runs.ts';
import { seedLegalDocuments } from './modules/legal/seed.ts';
import { seedTaskCatalogue } from './modules/tasks/seed-catalogue.ts';
import { hashPassword } from './modules/auth/password-hash.ts';

/**
 * Process entry: parse env, open and migrate the databases, seed the demo world into an empty
 * database, listen, and shut down gracefully on SIGTERM/SIGINT (stop accepting, drain in-flight
 * requests, close the databases), exiting anyway after SHUTDOWN_TIMEOUT_MS.
 */
async function main(): Promise<void> {
  // A local .env (never committed) fills in keys the environment does not set.
  const dotEnv = join(REPO_ROOT, '.env');
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
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

  // A server that cannot listen, or finds DATA_DIR locked, stops before touching the database.
  await assertPortFree(env.HOST, env.PORT);
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

  // Our games are product data: every start adds any catalogue task or default variant missing.
  const catalogue = await seedTaskCatalogue(databases.admin.db);
  if (catalogue.tasksInserted.length > 0) {
    app.log.info({ tasks: catalogue.tasksInserted.length }, 'task catalogue seeded');
  }
  // Consent, assent and terms are product data too: published on first start, kept after.
  await seedLegalDocuments(databases.admin.db);
  if (env.seedDemo) {
    const { seeded } = await seedDemoWorld(databases.admin.db, { hashPassword });
    app.log.info(seeded ? 'demo world seeded' : 'database already has data: demo seed skipped');
  }
  if (env.seedDemoRuns) {
    // Once per database: classmates whose simulated runs fill the reports (SEED_DEMO_RUNS).
    const started = Date.now();
    const dbs = { admin: databases.admin.db, app: databases.app.db };
    const { seeded, runs } = await seedDemoRuns(dbs, {
      hashPassword,
      onStart: () => app.log.info('seeding demo classmates and their runs (first start only)'),
    });
    if (seeded) app.log.info({ runs, ms: Date.now() - started }, 'demo classmates and runs seeded');
  }

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
  app.log.info(
    `ROAR is ready at ${env.PUBLIC_URL} (database: ${databases.admin.kind === 'pglite' ? `embedded, ${env.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
