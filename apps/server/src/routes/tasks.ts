import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS as P,
  TaskBundleCreateSchema,
  TaskBundleListSchema,
  TaskBundleSchema,
  TaskBundleUpdateSchema,
  TaskCreateSchema,
  TaskListQuerySchema,
  TaskListSchema,
  TaskSchema,
  TaskUpdateSchema,
  TaskVariantSchema,
  VariantCreateSchema,
  VariantUpdateSchema,
  hasPermission,
} from '@roar/contracts';
import { AppError, notFound } from '../lib/errors.ts';
import { caller, requireAuth, requirePermission } from '../plugins/authenticate.ts';
import {
  createTask,
  editTask,
  getTask,
  listTasksWithVariants,
} from '../modules/tasks/task-service.ts';
import { createVariant, editVariant } from '../modules/tasks/variant-service.ts';
import { createBundle, editBundle, listBundles } from '../modules/tasks/bundle-service.ts';

const Id = z.string().min(1).max(64);
const TaskParams = z.object({ id: Id });
const VariantParams = z.object({ id: Id, variantId: Id });

/**
 * Reading the catalogue: whoever builds administrations (Administrations.LIST) or manages tasks
 * (Tasks.UPDATE). The catalogue is product-wide, not owned by an organisation.
 */
async function requireCatalogueReader(this: unknown, request: FastifyRequest, reply: FastifyReply) {
  await requireAuth.call(this as never, request, reply);
  const perms = request.auth?.perms;
  const log = (m: string) => request.log.error(m);
  if (
    !hasPermission(perms, P.Administrations.LIST, log) &&
    !hasPermission(perms, P.Tasks.UPDATE, log)
  ) {
    throw new AppError('forbidden', 'You do not have permission to do this.');
  }
}

const actorOf = (request: FastifyRequest) => ({ userId: caller(request).sub, ip: request.ip });

/**
 * The task catalogue under /api/admin: tasks with their variants, and task bundles. Writes need
 * Tasks.UPDATE and are audited.
 */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;
  const writer = requirePermission(P.Tasks.UPDATE);

  r.get(
    '/tasks',
    {
      onRequest: requireCatalogueReader,
      schema: { querystring: TaskListQuerySchema, response: { 200: TaskListSchema } },
    },
    async (request) => ({ items: await listTasksWithVariants(db, request.query) }),
  );

  r.get(
    '/tasks/:id',
    {
      onRequest: requireCatalogueReader,
      schema: { params: TaskParams, response: { 200: TaskSchema } },
    },
    async (request) => {
      const task = await getTask(db, request.params.id);
      if (!task) throw notFound('No such task.');
      return task;
    },
  );

  r.post(
    '/tasks',
    { onRequest: writer, schema: { body: TaskCreateSchema, response: { 201: TaskSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createTask(db, actorOf(request), request.body)),
  );

  r.patch(
    '/tasks/:id',
    {
      onRequest: writer,
      schema: { params: TaskParams, body: TaskUpdateSchema, response: { 200: TaskSchema } },
    },
    async (request) => editTask(db, actorOf(request), request.params.id, request.body),
  );

  r.post(
    '/tasks/:id/variants',
    {
      onRequest: writer,
      schema: {
        params: TaskParams,
        body: VariantCreateSchema,
        response: { 201: TaskVariantSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createVariant(
            db,
            actorOf(request),
            request.params.id,
            request.body,
            app.externalKeys.seal,
          ),
        ),
  );

  r.patch(
    '/tasks/:id/variants/:variantId',
    {
      onRequest: writer,
      schema: {
        params: VariantParams,
        body: VariantUpdateSchema,
        response: { 200: TaskVariantSchema },
      },
    },
    async (request) =>
      editVariant(
        db,
        actorOf(request),
        { taskId: request.params.id, variantId: request.params.variantId },
        request.body,
        app.externalKeys.seal,
      ),
  );

  r.get(
    '/task-bundles',
    { onRequest: requireCatalogueReader, schema: { response: { 200: TaskBundleListSchema } } },
    async () => ({ items: await listBundles(db) }),
  );

  r.post(
    '/task-bundles',
    {
      onRequest: writer,
      schema: { body: TaskBundleCreateSchema, response: { 201: TaskBundleSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createBundle(db, actorOf(request), request.body)),
  );

  r.patch(
    '/task-bundles/:id',
    {
      onRequest: writer,
      schema: {
        params: TaskParams,
        body: TaskBundleUpdateSchema,
        response: { 200: TaskBundleSchema },
      },
    },
    async (request) => editBundle(db, actorOf(request), request.params.id, request.body),
  );
}
