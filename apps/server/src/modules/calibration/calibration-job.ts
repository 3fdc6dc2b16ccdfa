import {
  CALIBRATION_FAILURES,
  CALIBRATION_MIN_RUNS,
  CalibrationJobParamsSchema,
  JOB_KINDS,
} from '@roar/contracts';
import { calibrateItems, type ItemParameterSet, type ItemParams } from '@roar/scoring';
import {
  countCompletedRuns,
  findActiveItemParameterSet,
  findItemParameterSets,
  findUserById,
  insertAuditEntry,
  insertItemParameterSet,
  nextItemParameterSetVersion,
  type Db,
  type StoredItemParameters,
} from '@roar/db';
import { gameOf } from '@roar/tasks/registry';
import { JobFailure, type JobHandler } from '../jobs/job-handler.ts';
import { collectResponses } from './calibration-responses.ts';

/**
 * `calibration.items` (issue 20 item 3; ADR 052): fits the task's item parameters from the
 * completed reliable runs of every district (ADR 049's `calibrateItems`: Rasch or 2PL with the
 * bank's guessing and slipping fixed, item fit, DIF between grade bands, linked to the active
 * set's scale, or the priors'), and writes a draft set with its provenance. Started by a super
 * administrator, checked again when it runs; audited.
 */

/** The person who started it, still a super administrator now. */
export async function superAdminNow(db: Db, userId: string | null) {
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user || user.archivedAt || !user.superAdmin) throw new JobFailure('not_permitted');
  return user;
}

/** The items of a fitted set as stored (by bank id). */
export function storedItems(set: ItemParameterSet): StoredItemParameters[] {
  return set.items.map((item) => ({
    id: item.id ?? String(item.index),
    a: item.a,
    b: item.b,
    c: item.c,
    d: item.d,
    seA: item.seA,
    seB: item.seB,
    n: item.n,
    infit: item.infit,
    outfit: item.outfit,
    flags: [...item.flags],
    usable: item.usable,
  }));
}

/** What a list shows of the fit: flags counted, mean infit and outfit, DIF class C items. */
function fitSummary(set: ItemParameterSet) {
  return {
    flagged: set.provenance.fit.flagged,
    meanInfit: set.provenance.fit.meanInfit,
    meanOutfit: set.provenance.fit.meanOutfit,
    converged: set.provenance.converged,
    itemsAnswered: set.provenance.itemsAnswered,
    itemsUsable: set.provenance.itemsUsable,
    difC: set.dif.reduce((n, report) => n + report.counts.C, 0),
    dropped: set.items.filter((item) => item.dropped).map((item) => item.id),
  };
}

export function calibrationJob(deps: {
  dbs: { admin: Db; app: Db };
  /** Fewest runs (tests of the refusal may not lower it; kept a dependency for benchmarks). */
  minRuns?: number;
}): JobHandler<Record<string, unknown>, undefined> {
  const minRuns = deps.minRuns ?? CALIBRATION_MIN_RUNS;
  return {
    kind: JOB_KINDS.calibrateItems,
    retryLimit: 1,
    retryDelaySeconds: 10,
    retryBackoff: false,
    needsInput: false,
    // One calibration at a time per process: it holds a task's answers in memory.
    concurrency: 1,
    async run(ctx) {
      const parsed = CalibrationJobParamsSchema.safeParse(ctx.params);
      if (!parsed.success) throw new JobFailure('params_invalid');
      const { taskId, model } = parsed.data;
      const { admin, app } = deps.dbs;
      const user = await superAdminNow(admin, ctx.job.createdBy);
      const game = gameOf(taskId);
      if (!game?.calibration) throw new JobFailure(CALIBRATION_FAILURES.notCalibratable);
      // A retry after the set was written answers it again (no second draft).
      const written = (await findItemParameterSets(admin, taskId)).find(
        (set) => set.provenance['jobId'] === ctx.job.id,
      );
      if (written) return { result: { setId: written.id, version: written.version } };

      const total = await countCompletedRuns(app, { taskId, reliableOnly: true });
      if (total < minRuns) {
        await ctx.record({ result: { runs: total, minRuns } });
        throw new JobFailure(CALIBRATION_FAILURES.tooFewRuns);
      }
      await ctx.progress({ done: 0, total });
      const bank = game.calibration.items(taskId);
      const active = await findActiveItemParameterSet(admin, taskId);
      const activeById = new Map(active?.items.filter((x) => x.usable).map((x) => [x.id, x]));
      const previous: ItemParams[] = bank.map(({ id, params }) => {
        const calibrated = activeById.get(id);
        return calibrated
          ? { a: calibrated.a, b: calibrated.b, c: calibrated.c, d: calibrated.d }
          : params;
      });
      const collected = await collectResponses(app, {
        game,
        taskId,
        bank,
        onPage: (done) => ctx.progress({ done, total: Math.max(total, done) }),
      });
      if (collected.runs < minRuns) throw new JobFailure(CALIBRATION_FAILURES.tooFewRuns);
      const version = await nextItemParameterSetVersion(admin, taskId);
      const previousVersion = active?.version ?? 'priors';
      const { set } = calibrateItems({
        responses: collected.responses,
        itemCount: bank.length,
        itemIds: bank.map((item) => item.id),
        model,
        guessing: bank.map((item) => item.params.c),
        upper: bank.map((item) => item.params.d),
        previous,
        dif: collected.dif,
        version,
        provenance: {
          previousVersion,
          ...(collected.from ? { collectedFrom: collected.from } : {}),
          ...(collected.to ? { collectedTo: collected.to } : {}),
          createdAt: new Date().toISOString(),
          description: `${collected.runs} completed reliable runs of ${taskId}, every district`,
        },
      });
      const { dif, items: _items, ...rest } = set;
      const row = await insertItemParameterSet(admin, {
        taskId,
        version,
        model,
        items: storedItems(set),
        provenance: { ...rest, runs: collected.runs, jobId: ctx.job.id },
        fit: fitSummary(set),
        dif: dif as unknown[],
        runs: collected.runs,
        createdBy: user.id,
      });
      await insertAuditEntry(admin, {
        actorUserId: user.id,
        action: 'calibration.create_set',
        targetType: 'task',
        targetId: taskId,
        districtId: null,
        details: {
          setId: row.id,
          version,
          model,
          previousVersion,
          runs: collected.runs,
          answers: set.provenance.responses,
          itemsUsable: set.provenance.itemsUsable,
          jobId: ctx.job.id,
        },
        ip: null,
      });
      await ctx.progress({ done: collected.runs, total: collected.runs });
      return {
        result: {
          setId: row.id,
          version,
          runs: collected.runs,
          answers: set.provenance.responses,
          itemsUsable: set.provenance.itemsUsable,
        },
      };
    },
  };
}
