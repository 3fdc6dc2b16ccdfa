import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptedSchema,
  EmailLinkCompleteSchema,
  EmailLinkRequestSchema,
  EmailLinkSessionSchema,
  PasswordResetCompleteSchema,
  PasswordResetRequestSchema,
  SecondFactorStepSchema,
} from '@roar/contracts';
import { z } from 'zod';
import { AttemptLimiter } from '../modules/auth/attempt-limiter.ts';
import { auditPasswordReset, auditSignInFailed } from '../modules/auth/auth-audit.ts';
import {
  addressKey,
  consumeSignInLink,
  preparePasswordReset,
  prepareSignInLink,
  resetPasswordWithLink,
} from '../modules/auth/email-link-service.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { sendByJob } from '../modules/mail/send-mail-job.ts';
import { finishFirstFactor } from './first-factor.ts';
import { requireAttestation } from '../plugins/attestation.ts';

const FIFTEEN_MINUTES_MS = 15 * 60_000;
/** Link requests per client address per 15 minutes (each endpoint). */
const LINK_REQUESTS_PER_ADDRESS = 10;
/** Links mailed to one address per 15 minutes (each purpose); more are dropped silently. */
const LINKS_PER_EMAIL = 3;

/**
 * Email-link sign-in and password reset (spec sections 4 and 5, architecture section 5). The
 * request endpoints always answer 202 `{accepted: true}`: whether an account exists is never
 * revealed: the mail is handed to a `mail.send` job without waiting for it, so it goes out after
 * the answer and neither queueing nor delivering it delays the answer.
 */
export async function emailAuthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;
  const ctx = () => ({ db, publicUrl: app.env.PUBLIC_URL });
  // Counts links mailed per address (recordFailure counts one send), so one inbox cannot be flooded.
  const perEmail = {
    sign_in: new AttemptLimiter(LINKS_PER_EMAIL, FIFTEEN_MINUTES_MS),
    password_reset: new AttemptLimiter(LINKS_PER_EMAIL, FIFTEEN_MINUTES_MS),
  };
  const mayMail = (purpose: keyof typeof perEmail, email: string): boolean => {
    const key = addressKey(email);
    if (perEmail[purpose].blockedForMs(key) > 0) return false;
    perEmail[purpose].recordFailure(key);
    return true;
  };
  const requestLimit = {
    rateLimit: { max: LINK_REQUESTS_PER_ADDRESS, timeWindow: FIFTEEN_MINUTES_MS },
  };
  const completeLimit = {
    rateLimit: { max: app.env.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
  };

  r.post(
    '/email-link',
    {
      schema: { body: EmailLinkRequestSchema, response: { 202: AcceptedSchema } },
      config: requestLimit,
      preHandler: requireAttestation('email_link'),
    },
    async (request, reply) => {
      const { email, redirectTo } = request.body;
      if (mayMail('sign_in', email)) {
        const prepared = await prepareSignInLink(ctx(), { email, redirectTo });
        if (prepared)
          void sendByJob(app.jobs, request.log, prepared.mail, { template: 'sign_in_link' });
      } else {
        request.log.warn('email-link requests for one address over the limit: not mailed');
      }
      return reply.status(202).send({ accepted: true });
    },
  );

  r.post(
    '/email-link/complete',
    {
      schema: {
        body: EmailLinkCompleteSchema,
        response: { 200: z.union([EmailLinkSessionSchema, SecondFactorStepSchema]) },
      },
      config: completeLimit,
    },
    async (request, reply) => {
      let consumed;
      try {
        consumed = await consumeSignInLink(ctx(), request.body);
      } catch (err) {
        await auditSignInFailed(db, {
          method: 'email_link',
          reason: 'invalid_link',
          ip: request.ip,
        });
        throw err;
      }
      const { user, redirectTo } = consumed;
      return finishFirstFactor(request, reply, {
        user,
        authMethod: 'email_link',
        redirectTo: redirectTo ?? undefined,
      });
    },
  );

  r.post(
    '/password-reset',
    {
      schema: { body: PasswordResetRequestSchema, response: { 202: AcceptedSchema } },
      config: requestLimit,
      preHandler: requireAttestation('password_reset'),
    },
    async (request, reply) => {
      const { email } = request.body;
      if (mayMail('password_reset', email)) {
        const prepared = await preparePasswordReset(ctx(), { email });
        if (prepared)
          void sendByJob(app.jobs, request.log, prepared.mail, { template: 'password_reset' });
      } else {
        request.log.warn('password-reset requests for one address over the limit: not mailed');
      }
      return reply.status(202).send({ accepted: true });
    },
  );

  r.post(
    '/password-reset/complete',
    {
      schema: { body: PasswordResetCompleteSchema, response: { 200: AcceptedSchema } },
      config: completeLimit,
    },
    async (request, reply) => {
      const user = await resetPasswordWithLink({ ...ctx(), hashPassword }, request.body);
      await app.signInThrottle.forgetAccount([user.email, user.username]);
      await auditPasswordReset(db, { user, ip: request.ip });
      reply.header('cache-control', 'no-store');
      return { accepted: true as const };
    },
  );
}
