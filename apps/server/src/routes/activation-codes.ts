import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActivationCodeCheckSchema } from '@roar/contracts';
import { checkActivationCode } from '../modules/orgs/activation-code-service.ts';

/** Checks per client address per minute: enough for a family typing codes, too few to guess. */
const CODE_CHECKS_PER_MINUTE = 30;

/**
 * `GET /api/activation-codes/:code`: whether a code lets a family register, and for which
 * organisation (family registration runs before sign-in, so this is public and tightly limited).
 */
export async function activationCodeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.databases.admin.db;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/activation-codes/:code',
    {
      schema: {
        params: z.object({ code: z.string().min(1).max(64) }),
        response: { 200: ActivationCodeCheckSchema },
      },
      config: { rateLimit: { max: CODE_CHECKS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => checkActivationCode(db, request.params.code),
  );
}
