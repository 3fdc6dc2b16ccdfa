import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { generateId, JOB_KINDS } from '@roar/contracts';
import type { Env } from './config/env.ts';
import type { Databases } from './lib/databases.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerRequestIdHeader } from './plugins/request-id.ts';
import { registerRequestLimits } from './plugins/request-limits.ts';
import { requestCounters } from './modules/limits/request-counters.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { healthRoutes } from './routes/health.ts';
import { AppError } from './lib/errors.ts';
import { loadSigningKeys, type SigningKeys } from './modules/auth/keys.ts';
import type { TokenSettings } from './modules/auth/tokens.ts';
import { liveAccessTokenVerifier } from './modules/auth/live-access.ts';
import { cachedAccessTokenVerifier } from './modules/auth/tokens.ts';
import type { SessionSettings } from './modules/auth/session-service.ts';
import { SignInThrottle, signInThrottleSettings } from './modules/auth/sign-in-throttle.ts';
import { postgresSignInThrottleStore } from './modules/auth/sign-in-throttle-store.ts';
import { authRoutes } from './routes/auth.ts';
import { configRoutes } from './routes/config.ts';
import { documentRoutes } from './routes/documents.ts';
import { emailAuthRoutes } from './routes/email-auth.ts';
import { bugReportRoutes } from './routes/bug-reports.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import type { DevOutbox } from './modules/mail/dev-outbox.ts';
import { passwordRoutes } from './routes/password.ts';
import { secondFactorRoutes } from './routes/second-factor.ts';
import { SECOND_FACTOR_KEY_PURPOSE, secondStepFor } from './modules/auth/second-factor.ts';
import { profileRoutes } from './routes/profile.ts';
import { ssoRoutes } from './routes/sso.ts';
import { identityRoutes } from './routes/identities.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { administrationRoutes } from './routes/administrations.ts';
import { participantRoutes } from './routes/participant.ts';
import { runRoutes } from './routes/runs.ts';
import { taskRoutes } from './routes/tasks.ts';
import { itemParameterSetRoutes } from './routes/item-parameter-sets.ts';
import { orgRoutes } from './routes/orgs.ts';
import { usersAdminRoutes } from './routes/users-admin.ts';
import { activationCodeRoutes } from './routes/activation-codes.ts';
import { familyRoutes } from './routes/family.ts';
import { reportRoutes } from './routes/reports.ts';
import { studentReportRoutes } from './routes/student-report.ts';
import { letterRoutes } from './routes/letters.ts';
import { surveyRoutes } from './routes/survey.ts';
import { jobRoutes } from './routes/jobs.ts';
import { normTableRoutes } from './routes/norm-tables.ts';
import { familyRegistrationRoutes } from './routes/family-registration.ts';
import { resolveSsoProviders } from './modules/sso/providers.ts';
import { registerDevIdp } from './modules/sso/dev-idp.ts';
import { createCaptchaVerifier } from './modules/captcha/captcha-verifier.ts';
import { JobQueue, type JobQueueSettings } from './modules/jobs/queue.ts';
import type { AnyJobHandler } from './modules/jobs/job-handler.ts';
import { housekeepingJob } from './modules/jobs/housekeeping.ts';
import { JOBS_KEY_PURPOSE, jobQueueSettings } from './modules/jobs/setup.ts';
import { importStudentsJob } from './modules/roster/import-students-job.ts';
import { hashPasswordsJob } from './modules/roster/hash-passwords-job.ts';
import { reportExportJob } from './modules/reports/report-export-job.ts';
import { itemResponseExportJob } from './modules/reports/item-responses-export.ts';
import { lettersJob } from './modules/letters/letters-job.ts';
import { usersExportJob } from './modules/roster/users-export-job.ts';
import { sendMailJob } from './modules/mail/send-mail-job.ts';
import { scoreRunJob } from './modules/runs/score-run-job.ts';
import { calibrationJob } from './modules/calibration/calibration-job.ts';
import { rescoreJob } from './modules/calibration/rescore-job.ts';
import { localNormsJob } from './modules/norms/local-norms-job.ts';
import {
  EXTERNAL_PSEUDONYM_PURPOSE,
  EXTERNAL_SEAL_PURPOSE,
  type ExternalKeys,
} from './modules/external/external-service.ts';
import { externalRoutes } from './routes/external.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    databases: Databases;
    tokenSettings: TokenSettings;
    sessionSettings: SessionSettings;
    /** Password sign-in throttling by account and client (ADR 021). */
    signInThrottle: SignInThrottle;
    /** Outgoing mail (SMTP, or the developer outbox when SMTP_URL is unset). */
    mailer: Mailer;
    /** The developer outbox behind `mailer`, or null when mail goes out by SMTP. */
    devOutbox: DevOutbox | null;
    /** Background jobs (ADR 024). */
    jobs: JobQueue;
    /** Seals authenticator secrets (ADR 031). */
    secondFactorKey: Buffer;
    /** Keys of games played on another site: sealing their secrets, pseudonyms (ADR 027). */
    externalKeys: ExternalKeys;
    /**
     * Every route with its method and request schemas, as registered (access-control and
     * hostile-input tests, API inventory).
     */
    routeInventory: RouteInventoryEntry[];
  }
}

/** One registered route: method, path, and the zod request schemas it declares. */
export interface RouteInventoryEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
}

export interface BuildAppOptions {
  env: Env;
  databases: Databases;
  /** Pino options or false; tests pass false (or a level) to keep output quiet. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built SPA from env.webDistDir when it exists. */
  serveWebApp?: boolean;
  /** Token signing keys; loaded from the env (or DATA_DIR) when omitted. */
  signingKeys?: SigningKeys;
  /** Outgoing mail; built from the env (SMTP_URL, or the developer outbox) when omitted. */
  mailer?: Mailer;
  /** Job kinds added to the product's own (tests). */
  jobHandlers?: AnyJobHandler[];
  /** Queue settings over those of the env (tests). */
  jobSettings?: Partial<JobQueueSettings>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Builds the whole HTTP application without listening, so tests drive it with `inject()` and
 * server.ts owns only process concerns (ports, signals).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, databases } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    // Trust X-Forwarded-For only as many hops deep as there are proxies of ours in front.
    trustProxy: (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS,
    // Keep a caller's request id (from a proxy) when it is safe to log; otherwise make one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : generateId();
    },
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    // An address that does not decode answers in the one error shape (400, not Fastify's own).
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('env', env);
  app.decorate('databases', databases);
  const routeInventory: RouteInventoryEntry[] = [];
  app.decorate('routeInventory', routeInventory);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS')
        routeInventory.push({ method, url: route.url, schema: route.schema });
    }
  });
  const tokenSettings: TokenSettings = {
    keys: options.signingKeys ?? (await loadSigningKeys(env)),
    issuer: env.PUBLIC_URL,
    ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
  };
  app.decorate('tokenSettings', tokenSettings);
  // One memory of verified signatures for the request limits' key and the access check.
  const checkSignature = cachedAccessTokenVerifier(tokenSettings);
  app.decorate('verifyAccessToken', liveAccessTokenVerifier(databases.admin.db, checkSignature));
  // Authenticator secrets are sealed with a key of their own (ADR 031).
  const secondFactorKey = tokenSettings.keys.derivedSecret(SECOND_FACTOR_KEY_PURPOSE);
  app.decorate('secondFactorKey', secondFactorKey);
  const secondFactor = {
    db: databases.admin.db,
    sealKey: secondFactorKey,
    policy: env.secondFactor,
  };
  app.decorate('sessionSettings', {
    tokens: tokenSettings,
    maxAgeMs: env.SESSION_MAX_AGE_HOURS * 3_600_000,
    idleMs: env.SESSION_IDLE_MINUTES * 60_000,
    requiresSecondFactor: async (user) => Boolean(await secondStepFor(secondFactor, user)),
  });
  app.decorate(
    'signInThrottle',
    new SignInThrottle(
      postgresSignInThrottleStore(databases.admin.db),
      signInThrottleSettings(env),
    ),
  );
  // Env-configured providers, plus the built-in development provider for the rest outside production.
  const ssoProviders = resolveSsoProviders(env);
  app.decorate('ssoProviders', [...ssoProviders.keys()]);
  if (options.mailer) {
    app.decorate('mailer', options.mailer);
    app.decorate('devOutbox', null);
  } else {
    const { mailer, outbox } = createMailer(env, app.log);
    app.decorate('mailer', mailer);
    app.decorate('devOutbox', outbox);
    if (mailer.close) app.addHook('onClose', async () => mailer.close?.());
  }
  app.decorate('captcha', createCaptchaVerifier(env));
  const jobsKey = tokenSettings.keys.derivedSecret(JOBS_KEY_PURPOSE);
  app.decorate('externalKeys', {
    seal: tokenSettings.keys.derivedSecret(EXTERNAL_SEAL_PURPOSE),
    pseudonym: tokenSettings.keys.derivedSecret(EXTERNAL_PSEUDONYM_PURPOSE),
  });
  const adminDb = databases.admin.db;
  const jobs: JobQueue = new JobQueue({
    database: databases.admin,
    handlers: [
      housekeepingJob(adminDb, databases.app.db, {
        fileRetentionHours: env.JOB_FILE_RETENTION_HOURS,
        recordRetentionDays: env.JOB_RECORD_RETENTION_DAYS,
      }),
      importStudentsJob({
        db: adminDb,
        key: jobsKey,
        hashPasswordsLater: async (importJobId) => {
          await jobs.enqueue(JOB_KINDS.hashPasswords, { idempotencyKey: `after:${importJobId}` });
        },
      }),
      hashPasswordsJob({ db: adminDb, key: jobsKey }),
      reportExportJob({ db: adminDb }),
      itemResponseExportJob({ dbs: { admin: adminDb, app: databases.app.db } }),
      usersExportJob({ db: adminDb }),
      lettersJob({ dbs: { admin: adminDb, app: databases.app.db } }),
      sendMailJob({ db: adminDb, mailer: app.mailer }),
      scoreRunJob({ dbs: { admin: adminDb, app: databases.app.db } }),
      calibrationJob({ dbs: { admin: adminDb, app: databases.app.db } }),
      rescoreJob({ dbs: { admin: adminDb, app: databases.app.db } }),
      localNormsJob({ dbs: { admin: adminDb, app: databases.app.db } }),
      ...(options.jobHandlers ?? []),
    ],
    key: jobsKey,
    log: app.log.child({ module: 'jobs' }),
    settings: { ...jobQueueSettings(env), ...options.jobSettings },
  });
  app.decorate('jobs', jobs);
  await jobs.start();
  // Before the databases close: running jobs finish, or go back to the queue.
  app.addHook('preClose', async () => jobs.stop(Math.floor(env.SHUTDOWN_TIMEOUT_MS / 2)));
  app.decorateRequest('auth', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerInputGuard(app);
  registerRequestIdHeader(app);
  await registerSecurity(app, env);
  await registerRequestLimits(app, env, checkSignature, requestCounters(env, databases, app.log));
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'ROAR platform API', version: '0.1.0' },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(configRoutes, { prefix: '/api' });
  await app.register(documentRoutes, { prefix: '/api/admin', target: 'admin' });
  await app.register(documentRoutes, { prefix: '/api/app', target: 'app' });
  await app.register(emailAuthRoutes, { prefix: '/api/auth' });
  await app.register(bugReportRoutes, { prefix: '/api' });
  await app.register(devOutboxRoutes);
  await app.register(profileRoutes, { prefix: '/api/admin' });
  await app.register(passwordRoutes, { prefix: '/api/auth' });
  await app.register(secondFactorRoutes, { prefix: '/api/auth' });
  await app.register(ssoRoutes, { prefix: '/api/auth', providers: ssoProviders });
  await app.register(identityRoutes, { prefix: '/api/auth' });
  await app.register(sessionRoutes, { prefix: '/api/auth' });
  await app.register(administrationRoutes, { prefix: '/api/admin' });
  await app.register(participantRoutes, { prefix: '/api/app' });
  await app.register(runRoutes, { prefix: '/api/app' });
  await app.register(externalRoutes, { prefix: '/api/external' });
  await app.register(taskRoutes, { prefix: '/api/admin' });
  await app.register(itemParameterSetRoutes, { prefix: '/api/admin' });
  await app.register(orgRoutes, { prefix: '/api/admin' });
  await app.register(usersAdminRoutes, { prefix: '/api/admin' });
  await app.register(activationCodeRoutes, { prefix: '/api' });
  await app.register(familyRegistrationRoutes, { prefix: '/api/auth' });
  await app.register(familyRoutes, { prefix: '/api/admin' });
  await app.register(reportRoutes, { prefix: '/api/admin' });
  await app.register(studentReportRoutes, { prefix: '/api/admin' });
  await app.register(letterRoutes, { prefix: '/api/admin' });
  await app.register(surveyRoutes, { prefix: '/api/admin' });
  await app.register(jobRoutes, { prefix: '/api/admin' });
  await app.register(normTableRoutes, { prefix: '/api/admin' });
  const devClients = [...ssoProviders.values()].filter((p) => p.source === 'dev');
  if (!env.isProduction && devClients.length > 0) await registerDevIdp(app, devClients);
  await app.register(
    async (api) => {
      api.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      // Unknown API paths answer JSON, never the SPA's index.html.
      api.all('/*', async () => {
        throw new AppError('not_found', 'No such endpoint.');
      });
    },
    { prefix: '/api' },
  );

  if (options.serveWebApp ?? true) {
    const served = await registerWebApp(app, env.webDistDir);
    if (!served && env.isProduction) {
      app.log.warn({ dir: env.webDistDir }, 'built web app not found: serving the API only');
    }
  }
  return app;
}
