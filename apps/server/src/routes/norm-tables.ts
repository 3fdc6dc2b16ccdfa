import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DistrictNormTablesParamsSchema,
  ImportNormTableRequestSchema,
  JobDetailSchema,
  ListNormTablesResponseSchema,
  NormTableParamsSchema,
  NormTablePreviewSchema,
  NormTableSchema,
  PERMISSIONS as P,
  StartLocalNormsRequestSchema,
} from '@roar/contracts';
import { caller, requirePermission } from '../plugins/authenticate.ts';
import {
  activateDistrictNormTable,
  importNormTable,
  listDistrictNormTables,
  previewNormTable,
  startLocalNorms,
  type NormsContext,
} from '../modules/norms/norm-tables-service.ts';

/**
 * A district's norm tables (under /api/admin; docs/decisions/054-local-norm-tables.md): list,
 * build from its runs (a background job), import from CSV, preview and activate. The score
 * report's permission lets a caller in; the service then admits super administrators and the
 * district's administrators only (403), after a 404 for a district or table that does not exist.
 */
export async function normTableRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dbs = { admin: app.databases.admin.db, app: app.databases.app.db };
  const ctx = (request: FastifyRequest): NormsContext => ({
    dbs,
    auth: caller(request),
    ip: request.ip,
  });
  const guard = requirePermission(P.Reports.Score.READ);
  const DISTRICT = '/districts/:districtId/norm-tables';

  r.get(
    DISTRICT,
    {
      onRequest: guard,
      schema: {
        params: DistrictNormTablesParamsSchema,
        response: { 200: ListNormTablesResponseSchema },
      },
    },
    async (request) => listDistrictNormTables(ctx(request), request.params.districtId),
  );

  r.post(
    `${DISTRICT}/builds`,
    {
      onRequest: guard,
      schema: {
        params: DistrictNormTablesParamsSchema,
        body: StartLocalNormsRequestSchema,
        response: { 202: JobDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await startLocalNorms(
            { ...ctx(request), jobs: app.jobs },
            request.params.districtId,
            request.body,
          ),
        ),
  );

  r.post(
    `${DISTRICT}/imports`,
    {
      onRequest: guard,
      schema: {
        params: DistrictNormTablesParamsSchema,
        body: ImportNormTableRequestSchema,
        response: { 201: NormTableSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await importNormTable(ctx(request), request.params.districtId, request.body)),
  );

  r.get(
    '/norm-tables/:id/preview',
    {
      onRequest: guard,
      schema: { params: NormTableParamsSchema, response: { 200: NormTablePreviewSchema } },
    },
    async (request) => previewNormTable(ctx(request), request.params.id),
  );

  r.post(
    '/norm-tables/:id/activate',
    {
      onRequest: guard,
      schema: { params: NormTableParamsSchema, response: { 200: NormTableSchema } },
    },
    async (request) => activateDistrictNormTable(ctx(request), request.params.id),
  );
}
