import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ExternalCompletionSchema } from '@roar/contracts';
import { completeExternalRun } from '../modules/external/external-service.ts';
import type { RunDatabases } from '../modules/runs/run-access.ts';

/**
 * Callbacks of games played on another site (`/api/external`, ADR 027): no session, the request
 * carries its own signature with the variant's shared secret.
 */
export async function externalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dbs: RunDatabases = { admin: app.databases.admin.db, app: app.databases.app.db };

  r.post(
    '/completions',
    { bodyLimit: 4_096, schema: { body: ExternalCompletionSchema } },
    async (request, reply) => {
      await completeExternalRun(dbs, app.externalKeys, request.body);
      return reply.code(204).send();
    },
  );
}
