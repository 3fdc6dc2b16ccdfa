import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { insertSession, type Database, type Db } from '@roar/db';
import { AuthSessionSchema, type AuthSession } from '@roar/contracts';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-world.ts';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { parseEnv, type Env } from '../src/config/env.ts';
import { singleDatabase } from '../src/lib/databases.ts';

/** An app on an open test database, quiet, with env overrides. */
export async function buildTestApp(
  database: Database,
  overrides: Record<string, string> = {},
  options: Pick<
    BuildAppOptions,
    'serveWebApp' | 'mailer' | 'jobHandlers' | 'jobSettings' | 'signingKeys'
  > = {},
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
    ...(options.jobHandlers ? { jobHandlers: options.jobHandlers } : {}),
    ...(options.jobSettings ? { jobSettings: options.jobSettings } : {}),
    // Several processes of one deployment share their signing key (AUTH_PRIVATE_JWK).
    ...(options.signingKeys ? { signingKeys: options.signingKeys } : {}),
  });
  return { app, env };
}

/** The `roar_refresh=...` pair of a response's Set-Cookie, ready for a Cookie header. */
export function refreshCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.find((c: string) => c.startsWith('roar_refresh='))?.split(';')[0];
}

/** Signs a (demo) account in with its password; fails the test when that does not succeed. */
export async function signInAs(
  app: FastifyInstance,
  login: string,
  password = DEMO_PASSWORD,
): Promise<AuthSession & { cookie: string | undefined }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { identifier: login, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${login} answered ${res.statusCode}`);
  return { ...AuthSessionSchema.parse(res.json()), cookie: refreshCookieOf(res) };
}

/**
 * A live session family of `userId`, for tests that sign their own access tokens: every request
 * checks that the token's session is live (modules/auth/live-access.ts).
 */
export async function liveSessionFamily(db: Db, userId: string): Promise<string> {
  const familyId = `test-${randomUUID()}`;
  await insertSession(db, {
    userId,
    refreshTokenHash: randomUUID(),
    familyId,
    expiresAt: new Date(Date.now() + 3_600_000),
    authMethod: 'password',
    authenticatedAt: new Date(),
  });
  return familyId;
}

/**
 * Asks `probe` every 50 ms until it answers something other than undefined (a job finished, a
 * mail arrived), and answers that; throws naming `what` after `ms`.
 */
export async function until<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
