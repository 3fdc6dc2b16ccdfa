import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthenticatorSetupSchema,
  RecoveryCodesSchema,
  SecondFactorChallengeSchema,
  SecondFactorCodeSchema,
  SecondFactorSessionSchema,
  SecondFactorStatusSchema,
} from '@roar/contracts';
import { AppError } from '../lib/errors.ts';
import { auditSignInFailed } from '../modules/auth/auth-audit.ts';
import { KNOWN_DEVICE_COOKIE, openKnownDevice } from '../modules/auth/known-device.ts';
import { assertRecentSignIn } from '../modules/auth/recent-sign-in.ts';
import {
  auditSecondFactor,
  beginSetup,
  checkSecondFactor,
  confirmSetup,
  confirmSetupForSignIn,
  countRecoveryCodesLeft,
  hasAuthenticator,
  newRecoveryCodes,
  secondFactorStatus,
  setupForSignIn,
  signedInUser,
  turnOffSecondFactor,
} from '../modules/auth/second-factor.ts';
import { startSession } from '../modules/auth/session-service.ts';
import {
  SIGN_IN_CHALLENGE_COOKIE,
  SIGN_IN_CHALLENGE_MAX_ATTEMPTS,
  consumeSignInChallenge,
  openSignInChallenge,
  takeSignInAttempt,
} from '../modules/auth/sign-in-challenge.ts';
import { SignInThrottledError } from '../modules/auth/sign-in-throttle.ts';
import { caller, requireAuth } from '../plugins/authenticate.ts';
import { secondFactorContext } from './first-factor.ts';
import {
  authCookieOptions,
  clientMeta,
  endPresentedSession,
  rememberDevice,
  sendSession,
} from './session-cookies.ts';

const expired = (message = 'This sign-in has ended. Sign in again.') =>
  new AppError('second_factor_expired', message);

/** The pending sign-in ended: for too many wrong codes (the web app says so), or it expired. */
const endedFor = (attempts: number) =>
  attempts >= SIGN_IN_CHALLENGE_MAX_ATTEMPTS
    ? expired('Too many wrong codes. Sign in again.')
    : expired();

/**
 * `GET /second-factor` and `POST /second-factor`: the second step of a pending sign-in (a code
 * from the authenticator app or a recovery code; or setting the app up when it is required).
 * `/second-factor/status|setup|confirm|recovery-codes|disable`: the signed-in account's own
 * two-step sign-in, from the profile page.
 */
export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;
  const signInLimit = {
    rateLimit: { max: app.env.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
  };
  const clearChallenge = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(SIGN_IN_CHALLENGE_COOKIE, authCookieOptions(request));

  r.get(
    '/second-factor',
    { schema: { response: { 200: SecondFactorChallengeSchema } }, config: signInLimit },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const pending = await openSignInChallenge(db, request.cookies[SIGN_IN_CHALLENGE_COOKIE]);
      if (!pending) {
        clearChallenge(request, reply);
        throw expired();
      }
      const { challenge, user } = pending;
      if (challenge.purpose === 'enrol' && !(await hasAuthenticator(db, user.id))) {
        return {
          purpose: 'enrol' as const,
          setup: await setupForSignIn(secondFactorContext(request), user, challenge),
          recoveryCodesLeft: 0,
        };
      }
      return {
        purpose: 'verify' as const,
        recoveryCodesLeft: await countRecoveryCodesLeft(db, user.id),
      };
    },
  );

  r.post(
    '/second-factor',
    {
      schema: { body: SecondFactorCodeSchema, response: { 200: SecondFactorSessionSchema } },
      config: signInLimit,
    },
    async (request, reply) => {
      const token = request.cookies[SIGN_IN_CHALLENGE_COOKIE];
      const pending = await openSignInChallenge(db, token);
      if (!token || !pending) {
        clearChallenge(request, reply);
        throw expired();
      }
      const { user } = pending;
      // Wrong codes count against the account like wrong passwords (ADR 021), under a key of its
      // own (a space cannot occur in a username or an email). The browser is a known device of
      // the account only after a complete sign-in on it (session-cookies.ts rememberDevice).
      const device = await openKnownDevice(app.tokenSettings, request.cookies[KNOWN_DEVICE_COOKIE]);
      let ticket;
      try {
        ticket = await app.signInThrottle.begin({
          identifier: `second-factor ${user.id}`,
          userId: user.id,
          address: request.ip,
          device,
        });
      } catch (err) {
        if (err instanceof SignInThrottledError) {
          reply.header('retry-after', String(err.retryAfterSeconds));
        }
        throw err;
      }
      // One of the five attempts is taken before the code is checked: codes sent at once cannot
      // try more between them.
      const attempt = await takeSignInAttempt(db, token);
      if (!attempt) {
        await app.signInThrottle.abandoned(ticket);
        clearChallenge(request, reply);
        throw endedFor(pending.challenge.failures);
      }
      const { challenge } = attempt;
      const ctx = secondFactorContext(request);
      let used: 'totp' | 'recovery_code';
      let recoveryCodes: string[] | undefined;
      try {
        if (challenge.purpose === 'enrol' && !(await hasAuthenticator(db, user.id))) {
          const { code } = request.body;
          recoveryCodes = await confirmSetupForSignIn(ctx, user, challenge, code, request.ip);
          used = 'totp';
        } else {
          used = await checkSecondFactor(ctx, user, request.body.code, request.ip);
        }
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'second_factor_wrong_code') throw err;
        await app.signInThrottle.failed(ticket);
        await auditSignInFailed(db, {
          method: challenge.authMethod,
          reason: 'second_factor',
          ip: request.ip,
          userId: user.id,
        });
        if (challenge.failures >= SIGN_IN_CHALLENGE_MAX_ATTEMPTS) {
          await consumeSignInChallenge(db, token);
          clearChallenge(request, reply);
          throw endedFor(challenge.failures);
        }
        throw err;
      }
      await app.signInThrottle.succeeded(ticket);
      clearChallenge(request, reply);
      if (!(await consumeSignInChallenge(db, token))) throw expired();
      const issued = await startSession(db, app.sessionSettings, {
        user,
        authMethod: challenge.authMethod,
        client: clientMeta(request),
        secondFactor: used,
      });
      await endPresentedSession(request);
      if (challenge.authMethod === 'password') await rememberDevice(request, reply, user.id);
      const session = sendSession(request, reply, issued);
      return recoveryCodes ? { ...session, recoveryCodes } : session;
    },
  );

  r.get(
    '/second-factor/status',
    { onRequest: requireAuth, schema: { response: { 200: SecondFactorStatusSchema } } },
    async (request) =>
      secondFactorStatus(secondFactorContext(request), await signedInUser(db, caller(request).sub)),
  );

  r.post(
    '/second-factor/setup',
    { onRequest: requireAuth, schema: { response: { 200: AuthenticatorSetupSchema } } },
    async (request, reply) => {
      const auth = caller(request);
      assertRecentSignIn(auth);
      reply.header('cache-control', 'no-store');
      return beginSetup(secondFactorContext(request), await signedInUser(db, auth.sub));
    },
  );

  r.post(
    '/second-factor/confirm',
    {
      onRequest: requireAuth,
      schema: { body: SecondFactorCodeSchema, response: { 200: RecoveryCodesSchema } },
      config: signInLimit,
    },
    async (request, reply) => {
      const auth = caller(request);
      assertRecentSignIn(auth);
      const user = await signedInUser(db, auth.sub);
      reply.header('cache-control', 'no-store');
      return {
        recoveryCodes: await confirmSetup(secondFactorContext(request), user, {
          code: request.body.code,
          ip: request.ip,
          sessionFamilyId: auth.sid,
        }),
      };
    },
  );

  r.post(
    '/second-factor/recovery-codes',
    {
      onRequest: requireAuth,
      schema: { response: { 200: RecoveryCodesSchema } },
      // Ten argon2id hashes each: few a minute.
      config: signInLimit,
    },
    async (request, reply) => {
      const auth = caller(request);
      assertRecentSignIn(auth);
      const user = await signedInUser(db, auth.sub);
      if (!(await hasAuthenticator(db, user.id))) {
        throw new AppError('conflict', 'Two-step sign-in is not on for this account.');
      }
      const recoveryCodes = await newRecoveryCodes(db, user.id);
      await auditSecondFactor(db, user, 'auth.recovery_codes_renewed', request.ip);
      reply.header('cache-control', 'no-store');
      return { recoveryCodes };
    },
  );

  r.post(
    '/second-factor/disable',
    { onRequest: requireAuth, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const auth = caller(request);
      assertRecentSignIn(auth);
      await turnOffSecondFactor(
        secondFactorContext(request),
        await signedInUser(db, auth.sub),
        request.ip,
      );
      return reply.status(204).send(null);
    },
  );
}
