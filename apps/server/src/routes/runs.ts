import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ExternalLinkSchema,
  InteractionUploadSchema,
  RejectedTrialsSchema,
  RunCompleteSchema,
  RunCreateSchema,
  RunDetailSchema,
  RunParamsSchema,
  RunTrialsSchema,
  TrialUploadSchema,
  UploadResultSchema,
} from '@roar/contracts';
import { caller, requireAuth } from '../plugins/authenticate.ts';
import { externalLink } from '../modules/external/external-service.ts';
import { completeRun } from '../modules/runs/complete-run.ts';
import { createRun } from '../modules/runs/create-run.ts';
import { readRun, readRunTrials } from '../modules/runs/read-run.ts';
import { reportRejectedTrials } from '../modules/runs/rejected-trials.ts';
import type { RunDatabases } from '../modules/runs/run-access.ts';
import { deferRunCompletion } from '../modules/runs/score-run-job.ts';
import { uploadInteractions, uploadTrials } from '../modules/runs/upload.ts';

/** Body limits in bytes: a full trial batch is at most 50 trials of 8 KB of data. */
const SMALL_BODY = 8_192;
const TRIALS_BODY = 524_288;
const EVENTS_BODY = 65_536;

/**
 * The run recorder (`/api/app/runs`): games start runs of assigned assessments, upload trials and
 * interaction events (idempotent by client ids), report trials the server refused for good, and
 * complete runs, which the server scores: inline (200), or, while RUN_SCORING_INLINE_MAX
 * completions are already being scored in this process, in a `runs.score` job (202).
 * Runs live on the app database; assignments on the admin database.
 */
export async function runRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const dbs: RunDatabases = { admin: app.databases.admin.db, app: app.databases.app.db };
  /** Completions being scored inline right now (the measure of a busy server). */
  let scoringInline = 0;

  r.post(
    '/runs',
    {
      onRequest: requireAuth,
      bodyLimit: SMALL_BODY,
      schema: { body: RunCreateSchema, response: { 200: RunDetailSchema } },
    },
    async (request) =>
      createRun(dbs, { auth: caller(request), input: request.body, ip: request.ip }),
  );

  r.get(
    '/runs/:runId',
    {
      onRequest: requireAuth,
      schema: { params: RunParamsSchema, response: { 200: RunDetailSchema } },
    },
    async (request) => readRun(dbs, caller(request), request.params.runId),
  );

  r.post(
    '/runs/:runId/external-link',
    {
      onRequest: requireAuth,
      bodyLimit: SMALL_BODY,
      schema: { params: RunParamsSchema, response: { 200: ExternalLinkSchema } },
    },
    async (request) =>
      externalLink(dbs, app.externalKeys, {
        auth: caller(request),
        runId: request.params.runId,
        publicUrl: app.env.PUBLIC_URL,
        isProduction: app.env.isProduction,
      }),
  );

  r.get(
    '/runs/:runId/trials',
    {
      onRequest: requireAuth,
      schema: { params: RunParamsSchema, response: { 200: RunTrialsSchema } },
    },
    async (request) => readRunTrials(dbs, caller(request), request.params.runId),
  );

  r.post(
    '/runs/:runId/trials',
    {
      onRequest: requireAuth,
      bodyLimit: TRIALS_BODY,
      schema: {
        params: RunParamsSchema,
        body: TrialUploadSchema,
        response: { 200: UploadResultSchema },
      },
    },
    async (request) =>
      uploadTrials(dbs, {
        auth: caller(request),
        runId: request.params.runId,
        upload: request.body,
      }),
  );

  r.post(
    '/runs/:runId/interactions',
    {
      onRequest: requireAuth,
      bodyLimit: EVENTS_BODY,
      schema: {
        params: RunParamsSchema,
        body: InteractionUploadSchema,
        response: { 200: UploadResultSchema },
      },
    },
    async (request) =>
      uploadInteractions(dbs, {
        auth: caller(request),
        runId: request.params.runId,
        upload: request.body,
      }),
  );

  r.post(
    '/runs/:runId/rejected',
    {
      onRequest: requireAuth,
      bodyLimit: EVENTS_BODY,
      schema: {
        params: RunParamsSchema,
        body: RejectedTrialsSchema,
        response: { 200: UploadResultSchema },
      },
    },
    async (request) =>
      reportRejectedTrials(dbs, {
        auth: caller(request),
        runId: request.params.runId,
        report: request.body,
      }),
  );

  r.post(
    '/runs/:runId/complete',
    {
      onRequest: requireAuth,
      bodyLimit: SMALL_BODY,
      schema: {
        params: RunParamsSchema,
        body: RunCompleteSchema.optional(),
        response: { 200: RunDetailSchema, 202: RunDetailSchema },
      },
    },
    async (request, reply) => {
      const params = {
        auth: caller(request),
        runId: request.params.runId,
        input: request.body ?? {},
        ip: request.ip,
      };
      if (scoringInline >= app.env.RUN_SCORING_INLINE_MAX) {
        const run = await deferRunCompletion({ dbs, jobs: app.jobs }, params);
        return reply.code(202).send(run);
      }
      scoringInline += 1;
      try {
        return await completeRun(dbs, params);
      } finally {
        scoringInline -= 1;
      }
    },
  );
}
