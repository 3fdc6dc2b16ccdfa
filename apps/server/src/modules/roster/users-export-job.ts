import {
  JOB_KINDS,
  PERMISSIONS as P,
  UsersExportJobParamsSchema,
  type AccessTokenPayload,
  type JobDetail,
  type StartUsersExportRequestSchema,
  type UsersExportJobParams,
} from '@roar/contracts';
import type { Db, OrgType } from '@roar/db';
import type { z } from 'zod';
import { actorNow } from '../jobs/actor.ts';
import { JobFailure, type JobHandler } from '../jobs/job-handler.ts';
import { jobDetail } from '../jobs/job-service.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { putCsvExport } from '../jobs/put-csv-export.ts';
import { findListedOrg, usersCsvExport } from './user-list.ts';

/** What a user-list export keeps sealed: the search text (it may be someone's name). */
export interface UsersExportInput {
  search?: string;
}

/**
 * Starts the CSV export of an organisation's user list as a background job and answers it at
 * once; an organisation outside the caller's scope is 404 at once, as `GET .../users.csv` answers.
 * The route requires Users.LIST; the job checks it and the scope again when it runs.
 */
export async function startUsersExport(
  ctx: { db: Db; jobs: JobQueue; auth: AccessTokenPayload },
  list: { orgType: OrgType; orgId: string },
  request: z.output<typeof StartUsersExportRequestSchema>,
): Promise<JobDetail> {
  const org = await findListedOrg(ctx.db, ctx.auth, list);
  const params: UsersExportJobParams = {
    orgType: list.orgType,
    orgId: list.orgId,
    sort: request.sort,
    order: request.order,
    includeArchived: request.includeArchived,
    search: Boolean(request.search),
  };
  const input: UsersExportInput = request.search ? { search: request.search } : {};
  const { job } = await ctx.jobs.enqueue(JOB_KINDS.exportUsers, {
    params,
    input,
    createdBy: ctx.auth.sub,
    districtId: org.districtId,
  });
  return jobDetail(ctx, job.id);
}

/**
 * `export.users_csv`: an organisation's user list as CSV (the columns, filter and order of
 * `GET .../users.csv`), written to the job's file under the name that endpoint gives it. It runs
 * with its starter's rights as they are now (archived, or without Users.LIST: `not_permitted`;
 * the organisation out of their scope: `not_found`; neither is retried), and reports rows written.
 */
export function usersExportJob(deps: {
  db: Db;
}): JobHandler<Record<string, unknown>, UsersExportInput> {
  return {
    kind: JOB_KINDS.exportUsers,
    retryLimit: 2,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // The search text is part of the work: without it the export cannot be redone.
    needsInput: true,
    async run(ctx) {
      const parsed = UsersExportJobParamsSchema.safeParse(ctx.params);
      if (!parsed.success) throw new JobFailure('params_invalid');
      const params = parsed.data;
      const now = new Date();
      const auth = await actorNow(deps.db, ctx.job.createdBy, P.Users.LIST, now);
      const org = await findListedOrg(deps.db, auth, params);
      const query = {
        search: ctx.input?.search,
        sort: params.sort,
        order: params.order,
        includeArchived: params.includeArchived,
      };
      const { rows } = await putCsvExport(ctx, usersCsvExport(deps.db, org, query, now));
      return { result: { rows } };
    },
  };
}
