import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssessmentActionSchema,
  LegalAcceptSchema,
  ParticipantAssignmentSchema,
  ParticipantHomeQuerySchema,
  ParticipantHomeSchema,
} from '@roar/contracts';
import { caller, requireAuth } from '../plugins/authenticate.ts';
import {
  actOnAssessment,
  participantHome,
  type AssessmentAction,
} from '../modules/assignments/participant-service.ts';
import { acceptLegalDocuments } from '../modules/legal/accept.ts';

const ActionParamsSchema = z.object({
  administrationId: z.string().min(1).max(64),
  taskId: z.string().min(1).max(64),
});

/**
 * The participant side (`/api/app`), for any signed-in user acting for themselves, or for a
 * student in launch mode (`launchId`: launchers and super admins, within their scope).
 */
export async function participantRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;

  r.get(
    '/assignments',
    {
      onRequest: requireAuth,
      schema: { querystring: ParticipantHomeQuerySchema, response: { 200: ParticipantHomeSchema } },
    },
    async (request) => participantHome(db, caller(request), request.query.launchId),
  );

  for (const action of ['start', 'complete'] as const satisfies AssessmentAction[]) {
    r.post(
      `/assignments/:administrationId/assessments/:taskId/${action}`,
      {
        onRequest: requireAuth,
        schema: {
          params: ActionParamsSchema,
          body: AssessmentActionSchema.optional(),
          response: { 200: ParticipantAssignmentSchema },
        },
      },
      async (request) =>
        actOnAssessment(db, {
          auth: caller(request),
          launchId: request.body?.launchId,
          administrationId: request.params.administrationId,
          taskId: request.params.taskId,
          action,
          ip: request.ip,
        }),
    );
  }

  r.post(
    '/legal/accept',
    { onRequest: requireAuth, schema: { body: LegalAcceptSchema } },
    async (request, reply) => {
      await acceptLegalDocuments(db, caller(request), request.body);
      return reply.status(204).send();
    },
  );
}
