import { createRequire } from 'node:module';
import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import {
  IDLE_COUNTDOWN_MS as IDLE_COUNTDOWN_DEFAULT_MS,
  IDLE_THRESHOLD_MS as IDLE_THRESHOLD_DEFAULT_MS,
} from '@roar/contracts';
import { ssoEnvFrom, type SsoEnv } from './sso-env.ts';
import { isLoopbackHost } from '../lib/loopback.ts';

/**
 * The repository root: relative paths in the env are resolved from here, whatever the cwd. Found
 * through the server package itself, so the source and the built bundle (apps/server/dist, ADR
 * 033), which sit at different depths, agree.
 */
export const REPO_ROOT = resolve(
  dirname(createRequire(import.meta.url).resolve('@roar/server/package.json')),
  '../..',
);

/** DATA_DIR value for a throw-away in-memory database (e2e runs). */
export const IN_MEMORY = 'memory://';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Public origin of the app, used to build links in emails and SSO callbacks. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL of the admin target; embedded PGlite in DATA_DIR when unset. */
  DATABASE_URL: z.url().optional(),
  /** PostgreSQL of the app target (runs, trials, scores); DATABASE_URL's database when unset. */
  ASSESSMENT_DATABASE_URL: z.url().optional(),
  /** Folder of the embedded database. */
  DATA_DIR: z.string().min(1).default('data'),
  /** Seed the demo world into an empty database. Default: on, except in production. */
  SEED_DEMO: booleanFlag.optional(),
  /**
   * With the demo world, seed simulated classmates with completed runs (reports with data).
   * Default: on with the demo seed, except in tests (NODE_ENV=test), whose classes stay as seeded.
   */
  SEED_DEMO_RUNS: booleanFlag.optional(),
  /**
   * Let a server that listens beyond this computer (HOST not loopback) seed the demo world (whose
   * passwords are published) or keep mail in the developer outbox. Off: such a server refuses to
   * start. For a demonstration on a trusted network only.
   */
  ALLOW_DEMO_ON_NETWORK: booleanFlag.default(false),
  /** Folder of the built web app, served with history fallback when it exists. */
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  /** Number of proxies in front of the server whose X-Forwarded-For is trusted (0: none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** API requests per minute per signed-in session (issue 22: pupils behind one address). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * API requests per minute per client address: the allowance of requests without a session and
   * a flood ceiling for all (a school's pupils share one public address).
   */
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(30_000),
  /**
   * Server processes `npm start` runs on one port (issue 22, ADR 039): exactly 1 on the embedded
   * database (it admits one process); default there 1, on PostgreSQL the number of cores.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Most database connections of each process's pool (PostgreSQL). Default: what the server's
   * max_connections allows for every process (minus a reserve of 10), at most 20; one process: 10.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /**
   * Redis that keeps the request-limit counters every process shares (ADR 038); empty: the
   * PostgreSQL database (the embedded one admits a single process, which counts in memory).
   */
  REDIS_URL: z.string().url().optional(),
  /** How long a graceful shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Private Ed25519 JWK (JSON) that signs access tokens, with its `kid`. Required in production;
   * elsewhere a key is generated once into DATA_DIR (or kept in memory for memory://).
   */
  AUTH_PRIVATE_JWK: z.string().optional(),
  /**
   * Where background jobs run (docs/decisions/024-background-jobs.md): `in-process` in this server;
   * `off` when separate `npm run worker` processes run them (PostgreSQL only: the embedded database
   * admits one process).
   */
  JOBS_WORKER: z.enum(['in-process', 'off']).default('in-process'),
  /** Background jobs one process runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** How often an idle worker looks for jobs enqueued by another process. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
  /** A running job whose worker has said nothing for this long is given to another worker. */
  JOB_STALE_SECONDS: z.coerce.number().int().min(3).max(3600).default(60),
  /** How long a job's file (an export, a report of refused rows) can be downloaded. */
  JOB_FILE_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** How long the record of a finished job is kept. */
  JOB_RECORD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Run completions one process scores inside their requests at once. While this many are being
   * scored, a further `POST /api/app/runs/:runId/complete` is checked, answered 202 and scored by
   * a `runs.score` background job. 0: every completion is scored by a job.
   */
  RUN_SCORING_INLINE_MAX: z.coerce.number().int().min(0).default(4),
  /** Lifetime of an access token. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  /** A sign-in lasts at most this long, however often it is refreshed. */
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  /**
   * A sign-in whose page has not refreshed it for this long ends on the server too (a page open
   * in a browser refreshes every ten minutes; the idle warning signs it out sooner).
   */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(15)
    .max(24 * 60)
    .default(60),
  /**
   * Two-step sign-in with an authenticator app (docs/decisions/031-second-factor.md). `required`:
   * every adult account (administrators, teachers, parents, launch administrators) sets one up at
   * its next sign-in and uses it at every sign-in; pupils are not asked. `optional`: adults may
   * turn it on in their profile. Default: required in production, optional elsewhere (the demo).
   */
  SECOND_FACTOR: z.enum(['required', 'optional']).optional(),
  /**
   * Sign-in attempts per minute per client address: a flood ceiling that a school signing in its
   * pupils from one address stays under; passwords are guarded by the per-account and per-client
   * throttle (ADR 021).
   */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1_000),
  /**
   * Failed sign-ins on one account, from anywhere, before clients that are not a known device of
   * the account wait between attempts (ADR 021); known devices are never slowed by them.
   */
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins on one account from one address (or known device) before it waits. */
  SIGN_IN_FAILURES_PER_CLIENT: z.coerce.number().int().positive().default(5),
  /** Longest wait between sign-in attempts; the waits double from 1 s up to it. */
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /**
   * Idle warning and countdown (defaults of docs/product/constants.md section 3; shorter values are
   * for tests).
   */
  IDLE_THRESHOLD_MS: z.coerce.number().int().positive().default(IDLE_THRESHOLD_DEFAULT_MS),
  IDLE_COUNTDOWN_MS: z.coerce.number().int().positive().default(IDLE_COUNTDOWN_DEFAULT_MS),
  /** The product's own sign-in email domain (hidden in greetings). */
  AUTH_DOMAIN: z.string().optional(),
  /**
   * SMTP server for outgoing mail, e.g. smtp://user:pass@host:587 (smtps:// for implicit TLS).
   * Unset: mail is kept in the developer outbox at /dev/outbox; required in production.
   */
  SMTP_URL: z.url().optional(),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().min(3).default('ROAR <no-reply@localhost>'),
  /** Address that receives 'Report an Issue' reports; unset: they are only stored. */
  SUPPORT_EMAIL: z.email().optional(),
  /** Extra origins the browser may connect to (CSP connect-src), e.g. an error-tracking host. */
  CSP_CONNECT_SRC: z
    .string()
    .default('')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean)),
  /**
   * Browser key of the maps service. Set: address fields offer place autocomplete (the maps
   * script loads with the places library). Unset: plain address fields, no external script.
   */
  MAPS_API_KEY: z.string().max(200).optional(),
  /**
   * Captcha (reCAPTCHA v3-compatible) site and secret keys, both or neither. Set: registration
   * forms carry a captcha token and public sign-in calls an attestation header, which the server
   * verifies. Unset: neither, and no external script.
   */
  CAPTCHA_SITE_KEY: z.string().max(200).optional(),
  CAPTCHA_SECRET_KEY: z.string().max(200).optional(),
  /** Where tokens are verified (the provider's siteverify endpoint). */
  CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Lowest score (0-1) of a token that still counts as a person. */
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
});

export type Env = z.infer<typeof EnvSchema> & {
  /** Absolute folder of the embedded database. */
  dataDir: string;
  /** Absolute folder of the built web app. */
  webDistDir: string;
  seedDemo: boolean;
  seedDemoRuns: boolean;
  isProduction: boolean;
  /** SECOND_FACTOR with its default. */
  secondFactor: 'required' | 'optional';
  /**
   * The conveniences that let anyone who reaches the server sign in as someone else (the demo
   * world's published passwords, the developer outbox) while HOST is not loopback; the operator
   * opted in with ALLOW_DEMO_ON_NETWORK. Empty when the server is safe to expose.
   */
  exposedConveniences: string[];
  /** Single sign-on providers configured by env (null: not configured). */
  sso: SsoEnv;
};

/**
 * Parses the environment once. Throws an error listing every bad key, so a misconfigured server
 * refuses to start with a clear message instead of failing later.
 */
export function parseEnv(source: NodeJS.ProcessEnv | Record<string, string | undefined>): Env {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = result.data;
  const fromRoot = (p: string) => (isAbsolute(p) || p === IN_MEMORY ? p : resolve(REPO_ROOT, p));
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.AUTH_PRIVATE_JWK) {
    throw new Error('Invalid environment:\n  AUTH_PRIVATE_JWK: required in production');
  }
  if (isProduction && !env.SMTP_URL) {
    throw new Error(
      'Invalid environment:\n  SMTP_URL: required in production (mail cannot be sent)',
    );
  }
  if (Boolean(env.CAPTCHA_SITE_KEY) !== Boolean(env.CAPTCHA_SECRET_KEY)) {
    throw new Error(
      'Invalid environment:\n  CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY: set both or neither',
    );
  }
  const seedDemo = env.SEED_DEMO ?? !isProduction;
  const exposedConveniences = isLoopbackHost(env.HOST)
    ? []
    : [
        ...(seedDemo ? ['the demo world (SEED_DEMO), whose passwords are published'] : []),
        ...(!isProduction && !env.SMTP_URL
          ? ['the developer outbox (no SMTP_URL), which shows every sign-in link']
          : []),
      ];
  if (exposedConveniences.length > 0 && !env.ALLOW_DEMO_ON_NETWORK) {
    throw new Error(
      `Invalid environment:\n  HOST=${env.HOST} listens beyond this computer, but ` +
        `${exposedConveniences.join(' and ')} would let anyone on the network sign in as any ` +
        'account. Set SMTP_URL and SEED_DEMO=0 (or NODE_ENV=production), listen on ' +
        'HOST=localhost, or accept the risk on a trusted network with ALLOW_DEMO_ON_NETWORK=1.',
    );
  }
  const { sso, problems: ssoProblems } = ssoEnvFrom(cleaned, isProduction);
  if (ssoProblems.length > 0) throw new Error(`Invalid environment:\n${ssoProblems.join('\n')}`);
  return {
    ...env,
    sso,
    dataDir: fromRoot(env.DATA_DIR),
    webDistDir: fromRoot(env.WEB_DIST_DIR),
    seedDemo,
    seedDemoRuns: seedDemo && (env.SEED_DEMO_RUNS ?? env.NODE_ENV !== 'test'),
    isProduction,
    secondFactor: env.SECOND_FACTOR ?? (isProduction ? 'required' : 'optional'),
    exposedConveniences,
  };
}
