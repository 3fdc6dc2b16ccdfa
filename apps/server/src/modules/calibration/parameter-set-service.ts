import {
  CALIBRATION_MIN_RUNS,
  JOB_KINDS,
  type AccessTokenPayload,
  type ItemParameterSetDetail,
  type ItemParameterSetList,
  type ItemParameterSetSummary,
  type JobDetail,
  type RescoreJobParams,
  type StartCalibrationRequestSchema,
} from '@roar/contracts';
import {
  activateItemParameterSet,
  findItemParameterSet,
  findItemParameterSets,
  findTaskById,
  insertAuditEntry,
  jobStarters,
  type Db,
  type ItemParameterSetRow,
} from '@roar/db';
import { gameOf } from '@roar/tasks/registry';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { jobDetail } from '../jobs/job-service.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { forgetActiveScoringContext } from './active-parameters.ts';

/**
 * Item-parameter sets of a task for super administrators (ADR 052): starting a calibration,
 * listing and reading the sets with their provenance and fit, and activating a draft, which
 * enqueues the rescoring of the task's runs. The routes admit super administrators only.
 */

export interface ParameterSetContext {
  db: Db;
  jobs: JobQueue;
  auth: AccessTokenPayload;
  ip?: string;
}

type StartRequest = z.output<typeof StartCalibrationRequestSchema>;

/** The task, which must exist (404) and be played by a game that calibrates items (400). */
async function calibratableTask(db: Db, taskId: string) {
  const task = await findTaskById(db, taskId);
  if (!task) throw notFound('No such task.');
  const calibratable = gameOf(taskId)?.calibration !== undefined;
  return { task, calibratable };
}

const number = (value: unknown) => (typeof value === 'number' ? value : null);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

async function names(db: Db, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const users = await jobStarters(db, wanted);
  return new Map(
    users.map((u) => [
      u.id,
      [u.nameFirst, u.nameLast].filter(Boolean).join(' ') || u.username || u.email || u.id,
    ]),
  );
}

function summary(row: ItemParameterSetRow, who: Map<string, string>): ItemParameterSetSummary {
  const provenance = row.provenance as {
    responses?: unknown;
    converged?: unknown;
    source?: { collectedFrom?: unknown; collectedTo?: unknown };
  };
  const fit = row.fit as { flagged?: Record<string, number>; difC?: unknown } & Record<
    string,
    unknown
  >;
  const person = (id: string | null) => (id ? { id, name: who.get(id) ?? id } : null);
  return {
    id: row.id,
    taskId: row.taskId,
    version: row.version,
    model: row.model,
    state: row.state,
    runs: row.runs,
    answers: number(provenance.responses) ?? 0,
    collectedFrom: text(provenance.source?.collectedFrom),
    collectedTo: text(provenance.source?.collectedTo),
    items: row.items.length,
    itemsUsable: row.items.filter((item) => item.usable).length,
    flagged: fit.flagged ?? {},
    meanInfit: number(fit['meanInfit']),
    meanOutfit: number(fit['meanOutfit']),
    converged: provenance.converged === true,
    difC: number(fit.difC) ?? 0,
    createdAt: row.createdAt.toISOString(),
    createdBy: person(row.createdBy),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    activatedBy: person(row.activatedBy),
  };
}

/** A task's sets, newest first, and whether it can be calibrated. */
export async function listParameterSets(
  ctx: Pick<ParameterSetContext, 'db'>,
  taskId: string,
): Promise<ItemParameterSetList> {
  const { calibratable } = await calibratableTask(ctx.db, taskId);
  const rows = await findItemParameterSets(ctx.db, taskId);
  const who = await names(
    ctx.db,
    rows.flatMap((r) => [r.createdBy, r.activatedBy]),
  );
  return {
    taskId,
    calibratable,
    minRuns: CALIBRATION_MIN_RUNS,
    items: rows.map((row) => summary(row, who)),
  };
}

async function setOfTask(db: Db, taskId: string, setId: string) {
  const row = await findItemParameterSet(db, setId);
  if (!row || row.taskId !== taskId) throw notFound('No such item-parameter set.');
  return row;
}

/** One set with every item's parameters and fit, its provenance and DIF tables. */
export async function parameterSetDetail(
  ctx: Pick<ParameterSetContext, 'db'>,
  taskId: string,
  setId: string,
): Promise<ItemParameterSetDetail> {
  const row = await setOfTask(ctx.db, taskId, setId);
  const who = await names(ctx.db, [row.createdBy, row.activatedBy]);
  return {
    ...summary(row, who),
    parameters: row.items,
    provenance: row.provenance,
    dif: row.dif,
  };
}

/** Starts a calibration of the task as a background job (202 with the job). */
export async function startCalibration(
  ctx: ParameterSetContext,
  taskId: string,
  request: StartRequest,
): Promise<JobDetail> {
  const { calibratable } = await calibratableTask(ctx.db, taskId);
  if (!calibratable) {
    throw new AppError('bad_request', 'This task estimates no ability from an item bank.');
  }
  const { job } = await ctx.jobs.enqueue(JOB_KINDS.calibrateItems, {
    params: { taskId, model: request.model },
    createdBy: ctx.auth.sub,
  });
  return jobDetail(ctx, job.id);
}

/**
 * Activates a draft set (retiring the task's active one), audited, and enqueues the rescoring of
 * the task's runs. Answers the set and the rescoring job.
 */
export async function activateParameterSet(
  ctx: ParameterSetContext,
  taskId: string,
  setId: string,
  now = new Date(),
): Promise<{ set: ItemParameterSetDetail; job: JobDetail }> {
  const row = await setOfTask(ctx.db, taskId, setId);
  if (row.state !== 'draft') {
    throw new AppError('conflict', 'Only a draft set can be activated.');
  }
  const retired = await ctx.db.transaction(async (tx) => {
    const before = await activateItemParameterSet(tx, {
      id: row.id,
      taskId,
      activatedBy: ctx.auth.sub,
      now,
    });
    await insertAuditEntry(tx, {
      actorUserId: ctx.auth.sub,
      action: 'calibration.activate_set',
      targetType: 'task',
      targetId: taskId,
      districtId: null,
      details: { setId: row.id, version: row.version, retired: before },
      ip: ctx.ip ?? null,
    });
    return before;
  });
  forgetActiveScoringContext(ctx.db, taskId);
  const params: RescoreJobParams = { taskId, setId: row.id, version: row.version };
  const { job } = await ctx.jobs.enqueue(JOB_KINDS.rescoreRuns, {
    params: { ...params, retired },
    idempotencyKey: `activate:${row.id}`,
    createdBy: ctx.auth.sub,
  });
  return {
    set: await parameterSetDetail(ctx, taskId, setId),
    job: await jobDetail(ctx, job.id),
  };
}
