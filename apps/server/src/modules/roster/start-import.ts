import {
  JOB_KINDS,
  type AccessTokenPayload,
  type JobDetail,
  type StartStudentImportRequestSchema,
} from '@roar/contracts';
import type { Db } from '@roar/db';
import type { z } from 'zod';
import { scopeOf } from '../access/scope.ts';
import { jobDetail } from '../jobs/job-service.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { StudentImportInput } from './import-students-job.ts';
import { placementsFromIds } from './org-placement.ts';

/**
 * Starts the import of a whole roster file as a background job and answers it at once. The
 * organisations chosen for every row are checked now (400 naming the list when one is outside the
 * caller's scope); every row is checked by the job before it writes anything.
 */
export async function startStudentImport(
  ctx: { db: Db; jobs: JobQueue; auth: AccessTokenPayload },
  request: z.output<typeof StartStudentImportRequestSchema>,
): Promise<JobDetail> {
  await placementsFromIds(ctx.db, request.orgs, scopeOf(ctx.auth));
  const input: StudentImportInput = {
    rows: request.rows,
    ...(request.orgs ? { orgs: request.orgs } : {}),
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.records ? { records: request.records } : {}),
  };
  const { job } = await ctx.jobs.enqueue(JOB_KINDS.importStudents, {
    input,
    params: { fileName: request.fileName ?? null, rows: request.rows.length },
    createdBy: ctx.auth.sub,
    progressTotal: request.rows.length,
  });
  return jobDetail(ctx, job.id);
}
