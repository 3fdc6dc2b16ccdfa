import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdministrationInputSchema,
  AdministrationListQuerySchema,
  AdministrationListSchema,
  AdministrationOrgNodeSchema,
  AdministrationSchema,
  PERMISSIONS as P,
} from '@roar/contracts';
import { caller, requireAuth, requirePermission } from '../plugins/authenticate.ts';
import {
  createAdministration,
  deleteAdministrationById,
  getAdministration,
  updateAdministrationById,
} from '../modules/administrations/service.ts';
import { administrationOrgTree, listAdministrationsFor } from '../modules/administrations/list.ts';

const IdParamsSchema = z.object({ id: z.string().min(1).max(64) });
const OrgTreeQuerySchema = z.object({ parentId: z.string().min(1).max(64).optional() });

/**
 * Administrations (`/api/admin/administrations`): create, edit, read, list with progress counts,
 * the organisation tree with counts, delete (super admins). Every read and write is limited to
 * the organisations of the caller's scope; an administration outside it answers 404.
 */
export async function administrationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;

  r.post(
    '/administrations',
    {
      onRequest: requirePermission(P.Administrations.CREATE),
      schema: { body: AdministrationInputSchema, response: { 201: AdministrationSchema } },
    },
    async (request, reply) => {
      const created = await createAdministration(db, request.body, {
        auth: caller(request),
        ip: request.ip,
      });
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/administrations/:id',
    {
      onRequest: requirePermission(P.Administrations.UPDATE),
      schema: {
        params: IdParamsSchema,
        body: AdministrationInputSchema,
        response: { 200: AdministrationSchema },
      },
    },
    async (request) =>
      updateAdministrationById(db, request.params.id, request.body, {
        auth: caller(request),
        ip: request.ip,
      }),
  );

  r.get(
    '/administrations',
    {
      onRequest: requirePermission(P.Administrations.LIST),
      schema: {
        querystring: AdministrationListQuerySchema,
        response: { 200: AdministrationListSchema },
      },
    },
    async (request) => listAdministrationsFor(db, caller(request), request.query),
  );

  r.get(
    '/administrations/:id',
    {
      onRequest: requirePermission(P.Administrations.LIST),
      schema: { params: IdParamsSchema, response: { 200: AdministrationSchema } },
    },
    async (request) => getAdministration(db, caller(request), request.params.id),
  );

  r.get(
    '/administrations/:id/orgs',
    {
      onRequest: requirePermission(P.Administrations.LIST),
      schema: {
        params: IdParamsSchema,
        querystring: OrgTreeQuerySchema,
        response: { 200: z.array(AdministrationOrgNodeSchema) },
      },
    },
    async (request) =>
      administrationOrgTree(db, caller(request), {
        administrationId: request.params.id,
        parentId: request.query.parentId,
      }),
  );

  // Super admins only (checked by the service): there is no permission of its own.
  r.delete(
    '/administrations/:id',
    { onRequest: requireAuth, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      await deleteAdministrationById(db, request.params.id, {
        auth: caller(request),
        ip: request.ip,
      });
      return reply.status(204).send();
    },
  );
}
