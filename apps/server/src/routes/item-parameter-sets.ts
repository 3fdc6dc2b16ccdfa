import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ItemParameterSetDetailSchema,
  ItemParameterSetListSchema,
  ItemParameterSetParamsSchema,
  JobDetailSchema,
  StartCalibrationRequestSchema,
} from '@roar/contracts';
import { caller, requireSuperAdmin } from '../plugins/authenticate.ts';
import {
  activateParameterSet,
  listParameterSets,
  parameterSetDetail,
  startCalibration,
} from '../modules/calibration/parameter-set-service.ts';

const TaskParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Calibrated item-parameter sets of a task under /api/admin (ADR 052), super administrators only:
 * start a calibration (a background job), list and read the sets, activate a draft (audited;
 * enqueues the rescoring of the task's runs).
 */
export async function itemParameterSetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;
  const ctx = (request: FastifyRequest) => ({
    db,
    jobs: app.jobs,
    auth: caller(request),
    ip: request.ip,
  });

  r.get(
    '/tasks/:id/item-parameter-sets',
    {
      onRequest: requireSuperAdmin,
      schema: { params: TaskParams, response: { 200: ItemParameterSetListSchema } },
    },
    async (request) => listParameterSets(ctx(request), request.params.id),
  );

  r.get(
    '/tasks/:id/item-parameter-sets/:setId',
    {
      onRequest: requireSuperAdmin,
      schema: {
        params: ItemParameterSetParamsSchema,
        response: { 200: ItemParameterSetDetailSchema },
      },
    },
    async (request) => parameterSetDetail(ctx(request), request.params.id, request.params.setId),
  );

  r.post(
    '/tasks/:id/item-parameter-sets/calibrations',
    {
      onRequest: requireSuperAdmin,
      schema: {
        params: TaskParams,
        body: StartCalibrationRequestSchema,
        response: { 202: JobDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startCalibration(ctx(request), request.params.id, request.body)),
  );

  r.post(
    '/tasks/:id/item-parameter-sets/:setId/activate',
    {
      onRequest: requireSuperAdmin,
      schema: {
        params: ItemParameterSetParamsSchema,
        response: {
          200: z.object({ set: ItemParameterSetDetailSchema, job: JobDetailSchema }),
        },
      },
    },
    async (request) => activateParameterSet(ctx(request), request.params.id, request.params.setId),
  );
}
