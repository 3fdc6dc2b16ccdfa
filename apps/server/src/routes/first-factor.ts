import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSession, SecondFactorStep } from '@roar/contracts';
import { secondStepFor, type SecondFactorContext } from '../modules/auth/second-factor.ts';
import { startSession } from '../modules/auth/session-service.ts';
import {
  SIGN_IN_CHALLENGE_COOKIE,
  SIGN_IN_CHALLENGE_TTL_SECONDS,
  createSignInChallenge,
  type FirstFactor,
} from '../modules/auth/sign-in-challenge.ts';
import {
  authCookieOptions,
  clientMeta,
  endPresentedSession,
  sendSession,
} from './session-cookies.ts';

export function secondFactorContext(request: FastifyRequest): SecondFactorContext {
  const app = request.server;
  return { db: app.databases.admin.db, sealKey: app.secondFactorKey, policy: app.env.secondFactor };
}

/**
 * Where every sign-in method goes once its first factor has succeeded (ADR 031): a session, or,
 * when the account has an authenticator or must set one up, a pending sign-in held in an httpOnly
 * cookie and the step the browser shows next.
 */
export async function finishFirstFactor(
  request: FastifyRequest,
  reply: FastifyReply,
  params: FirstFactor & { redirectTo?: string | undefined },
): Promise<AuthSession | SecondFactorStep> {
  const redirect = params.redirectTo ? { redirectTo: params.redirectTo } : {};
  const step = await secondStepFor(secondFactorContext(request), params.user);
  if (step) {
    await holdSecondStep(request, reply, { ...params, step });
    return { secondFactor: step, ...redirect };
  }
  const app = request.server;
  const issued = await startSession(app.databases.admin.db, app.sessionSettings, {
    user: params.user,
    authMethod: params.authMethod,
    client: clientMeta(request),
  });
  await endPresentedSession(request);
  return { ...sendSession(request, reply, issued), ...redirect };
}

/** Starts the pending sign-in and gives the browser its cookie. */
async function holdSecondStep(
  request: FastifyRequest,
  reply: FastifyReply,
  params: FirstFactor & { step: 'verify' | 'enrol' },
): Promise<void> {
  const token = await createSignInChallenge(request.server.databases.admin.db, {
    user: params.user,
    authMethod: params.authMethod,
    purpose: params.step,
  });
  reply.setCookie(SIGN_IN_CHALLENGE_COOKIE, token, {
    ...authCookieOptions(request),
    maxAge: SIGN_IN_CHALLENGE_TTL_SECONDS,
  });
  reply.header('cache-control', 'no-store');
}
