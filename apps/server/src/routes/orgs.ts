import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivationCodeCreateInputSchema,
  ActivationCodeListSchema,
  ActivationCodeSchema,
  OrgCreateInputSchema,
  OrgListQuerySchema,
  OrgListSchema,
  OrgSummarySchema,
  OrgUpdateInputSchema,
  PERMISSIONS as P,
} from '@roar/contracts';
import { attachmentHeader } from '../lib/csv.ts';
import { caller, requirePermission } from '../plugins/authenticate.ts';
import {
  createOrg,
  getOrg,
  listOrgs,
  setOrgArchived,
  updateOrg,
} from '../modules/orgs/org-service.ts';
import {
  createActivationCode,
  listOrgActivationCodes,
  revokeCode,
} from '../modules/orgs/activation-code-service.ts';
import { exportOrgUsers } from '../modules/orgs/users-export.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const CodeParams = z.object({ code: z.string().min(1).max(64) });

/**
 * Organisation management on the admin target (spec section 2, /create-orgs and /list-orgs).
 * Creating needs Organizations.CREATE (super admins); editing and archiving Organizations.UPDATE;
 * activation codes ActivationCodes.CREATE (docs/decisions/022-write-permissions.md). Everything
 * works on organisations inside the caller's scope, and one outside it answers 404 as if it did
 * not exist; one the caller reads but may not change answers 403.
 */
export async function orgRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;
  const listing = requirePermission(P.Organizations.LIST);
  const editing = requirePermission(P.Organizations.UPDATE);
  const inviting = requirePermission(P.ActivationCodes.CREATE);
  const actor = (request: FastifyRequest) => ({
    auth: caller(request),
    ip: request.ip,
    publicUrl: app.env.PUBLIC_URL,
  });

  r.post(
    '/orgs',
    {
      onRequest: requirePermission(P.Organizations.CREATE),
      schema: { body: OrgCreateInputSchema, response: { 201: OrgSummarySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrg(db, actor(request), request.body)),
  );

  r.get(
    '/orgs',
    {
      onRequest: listing,
      schema: { querystring: OrgListQuerySchema, response: { 200: OrgListSchema } },
    },
    async (request) => listOrgs(db, caller(request), request.query),
  );

  r.get(
    '/orgs/:id',
    { onRequest: listing, schema: { params: IdParams, response: { 200: OrgSummarySchema } } },
    async (request) => getOrg(db, caller(request), request.params.id),
  );

  r.patch(
    '/orgs/:id',
    {
      onRequest: editing,
      schema: { params: IdParams, body: OrgUpdateInputSchema, response: { 200: OrgSummarySchema } },
    },
    async (request) => updateOrg(db, actor(request), request.params.id, request.body),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    r.post(
      `/orgs/:id/${action}`,
      { onRequest: editing, schema: { params: IdParams, response: { 200: OrgSummarySchema } } },
      async (request) => setOrgArchived(db, actor(request), request.params.id, archived),
    );
  }

  r.post(
    '/orgs/:id/activation-codes',
    {
      onRequest: inviting,
      schema: {
        params: IdParams,
        body: ActivationCodeCreateInputSchema.nullish(),
        response: { 201: ActivationCodeSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createActivationCode(
            db,
            actor(request),
            request.params.id,
            request.body?.expiresAt,
          ),
        ),
  );

  r.get(
    '/orgs/:id/activation-codes',
    {
      onRequest: listing,
      schema: { params: IdParams, response: { 200: ActivationCodeListSchema } },
    },
    async (request) =>
      listOrgActivationCodes(db, caller(request), app.env.PUBLIC_URL, request.params.id),
  );

  r.post(
    '/activation-codes/:code/revoke',
    {
      onRequest: inviting,
      schema: { params: CodeParams, response: { 200: ActivationCodeSchema } },
    },
    async (request) => revokeCode(db, actor(request), request.params.code),
  );

  r.get(
    '/orgs/:id/users.csv',
    { onRequest: requirePermission(P.Users.LIST), schema: { params: IdParams } },
    async (request, reply) => {
      const { filename, stream } = await exportOrgUsers(db, actor(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(filename))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
