import {
  JOB_KINDS,
  LOCAL_NORMS_REFUSAL_CODES,
  LocalNormsJobParamsSchema,
  PERMISSIONS as P,
  type LocalNormsRefusal,
} from '@roar/contracts';
import {
  countNormTables,
  countNormingRuns,
  insertAuditEntry,
  insertNormTableDraft,
  newId,
  type Db,
} from '@roar/db';
import {
  LOCAL_NORMS_MIN_CELL,
  LOCAL_NORMS_MIN_CELLS,
  LOCAL_NORMS_MIN_RUNS,
  buildLocalNorms,
  normsTableLabel,
  normsTableLabelData,
} from '@roar/scoring';
import { today } from '../../lib/day.ts';
import { actorNow } from '../jobs/actor.ts';
import { JobFailure, type JobHandler } from '../jobs/job-handler.ts';
import { openDistrictNorms } from './norms-access.ts';
import { normTableVersion } from './norm-table-view.ts';
import { BuildRunChooser, normingRunPages } from './norming-runs.ts';
import { normedTask, tableInUse } from './norm-tables-service.ts';

/**
 * `norms.build_local` (issue 20 item 4; docs/decisions/054-local-norm-tables.md): a district's
 * local norms of one task, built by continuous norming (packages/scoring local-norms.ts, ADR 051)
 * from its completed, reliable runs, and stored as a draft to preview and activate. It runs with
 * its starter's rights as they are now. A build that the minimums refuse fails with a code of
 * LOCAL_NORMS_REFUSAL_CODES, its counts in the job's result for the message; every build is
 * audited.
 */
export function localNormsJob(deps: {
  dbs: { admin: Db; app: Db };
}): JobHandler<Record<string, unknown>, undefined> {
  return {
    kind: JOB_KINDS.buildLocalNorms,
    // A failed build is started again by hand (a retry would store a second draft).
    retryLimit: 0,
    retryDelaySeconds: 5,
    retryBackoff: false,
    needsInput: false,
    concurrency: 1,
    async run(ctx) {
      const parsed = LocalNormsJobParamsSchema.safeParse(ctx.params);
      if (!parsed.success) throw new JobFailure('params_invalid');
      const { districtId, taskId } = parsed.data;
      const { admin, app } = deps.dbs;
      const now = new Date();
      const auth = await actorNow(admin, ctx.job.createdBy, P.Reports.Score.READ, now);
      const district = await openDistrictNorms(admin, auth, districtId, now);
      const provisional = normedTask(taskId);
      const key = { districtId: district.id, taskId, language: provisional.language };

      await ctx.progress({ done: 0, total: await countNormingRuns(app, { districtId, taskId }) });
      const chooser = new BuildRunChooser();
      let read = 0;
      for await (const page of normingRunPages(app, { districtId, taskId })) {
        chooser.add(page);
        read += page.length;
        await ctx.progress({ done: read });
      }

      const id = newId();
      const version = normTableVersion('local', (await countNormTables(admin, key)) + 1, id);
      // Cut points and fallback benchmarks come from the table in use (ADR 051).
      const baseline = (await tableInUse(admin, key)).table;
      const built = buildLocalNorms({
        task: taskId,
        language: key.language,
        district: { id: district.id, name: district.name },
        runs: chooser.runs(),
        version,
        builtOn: today(now),
        baseline,
      });
      const audit = (details: Record<string, unknown>) =>
        insertAuditEntry(admin, {
          actorUserId: auth.sub,
          action: 'norms.build_local',
          targetType: 'district',
          targetId: district.id,
          districtId: district.id,
          details: { taskId, jobId: ctx.job.id, runsRead: read, ...details },
          ip: null,
        });

      if (!built.ok) {
        const refusal: LocalNormsRefusal = {
          reason: built.reason,
          runs: built.runs,
          usableRuns: built.usableRuns,
          usableCells: built.usableCells,
          minRuns: LOCAL_NORMS_MIN_RUNS,
          minCells: LOCAL_NORMS_MIN_CELLS,
          minCell: LOCAL_NORMS_MIN_CELL,
        };
        await ctx.record({ result: { refusal } });
        await audit({ refused: refusal });
        throw new JobFailure(LOCAL_NORMS_REFUSAL_CODES[built.reason]);
      }

      const label = normsTableLabelData(built.table);
      const p = built.table.provenance;
      const row = await insertNormTableDraft(admin, {
        id,
        ...key,
        version,
        kind: 'local',
        normsTable: built.table as unknown as Record<string, unknown>,
        label: {
          ...(label.district ? { district: label.district } : {}),
          ...(p.students !== undefined ? { students: p.students } : {}),
          ...(p.runs !== undefined ? { runs: p.runs } : {}),
          ...(label.from ? { from: label.from } : {}),
          ...(label.to ? { to: label.to } : {}),
        },
        createdBy: auth.sub,
      });
      await audit({ tableId: row.id, version, label: normsTableLabel(built.table) });
      return {
        result: { tableId: row.id, version, students: p.students ?? 0, runs: p.runs ?? 0 },
      };
    },
  };
}
