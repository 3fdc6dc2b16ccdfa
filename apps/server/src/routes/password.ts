import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordRequestSchema } from '@roar/contracts';
import { caller, requireAuth } from '../plugins/authenticate.ts';
import { changeOwnPassword } from '../modules/auth/password-change.ts';
import { assertRecentSignIn } from '../modules/auth/recent-sign-in.ts';

/**
 * `POST /api/auth/password`: the signed-in user sets a new password. Needs a recent sign-in and
 * the current password when there is one; revokes the user's other sessions. Answers 204.
 */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const db = app.databases.admin.db;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/password',
    {
      onRequest: requireAuth,
      schema: { body: ChangePasswordRequestSchema, response: { 204: z.null() } },
      // Each try checks the current password: few per minute, like sign-in.
      config: { rateLimit: { max: app.env.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const auth = caller(request);
      assertRecentSignIn(auth);
      await changeOwnPassword(db, {
        userId: auth.sub,
        sessionFamilyId: auth.sid,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        ip: request.ip,
        pendingKey: app.jobs.sealKey,
      });
      return reply.status(204).send(null);
    },
  );
}
