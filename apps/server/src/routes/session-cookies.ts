import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_TTL_SECONDS,
  openKnownDevice,
  rememberAccount,
  sealKnownDevice,
} from '../modules/auth/known-device.ts';
import {
  endSession,
  type ClientMeta,
  type IssuedSession,
} from '../modules/auth/session-service.ts';

/** The cookies and answers every sign-in route shares (password, link, provider, second step). */
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

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, authCookieOptions(request));
}

/**
 * The attributes of the auth endpoints' cookies (refresh token, known device). Setting and
 * clearing must use the same attributes, or the browser keeps the old cookie.
 */
export function authCookieOptions(request: FastifyRequest) {
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

/**
 * After a password sign-in that ended in a session (with its second step, when it had one), this
 * browser becomes a known device of the account (ADR 021). Not before the second step: a known
 * device is never slowed by others' failures, and a guesser who knows only the password must not
 * become one (ADR 031).
 */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const settings = request.server.tokenSettings;
  const device = await openKnownDevice(settings, request.cookies[KNOWN_DEVICE_COOKIE]);
  const known = await sealKnownDevice(settings, rememberAccount(device, userId));
  reply.setCookie(KNOWN_DEVICE_COOKIE, known, {
    ...authCookieOptions(request),
    maxAge: KNOWN_DEVICE_TTL_SECONDS,
  });
}
