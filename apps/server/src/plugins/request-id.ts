import type { FastifyInstance } from 'fastify';

/** Sends the request id back so a user's report can be matched with the server log. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
