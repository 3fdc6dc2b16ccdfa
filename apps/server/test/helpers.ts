import type { FastifyInstance } from 'fastify';
import type { Database } from '@roar/db';
import { buildApp } from '../src/app.ts';
import { parseEnv, type Env } from '../src/config/env.ts';
import { singleDatabase } from '../src/lib/databases.ts';
import type { Mailer } from '../src/modules/mail/mailer.ts';

/** An app on an open test database, quiet, with env overrides. */
export async function buildTestApp(
  database: Database,
  overrides: Record<string, string> = {},
  options: { serveWebApp?: boolean; mailer?: Mailer } = {},
): Promise<{ app: FastifyInstance; env: Env }> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: 'memory://',
    ...overrides,
  });
  const app = await buildApp({
    env,
    databases: singleDatabase(database),
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    serveWebApp: options.serveWebApp ?? false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  return { app, env };
}
