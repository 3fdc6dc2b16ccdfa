import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema, ReadinessSchema } from '@roar/contracts';

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: every database it needs is
 * reachable). A load balancer stops sending traffic on a 503 from readyz.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const noLimit = { rateLimit: false } as const;

  r.get('/healthz', { config: noLimit, schema: { response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  r.get(
    '/readyz',
    { config: noLimit, schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (request, reply) => {
      try {
        await Promise.all([app.databases.admin.ping(), app.databases.app.ping()]);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  );
}
