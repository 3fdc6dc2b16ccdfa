import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LinkedIdentitiesSchema, SSO_PROVIDERS } from '@roar/contracts';
import { caller, requireAuth } from '../plugins/authenticate.ts';
import { assertRecentSignIn } from '../modules/auth/recent-sign-in.ts';
import { linkedIdentities, unlinkIdentity } from '../modules/sso/identity-service.ts';

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
      const identities = await linkedIdentities(db, caller(request).sub);
      reply.header('cache-control', 'no-store');
      return { identities };
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
      await unlinkIdentity(db, {
        userId: auth.sub,
        provider: request.params.provider,
        ip: request.ip,
        sessionFamilyId: auth.sid,
      });
      return reply.status(204).send(null);
    },
  );
}
