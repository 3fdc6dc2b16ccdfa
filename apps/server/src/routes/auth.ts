import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthSessionSchema, SignInRequestSchema } from '@roar/contracts';
import { AppError } from '../lib/errors.ts';
import { auditRefreshReuse, auditSignInFailed, auditSignOut } from '../modules/auth/auth-audit.ts';
import {
  ReuseDetectedError,
  endSession,
  refreshSession,
  type ClientMeta,
  type IssuedSession,
} from '../modules/auth/session-service.ts';
import { verifyPasswordSignIn } from '../modules/auth/sign-in.ts';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_TTL_SECONDS,
  openKnownDevice,
  rememberAccount,
  sealKnownDevice,
} from '../modules/auth/known-device.ts';
import { SignInThrottledError } from '../modules/auth/sign-in-throttle.ts';
import { startSession } from '../modules/auth/session-service.ts';
import { requireAttestation } from '../plugins/attestation.ts';

export const REFRESH_COOKIE = 'roar_refresh';
const COOKIE_PATH = '/api/auth';

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/**
 * Puts the refresh token in an httpOnly, SameSite=Strict cookie scoped to the auth endpoints. No
 * Max-Age: it is a browser-session cookie (spec: session persistence is per session); the server
 * expires the sign-in after SESSION_MAX_AGE_HOURS anyway.
 */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(REFRESH_COOKIE, token, authCookieOptions(request));
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, authCookieOptions(request));
}

/**
 * The attributes of the auth endpoints' cookies (refresh token, known device). Setting and
 * clearing must use the same attributes, or the browser keeps the old cookie.
 */
function authCookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    secure: request.server.env.PUBLIC_URL.startsWith('https:'),
    sameSite: 'strict' as const,
    path: COOKIE_PATH,
  };
}

/**
 * A new sign-in in a browser ends the session that browser held before (ASVS 7.2.4), whoever it
 * belonged to: the refresh cookie it presents no longer works anywhere.
 */
export async function endPresentedSession(request: FastifyRequest): Promise<void> {
  const token = request.cookies[REFRESH_COOKIE];
  if (token) await endSession(request.server.databases.admin.db, token);
}

/** Sends a newly issued session: cookie (when rotated) and the access token. */
export function sendSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  if (issued.refreshToken) setRefreshCookie(request, reply, issued.refreshToken);
  reply.header('cache-control', 'no-store');
  return issued.session;
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;

  r.post(
    '/sign-in',
    {
      schema: { body: SignInRequestSchema, response: { 200: AuthSessionSchema } },
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
      const issued = await startSession(db, app.sessionSettings, {
        user,
        authMethod: 'password',
        client: clientMeta(request),
      });
      const known = await sealKnownDevice(app.tokenSettings, rememberAccount(device, user.id));
      reply.setCookie(KNOWN_DEVICE_COOKIE, known, {
        ...authCookieOptions(request),
        maxAge: KNOWN_DEVICE_TTL_SECONDS,
      });
      await endPresentedSession(request);
      return sendSession(request, reply, issued);
    },
  );

  r.post(
    '/refresh',
    {
      schema: { response: { 200: AuthSessionSchema } },
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
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
