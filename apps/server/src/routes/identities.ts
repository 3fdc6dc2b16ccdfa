import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LinkedIdentitiesSchema, SSO_PROVIDERS } from '@roar/contracts';
import {
  findUserById,
  hasPassword,
  insertAuditEntry,
  listFederatedIdentities,
  unlinkFederatedIdentities,
} from '@roar/db';
import { AppError } from '../lib/errors.ts';
import { caller, requireAuth } from '../plugins/authenticate.ts';
import { assertRecentSignIn } from '../modules/auth/recent-sign-in.ts';

/**
 * Linked accounts of the signed-in user (profile, accounts tab). Linking itself is a provider
 * sign-in started with `GET /providers/:provider/start?link=1` (routes/sso.ts).
 */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;

  r.get(
    '/identities',
    { onRequest: requireAuth, schema: { response: { 200: LinkedIdentitiesSchema } } },
    async (request, reply): Promise<z.infer<typeof LinkedIdentitiesSchema>> => {
      const rows = await listFederatedIdentities(db, caller(request).sub);
      reply.header('cache-control', 'no-store');
      return {
        identities: rows.map((row) => ({
          provider: row.provider,
          email: row.email,
          linkedAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  r.delete(
    '/identities/:provider',
    {
      onRequest: requireAuth,
      schema: {
        params: z.object({ provider: z.enum(SSO_PROVIDERS) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      assertRecentSignIn(auth);
      const { provider } = request.params;
      const user = await findUserById(db, auth.sub);
      if (!user || user.archivedAt) throw new AppError('unauthenticated', 'Sign-in required.');
      const identities = await listFederatedIdentities(db, user.id);
      if (!identities.some((i) => i.provider === provider)) {
        throw new AppError('not_found', `No ${provider} account is linked.`);
      }
      const othersLeft = identities.some((i) => i.provider !== provider);
      if (!othersLeft && !(await hasPassword(db, user.id))) {
        throw new AppError(
          'conflict',
          'This is the only way to sign in to this account: set a password or link another account first.',
        );
      }
      await unlinkFederatedIdentities(db, { userId: user.id, provider });
      await insertAuditEntry(db, {
        actorUserId: user.id,
        action: 'auth.identity_unlinked',
        targetType: 'user',
        targetId: user.id,
        districtId: user.districtId,
        details: { provider },
        ip: request.ip,
      });
      return reply.status(204).send(null);
    },
  );
}
