import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthSessionSchema, SignInRequestSchema, SignInResultSchema } from '@roar/contracts';
import { AppError } from '../lib/errors.ts';
import { auditRefreshReuse, auditSignInFailed, auditSignOut } from '../modules/auth/auth-audit.ts';
import { ReuseDetectedError, endSession, refreshSession } from '../modules/auth/session-service.ts';
import { verifyPasswordSignIn } from '../modules/auth/sign-in.ts';
import { KNOWN_DEVICE_COOKIE, openKnownDevice } from '../modules/auth/known-device.ts';
import { SignInThrottledError } from '../modules/auth/sign-in-throttle.ts';
import { requireAttestation } from '../plugins/attestation.ts';
import { refreshLimitKey } from '../plugins/request-limits.ts';
import { finishFirstFactor } from './first-factor.ts';
import {
  REFRESH_COOKIE,
  clearRefreshCookie,
  clientMeta,
  rememberDevice,
  sendSession,
} from './session-cookies.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;

  r.post(
    '/sign-in',
    {
      schema: { body: SignInRequestSchema, response: { 200: SignInResultSchema } },
      config: { rateLimit: { max: app.env.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      preHandler: requireAttestation('sign_in'),
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const device = await openKnownDevice(app.tokenSettings, request.cookies[KNOWN_DEVICE_COOKIE]);
      let user;
      try {
        user = await verifyPasswordSignIn(db, app.signInThrottle, {
          identifier,
          password,
          address: request.ip,
          device,
          pendingKey: app.jobs.sealKey,
        });
      } catch (err) {
        if (err instanceof SignInThrottledError) {
          reply.header('retry-after', String(err.retryAfterSeconds));
        }
        await auditSignInFailed(db, {
          method: 'password',
          reason: err instanceof AppError ? err.code : 'error',
          ip: request.ip,
        });
        throw err;
      }
      const result = await finishFirstFactor(request, reply, { user, authMethod: 'password' });
      // Signed in: this browser is a known device of the account (ADR 021). With a second step
      // to come, only once that step succeeds (routes/second-factor.ts).
      if (!('secondFactor' in result)) await rememberDevice(request, reply, user.id);
      return result;
    },
  );

  r.post(
    '/refresh',
    {
      schema: { response: { 200: AuthSessionSchema } },
      // Per sign-in (its cookie), not per address: a school's tokens expire together.
      config: {
        rateLimit: { max: 60, timeWindow: 60_000, keyGenerator: refreshLimitKey(REFRESH_COOKIE) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('unauthenticated', 'Not signed in.');
      try {
        return sendSession(
          request,
          reply,
          await refreshSession(db, app.sessionSettings, token, clientMeta(request)),
        );
      } catch (err) {
        clearRefreshCookie(request, reply);
        if (err instanceof ReuseDetectedError) {
          request.log.warn({ userId: err.userId }, 'refresh token reuse: session family revoked');
          await auditRefreshReuse(db, {
            userId: err.userId,
            familyId: err.familyId,
            ip: request.ip,
          });
        }
        throw err;
      }
    },
  );

  r.post('/sign-out', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE];
    if (token) {
      const ended = await endSession(db, token);
      if (ended) await auditSignOut(db, { userId: ended.userId, ip: request.ip });
    }
    clearRefreshCookie(request, reply);
    return reply.status(204).send(null);
  });

  r.get('/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { keys: [app.tokenSettings.keys.publicJwk] };
  });
}
