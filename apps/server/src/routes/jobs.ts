import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  JobDetailSchema,
  JobIdParamsSchema,
  ListJobsQuerySchema,
  ListJobsResponseSchema,
  PERMISSIONS as P,
  StartStudentImportRequestSchema,
} from '@roar/contracts';
import { attachmentHeader } from '../lib/csv.ts';
import {
  caller,
  requireAuth,
  requirePermission,
  requireSuperAdmin,
} from '../plugins/authenticate.ts';
import {
  cancelJob,
  jobDetail,
  jobFile,
  listVisibleJobs,
  retryJob,
} from '../modules/jobs/job-service.ts';
import { startStudentImport } from '../modules/roster/start-import.ts';

/** A roster file of 20,000 students with its original cells is well under this. */
const IMPORT_BODY_LIMIT = 32 * 1_048_576;

/**
 * Background jobs under /api/admin (docs/decisions/024-background-jobs.md): the caller's own jobs,
 * everyone's for a super administrator, who alone may retry one; a job's file; and the long work
 * that starts one (a student import).
 */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;
  const ctx = (request: FastifyRequest) => ({ db, jobs: app.jobs, auth: caller(request) });

  r.get(
    '/jobs',
    {
      onRequest: requireAuth,
      schema: { querystring: ListJobsQuerySchema, response: { 200: ListJobsResponseSchema } },
    },
    async (request) => listVisibleJobs(ctx(request), request.query),
  );

  r.get(
    '/jobs/:id',
    {
      onRequest: requireAuth,
      schema: { params: JobIdParamsSchema, response: { 200: JobDetailSchema } },
    },
    async (request) => jobDetail(ctx(request), request.params.id),
  );

  r.get(
    '/jobs/:id/file',
    { onRequest: requireAuth, schema: { params: JobIdParamsSchema } },
    async (request, reply) => {
      const file = await jobFile(ctx(request), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentHeader(file.name))
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  r.post(
    '/jobs/:id/cancel',
    {
      onRequest: requireAuth,
      schema: { params: JobIdParamsSchema, response: { 200: JobDetailSchema } },
    },
    async (request) => cancelJob(ctx(request), request.params.id),
  );

  r.post(
    '/jobs/:id/retry',
    {
      onRequest: requireSuperAdmin,
      schema: { params: JobIdParamsSchema, response: { 200: JobDetailSchema } },
    },
    async (request) => retryJob(ctx(request), request.params.id),
  );

  r.post(
    '/roster/student-imports',
    {
      onRequest: requirePermission(P.Users.CREATE),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: StartStudentImportRequestSchema, response: { 202: JobDetailSchema } },
    },
    async (request, reply) =>
      reply.status(202).send(await startStudentImport(ctx(request), request.body)),
  );
}
