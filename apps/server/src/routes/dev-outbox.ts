import type { FastifyInstance } from 'fastify';
import { renderOutboxPage } from '../modules/mail/dev-outbox.ts';

/**
 * `GET /dev/outbox`: the mail kept while no SMTP server is configured, newest first. Outside
 * production only; in production (or with SMTP) it is a plain 404, also when the built web app
 * would otherwise answer the path with its index page.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const outbox = app.env.isProduction ? null : app.devOutbox;
    if (!outbox) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(outbox.list()));
  });
}
