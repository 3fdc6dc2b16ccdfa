import type { FastifyInstance } from 'fastify';
import { renderOutboxPage } from '../modules/mail/dev-outbox.ts';
import { isLoopbackClient } from '../lib/loopback.ts';

/**
 * `GET /dev/outbox`: the mail kept while no SMTP server is configured, newest first. Outside
 * production only, and only to a browser on this computer (lib/loopback.ts): it shows every
 * sign-in link. Otherwise a plain 404, also when the built web app would answer the path.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const outbox = app.env.isProduction ? null : app.devOutbox;
    if (!outbox || !isLoopbackClient(request)) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(outbox.list()));
  });
}
