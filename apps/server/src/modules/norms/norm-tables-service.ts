import {
  JOB_KINDS,
  NORM_TABLE_CSV_ERROR_FIELD,
  type AccessTokenPayload,
  type ImportNormTableRequest,
  type JobDetail,
  type ListNormTablesResponse,
  type LocalNormsJobParams,
  type NormTable,
  type NormTablePreview,
  type StartLocalNormsRequest,
} from '@roar/contracts';
import {
  activateNormTable,
  countNormTables,
  findActiveNormTable,
  findNormTable,
  insertAuditEntry,
  insertNormTableDraft,
  listNormTables,
  newId,
  type Db,
  type NormTableRow,
} from '@roar/db';
import {
  PROVISIONAL_NORMS_TASKS,
  normsTableLabel,
  parseNormTableCsv,
  provisionalNorms,
  supportLevelChanges,
  type NormTableCsvError,
  type NormsTable,
} from '@roar/scoring';
import { today } from '../../lib/day.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { jobDetail } from '../jobs/job-service.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { openDistrictNorms } from './norms-access.ts';
import { normTableVersion, normTableView, normsTableOf } from './norm-table-view.ts';
import { PreviewScoreChooser, normingRunPages } from './norming-runs.ts';

/**
 * A district's norm tables (issue 20 item 4; docs/decisions/054-local-norm-tables.md): list,
 * build (a background job, local-norms-job.ts), import from CSV, preview the support-level
 * changes, activate. Activation records the state only; scoring with the active table and
 * rescoring are wired where runs are scored.
 */

export interface NormsContext {
  dbs: { admin: Db; app: Db };
  auth: AccessTokenPayload;
  ip?: string | null;
}

/** The provisional table of a task that has norms, or a clear 400. */
export function normedTask(taskId: string): NormsTable {
  const table = provisionalNorms(taskId);
  if (!table) throw new AppError('bad_request', 'This task has no norms.');
  return table;
}

/** The tasks a table can be made for, with their language. */
const NORMED_TASKS = PROVISIONAL_NORMS_TASKS.map((taskId) => ({
  taskId,
  language: provisionalNorms(taskId)!.language,
}));

export async function listDistrictNormTables(
  ctx: NormsContext,
  districtId: string,
): Promise<ListNormTablesResponse> {
  const district = await openDistrictNorms(ctx.dbs.admin, ctx.auth, districtId);
  const rows = await listNormTables(ctx.dbs.admin, { districtId: district.id });
  return {
    district: { id: district.id, name: district.name },
    tables: rows.map(normTableView),
    tasks: NORMED_TASKS,
  };
}

/** Starts `norms.build_local` for the district and task, answered at once (202). */
export async function startLocalNorms(
  ctx: NormsContext & { jobs: JobQueue },
  districtId: string,
  request: StartLocalNormsRequest,
): Promise<JobDetail> {
  const district = await openDistrictNorms(ctx.dbs.admin, ctx.auth, districtId);
  normedTask(request.taskId);
  const params: LocalNormsJobParams = { districtId: district.id, taskId: request.taskId };
  const { job } = await ctx.jobs.enqueue(JOB_KINDS.buildLocalNorms, {
    params,
    createdBy: ctx.auth.sub,
    districtId: district.id,
  });
  return jobDetail({ db: ctx.dbs.admin, jobs: ctx.jobs, auth: ctx.auth }, job.id);
}

/** Problems of an import beyond the file's own: a task without norms, another language. */
type NormTableImportCode = 'unknown-task' | 'wrong-language';

/** A refused import: 400 with one field per problem (`csv.<i>`: `<line>:<code>`). */
function csvRefused(
  errors: readonly { row: number; code: NormTableCsvError['code'] | NormTableImportCode }[],
): AppError {
  const fields = Object.fromEntries(
    errors.map((e, i) => [`${NORM_TABLE_CSV_ERROR_FIELD}.${i}`, `${e.row}:${e.code}`]),
  );
  return new AppError('validation_failed', 'The norm table file has problems.', fields);
}

/**
 * Imports a table from CSV (docs/norm-table-csv.md) as a draft 'imported' table of the district:
 * every problem of the file at once (400), a task without norms or a language other than its
 * table's refused too. The file's version is kept in the label; the stored version is ours.
 */
export async function importNormTable(
  ctx: NormsContext,
  districtId: string,
  request: ImportNormTableRequest,
): Promise<NormTable> {
  const { admin } = ctx.dbs;
  const district = await openDistrictNorms(admin, ctx.auth, districtId);
  const parsed = parseNormTableCsv(request.csv, { importedOn: today() });
  if (!parsed.ok) throw csvRefused(parsed.errors);
  const baseline = provisionalNorms(parsed.table.task);
  if (!baseline) throw csvRefused([{ row: 0, code: 'unknown-task' }]);
  if (baseline.language !== parsed.table.language) {
    throw csvRefused([{ row: 0, code: 'wrong-language' }]);
  }
  const id = newId();
  const key = { districtId: district.id, taskId: baseline.task, language: baseline.language };
  const version = normTableVersion('imported', (await countNormTables(admin, key)) + 1, id);
  const table: NormsTable = { ...parsed.table, version };
  const row = await insertNormTableDraft(admin, {
    id,
    ...key,
    version,
    kind: 'imported',
    normsTable: table as unknown as Record<string, unknown>,
    label: {
      ...(table.provenance.source ? { source: table.provenance.source } : {}),
      sourceVersion: parsed.table.version,
      ...(request.fileName ? { fileName: request.fileName } : {}),
    },
    createdBy: ctx.auth.sub,
  });
  await insertAuditEntry(admin, {
    actorUserId: ctx.auth.sub,
    action: 'norms.import',
    targetType: 'norm_table',
    targetId: row.id,
    districtId: district.id,
    details: {
      taskId: row.taskId,
      version,
      label: normsTableLabel(table),
      groups: table.groups.length,
      fileName: request.fileName ?? null,
    },
    ip: ctx.ip ?? null,
  });
  return normTableView(row);
}

/** A stored table the caller may manage, or 404 / 403. */
async function openTable(ctx: NormsContext, id: string): Promise<NormTableRow> {
  const row = await findNormTable(ctx.dbs.admin, id);
  if (!row || row.districtId === null) throw notFound('No such norm table.');
  await openDistrictNorms(ctx.dbs.admin, ctx.auth, row.districtId);
  return row;
}

/**
 * The table the district's scores use now for the task and language: its active table (other
 * than `except`), else the provisional one.
 */
export async function tableInUse(
  admin: Db,
  key: { districtId: string; taskId: string; language: string },
  except?: string,
): Promise<{ table: NormsTable; row: NormTableRow | null }> {
  const active = await findActiveNormTable(admin, key);
  if (active && active.id !== except) return { table: normsTableOf(active), row: active };
  return { table: normedTask(key.taskId), row: null };
}

/**
 * How the district's students' support levels change if the table is activated: each student's
 * latest best run with a normed score, compared under the table in use and this one
 * (supportLevelChanges; students in cells the table does not cover keep the table in use).
 */
export async function previewNormTable(ctx: NormsContext, id: string): Promise<NormTablePreview> {
  const row = await openTable(ctx, id);
  const districtId = row.districtId!;
  const inUse = await tableInUse(
    ctx.dbs.admin,
    { districtId, taskId: row.taskId, language: row.language },
    row.id,
  );
  const chooser = new PreviewScoreChooser();
  for await (const page of normingRunPages(ctx.dbs.app, {
    districtId,
    taskId: row.taskId,
    bestOnly: true,
  })) {
    chooser.add(page);
  }
  const changes = supportLevelChanges(chooser.scores(), inUse.table, normsTableOf(row));
  return {
    current: inUse.row
      ? { kind: inUse.row.kind, version: inUse.row.version, label: inUse.row.label }
      : { kind: 'provisional', version: inUse.table.version, label: {} },
    ...changes,
  };
}

/**
 * Activates a draft (409 for a table that is not one); the district's table active before for
 * the task and language is retired in the same transaction. Audited.
 */
export async function activateDistrictNormTable(ctx: NormsContext, id: string): Promise<NormTable> {
  const row = await openTable(ctx, id);
  const outcome = await activateNormTable(ctx.dbs.admin, { id: row.id, activatedBy: ctx.auth.sub });
  if (!outcome.ok) {
    if (outcome.reason === 'not-found') throw notFound('No such norm table.');
    throw new AppError('conflict', 'Only a draft norm table can be activated.');
  }
  await insertAuditEntry(ctx.dbs.admin, {
    actorUserId: ctx.auth.sub,
    action: 'norms.activate',
    targetType: 'norm_table',
    targetId: row.id,
    districtId: row.districtId,
    details: {
      taskId: row.taskId,
      language: row.language,
      version: row.version,
      label: normsTableLabel(normsTableOf(row)),
      retired: outcome.retired
        ? { id: outcome.retired.id, version: outcome.retired.version }
        : null,
    },
    ip: ctx.ip ?? null,
  });
  return normTableView(outcome.activated);
}
