import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hasPermission, type AccessTokenPayload, type Permission } from '@roar/contracts';
import { AppError } from '../lib/errors.ts';

/**
 * Checks an access token's signature, issuer, audience and expiry: its payload, or why it was
 * refused (for the log only). The auth module implements it (modules/auth/tokens.ts) and app.ts
 * wires it in, so this plugin does not depend on the module.
 */
export type AccessTokenVerifier = (
  token: string,
) => Promise<{ payload: AccessTokenPayload } | { problem: string }>;

declare module 'fastify' {
  interface FastifyInstance {
    verifyAccessToken: AccessTokenVerifier;
  }
  interface FastifyRequest {
    /** The verified access token of the caller; set by `requireAuth`. */
    auth: AccessTokenPayload | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * onRequest hook: the request must carry a valid access token (signature, issuer, audience,
 * expiry). It runs before the body is read or validated, so an anonymous caller learns nothing
 * about an endpoint's input. Every failure answers the same 401; the reason goes to the log only.
 */
export const requireAuth: onRequestAsyncHookHandler = async function (
  this: unknown,
  request: FastifyRequest,
  _reply: FastifyReply,
) {
  const token = bearerToken(request);
  if (!token) throw new AppError('unauthenticated', 'Sign-in required.');
  const result = await request.server.verifyAccessToken(token);
  if ('problem' in result) {
    request.log.info({ problem: result.problem }, 'access token refused');
    throw new AppError('unauthenticated', 'Sign-in required.');
  }
  request.auth = result.payload;
};

/** onRequest hook: signed in and holding `permission` (spec section 6). */
export function requirePermission(permission: Permission): onRequestAsyncHookHandler {
  return async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await requireAuth.call(this as never, request, reply);
    if (!hasPermission(request.auth?.perms, permission, (m) => request.log.error(m))) {
      throw new AppError('forbidden', 'You do not have permission to do this.');
    }
  };
}

/** onRequest hook: signed in as a super administrator (work with no permission of its own). */
export const requireSuperAdmin: onRequestAsyncHookHandler = async function (
  this: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await requireAuth.call(this as never, request, reply);
  if (!request.auth?.super_admin) {
    throw new AppError('forbidden', 'You do not have permission to do this.');
  }
};

/** The signed-in caller (after requireAuth). */
export function caller(request: FastifyRequest): AccessTokenPayload {
  if (!request.auth) throw new AppError('unauthenticated', 'Sign-in required.');
  return request.auth;
}
