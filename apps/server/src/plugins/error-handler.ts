import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@roar/contracts';
import { AppError } from '../lib/errors.ts';

/** Error codes for client errors that Fastify or its plugins raise with a status only. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

function body(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * The one error handler: every failure leaves as `{error: {code, message}}`. Client errors say what
 * was wrong; server errors are logged with their request id and answered with a generic message,
 * never with internals (stack, SQL, file paths).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[path || '(root)'] = issue.message ?? 'invalid';
      }
      return reply.status(400).send(body('validation_failed', 'The request is not valid.', fields));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'bad_request';
      return reply.status(status).send(body(code, error.message || code));
    }
    request.log.error({ err: error }, 'request failed');
    const code: ErrorCode = status === 503 ? 'unavailable' : 'internal';
    return reply
      .status(status)
      .send(body(code, status === 503 ? 'Service unavailable.' : 'Something went wrong.'));
  });
}

/**
 * Fastify's `frameworkErrors`: its own refusals before a route runs (an address that does not
 * decode, such as a lone surrogate written as `%ED%A0%80`; a path parameter over the router's
 * length limit), answered in the one error shape instead of Fastify's.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    void reply.status(500).send(body('internal', 'Something went wrong.'));
    return;
  }
  void reply
    .status(status)
    .send(body(CODE_BY_STATUS[status] ?? 'bad_request', 'The address is not valid.'));
}
