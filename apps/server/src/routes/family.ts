import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddChildrenRequestSchema,
  AddChildrenResponseSchema,
  FamilyChildrenSchema,
  FamilyRegistrationStatusSchema,
  LaunchStudentsQuerySchema,
  LaunchStudentsSchema,
  PERMISSIONS as P,
} from '@roar/contracts';
import { caller, requireAuth, requirePermission } from '../plugins/authenticate.ts';
import {
  addChildren,
  listChildren,
  listLaunchStudents,
  registrationStatus,
} from '../modules/family/family-service.ts';

/**
 * The parent / launcher home (under /api/admin): a parent's children and adding more, the
 * "verify parent registration" check, and the students a launch administrator may launch for.
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

  r.get(
    '/launch/students',
    {
      onRequest: requirePermission(P.Tasks.LAUNCH),
      schema: { querystring: LaunchStudentsQuerySchema, response: { 200: LaunchStudentsSchema } },
    },
    async (request) => listLaunchStudents(db, caller(request), request.query),
  );
}
