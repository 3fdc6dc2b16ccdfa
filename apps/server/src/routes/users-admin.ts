import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUserSchema,
  CreateAdministratorRequestSchema,
  CreateAdministratorResponseSchema,
  JobDetailSchema,
  ListUsersQuerySchema,
  ListUsersResponseSchema,
  OrgUsersParamsSchema,
  PERMISSIONS as P,
  RegisterStudentsRequestSchema,
  RegisterStudentsResponseSchema,
  SetUserPasswordRequestSchema,
  StartUsersExportRequestSchema,
  UpdateUserRequestSchema,
  UserIdParamsSchema,
} from '@roar/contracts';
import { CSV_CONTENT_TYPE, attachmentHeader, csvExportStream } from '../lib/csv.ts';
import { caller, requirePermission } from '../plugins/authenticate.ts';
import { assertRecentSignIn } from '../modules/auth/recent-sign-in.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { sendByJob } from '../modules/mail/send-mail-job.ts';
import { createAdministrator } from '../modules/roster/create-administrator.ts';
import { registerStudents } from '../modules/roster/register-students.ts';
import {
  endUserSessions,
  resetUserSecondFactor,
  setPupilPasswordByAdmin,
  setUserArchived,
  updateUserByAdmin,
} from '../modules/roster/user-edit.ts';
import { findListedOrg, listUsersOfOrg, usersCsvExport } from '../modules/roster/user-list.ts';
import { startUsersExport } from '../modules/roster/users-export-job.ts';

/**
 * Users of organisations (spec section 2: /list-users, /register-students, /create-administrator),
 * under /api/admin. Every user and organisation outside the caller's scope answers 404. Editing and
 * archiving need Users.UPDATE (docs/decisions/022-write-permissions.md).
 */
export async function usersAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;
  const canList = { onRequest: requirePermission(P.Users.LIST) };
  const canUpdate = { onRequest: requirePermission(P.Users.UPDATE) };

  r.get(
    '/orgs/:orgType/:orgId/users',
    {
      ...canList,
      schema: {
        params: OrgUsersParamsSchema,
        querystring: ListUsersQuerySchema,
        response: { 200: ListUsersResponseSchema },
      },
    },
    async (request) => {
      const auth = caller(request);
      const org = await findListedOrg(db, auth, request.params);
      return listUsersOfOrg(db, auth, org, request.query);
    },
  );

  r.get(
    '/orgs/:orgType/:orgId/users.csv',
    { ...canList, schema: { params: OrgUsersParamsSchema, querystring: ListUsersQuerySchema } },
    async (request, reply) => {
      const org = await findListedOrg(db, caller(request), request.params);
      const csv = usersCsvExport(db, org, request.query);
      reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', attachmentHeader(csv.filename))
        .header('cache-control', 'no-store');
      return reply.send(csvExportStream(csv));
    },
  );

  // The same CSV as a background job (202 with the job; its file is fetched from /jobs/:id/file).
  r.post(
    '/orgs/:orgType/:orgId/users/exports',
    {
      ...canList,
      schema: {
        params: OrgUsersParamsSchema,
        body: StartUsersExportRequestSchema,
        response: { 202: JobDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await startUsersExport(
            { db, jobs: app.jobs, auth: caller(request) },
            request.params,
            request.body,
          ),
        ),
  );

  const edit = (request: FastifyRequest) => ({ db, auth: caller(request), ip: request.ip });

  r.patch(
    '/users/:id',
    {
      ...canUpdate,
      schema: {
        params: UserIdParamsSchema,
        body: UpdateUserRequestSchema,
        response: { 200: AdminUserSchema },
      },
    },
    async (request) => updateUserByAdmin(edit(request), request.params.id, request.body),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    r.post(
      `/users/:id/${action}`,
      { ...canUpdate, schema: { params: UserIdParamsSchema, response: { 200: AdminUserSchema } } },
      async (request) => setUserArchived(edit(request), request.params.id, archived),
    );
  }

  r.post(
    '/users/:id/sign-out',
    { ...canUpdate, schema: { params: UserIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await endUserSessions(edit(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // A pupil's new password, set by an administrator who may change the pupil (ASVS 6.2.2):
  // pupils have no password page. Their sessions end; failed sign-ins against the old one no
  // longer count.
  r.post(
    '/users/:id/password',
    {
      ...canUpdate,
      schema: {
        params: UserIdParamsSchema,
        body: SetUserPasswordRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const pupil = await setPupilPasswordByAdmin(
        edit(request),
        request.params.id,
        request.body.password,
      );
      await app.signInThrottle.forgetAccount([pupil.email, pupil.username]);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/users/:id/second-factor/reset',
    { ...canUpdate, schema: { params: UserIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      // A sensitive change to someone's sign-in: the administrator's own sign-in is recent.
      assertRecentSignIn(caller(request));
      await resetUserSecondFactor(edit(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/roster/students',
    {
      onRequest: requirePermission(P.Users.CREATE),
      schema: {
        body: RegisterStudentsRequestSchema,
        response: { 200: RegisterStudentsResponseSchema },
      },
    },
    async (request) =>
      registerStudents(
        { db, auth: caller(request), hashPassword, log: request.log, ip: request.ip },
        request.body,
      ),
  );

  r.post(
    '/administrators',
    {
      onRequest: requirePermission(P.Administrators.CREATE),
      schema: {
        body: CreateAdministratorRequestSchema,
        response: { 201: CreateAdministratorResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, mail } = await createAdministrator(
        {
          db,
          auth: caller(request),
          publicUrl: app.env.PUBLIC_URL,
          hashPassword,
          ip: request.ip,
        },
        request.body,
      );
      await sendByJob(app.jobs, request.log, mail, { template: 'account_setup' });
      return reply.status(201).send(created);
    },
  );
}
