import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UpdateProfileRequestSchema, UserDocumentSchema } from '@roar/contracts';
import { caller, requireAuth } from '../plugins/authenticate.ts';
import { updateOwnProfile } from '../modules/users/profile-service.ts';

/** `PATCH /api/admin/users/me`: the signed-in user edits their own names; answers the record. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const db = app.databases.admin.db;
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/users/me',
    {
      onRequest: requireAuth,
      schema: { body: UpdateProfileRequestSchema, response: { 200: UserDocumentSchema } },
    },
    async (request) =>
      updateOwnProfile(db, {
        userId: caller(request).sub,
        changes: request.body,
        ip: request.ip,
      }),
  );
}
