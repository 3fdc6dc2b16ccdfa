import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddChildrenRequestSchema,
  AddChildrenResponseSchema,
  FamilyChildrenSchema,
  FamilyRegistrationStatusSchema,
  LaunchStudentsQuerySchema,
  LaunchStudentsSchema,
  PERMISSIONS as P,
  SetUserPasswordRequestSchema,
  UpdateChildRequestSchema,
  UserIdParamsSchema,
} from '@roar/contracts';
import { caller, requireAuth, requirePermission } from '../plugins/authenticate.ts';
import {
  addChildren,
  listChildren,
  listLaunchStudents,
  registrationStatus,
  setChildHomeLocale,
  setChildPassword,
} from '../modules/family/family-service.ts';

/**
 * The parent / launcher home (under /api/admin): a parent's children, adding more, choosing the
 * language of a child's letters home and setting a child's new password, the "verify parent
 * registration" check, and the students a launch administrator may launch for.
 */
export async function familyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;

  r.get(
    '/family/registration',
    { onRequest: requireAuth, schema: { response: { 200: FamilyRegistrationStatusSchema } } },
    async (request) => registrationStatus(db, caller(request)),
  );

  r.get(
    '/family/children',
    {
      onRequest: requirePermission(P.Tasks.LAUNCH),
      schema: { response: { 200: FamilyChildrenSchema } },
    },
    async (request) => listChildren(db, caller(request)),
  );

  r.post(
    '/family/children',
    {
      onRequest: requirePermission(P.Tasks.LAUNCH),
      schema: { body: AddChildrenRequestSchema, response: { 200: AddChildrenResponseSchema } },
    },
    async (request) => ({
      childIds: await addChildren(db, caller(request), request.body.students, request.ip),
    }),
  );

  // A parent chooses the language of the letters about one of their own children.
  r.patch(
    '/family/children/:id',
    {
      onRequest: requirePermission(P.Tasks.LAUNCH),
      schema: {
        params: UserIdParamsSchema,
        body: UpdateChildRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await setChildHomeLocale(db, caller(request), {
        childId: request.params.id,
        homeLocale: request.body.homeLocale,
        ip: request.ip,
      });
      return reply.status(204).send(null);
    },
  );

  // A parent sets a new password for one of their own children (pupils have no password page).
  r.post(
    '/family/children/:id/password',
    {
      onRequest: requirePermission(P.Tasks.LAUNCH),
      schema: {
        params: UserIdParamsSchema,
        body: SetUserPasswordRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const child = await setChildPassword(db, caller(request), {
        childId: request.params.id,
        password: request.body.password,
        ip: request.ip,
      });
      await app.signInThrottle.forgetAccount([child.email, child.username]);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/launch/students',
    {
      onRequest: requirePermission(P.Tasks.LAUNCH),
      schema: { querystring: LaunchStudentsQuerySchema, response: { 200: LaunchStudentsSchema } },
    },
    async (request) => listLaunchStudents(db, caller(request), request.query),
  );
}
