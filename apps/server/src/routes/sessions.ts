import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SessionIdParamsSchema, SignedInSessionsSchema } from '@roar/contracts';
import { caller, requireAuth } from '../plugins/authenticate.ts';
import { endOwnSession, ownSessions } from '../modules/auth/own-sessions.ts';

/**
 * The signed-in user's own sessions (ASVS 7.5.2): `GET /api/auth/sessions` lists where they are
 * signed in; `DELETE /api/auth/sessions/:id` ends one of them (a lost phone, a shared computer).
 */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;

  r.get(
    '/sessions',
    { onRequest: requireAuth, schema: { response: { 200: SignedInSessionsSchema } } },
    async (request, reply): Promise<z.infer<typeof SignedInSessionsSchema>> => {
      const auth = caller(request);
      reply.header('cache-control', 'no-store');
      return { sessions: await ownSessions(db, { userId: auth.sub, currentFamilyId: auth.sid }) };
    },
  );

  r.delete(
    '/sessions/:id',
    {
      onRequest: requireAuth,
      schema: { params: SessionIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const auth = caller(request);
      await endOwnSession(db, { userId: auth.sub, familyId: request.params.id, ip: request.ip });
      return reply.status(204).send(null);
    },
  );
}
