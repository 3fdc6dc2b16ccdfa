import type {
  AccessTokenPayload,
  Administration as AdministrationView,
  AdministrationInput,
} from '@roar/contracts';
import {
  deleteAdministration,
  findAdministrationInScope,
  findAdministrationOrgs,
  findOrgsInScope,
  hasStartedAssignments,
  insertAdministration,
  insertAuditEntry,
  lockAdministration,
  setAdministrationAssessments,
  setAdministrationOrgs,
  updateAdministration,
  type Db,
} from '@roar/db';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { scopeOf } from '../access/scope.ts';
import { materializeAdministration } from '../assignments/materialize.ts';
import { loadAdministrationView } from './presenter.ts';
import { validateAdministration } from './validate.ts';

export interface WriteContext {
  auth: AccessTokenPayload;
  ip?: string | undefined;
  now?: Date;
}

function rowValues(input: AdministrationInput) {
  return {
    name: input.name,
    publicName: input.publicName,
    dateOpened: new Date(input.dateOpened),
    dateClosed: new Date(input.dateClosed),
    sequential: input.sequential,
    isTest: input.isTest,
    legal: { consent: input.legal.consent, assent: input.legal.assent },
  };
}

/**
 * Creates an administration for organisations inside the caller's scope and materialises its
 * assignments in the same transaction.
 */
export async function createAdministration(
  db: Db,
  input: AdministrationInput,
  ctx: WriteContext,
): Promise<AdministrationView> {
  const now = ctx.now ?? new Date();
  const id = await db.transaction(async (tx) => {
    const valid = await validateAdministration(tx, input, {
      scope: scopeOf(ctx.auth),
      creating: true,
      now,
    });
    const row = await insertAdministration(tx, {
      ...rowValues(input),
      createdBy: ctx.auth.sub,
      districtId: valid.districtId,
    });
    await setAdministrationAssessments(tx, row.id, assessmentRows(input, valid.variants));
    await setAdministrationOrgs(tx, row.id, valid.orgIds);
    const result = await materializeAdministration(tx, row.id, now);
    await audit(tx, ctx, 'administration.create', row.id, valid.districtId, {
      name: input.name,
      assignments: result.written,
    });
    return row.id;
  });
  return getAdministration(db, ctx.auth, id);
}

function assessmentRows(
  input: AdministrationInput,
  variants: readonly { variantId: string; taskId: string }[],
) {
  return input.assessments.map((a, i) => ({
    variantId: a.variantId,
    taskId: variants[i]!.taskId,
    conditions: (a.conditions ?? null) as Record<string, unknown> | null,
  }));
}

/**
 * Replaces an administration's fields, assessments and organisations and re-materialises its
 * assignments (keeping all started work). A caller who is not a super admin must reach every
 * organisation it is assigned to now, as well as every one they assign it to.
 */
export async function updateAdministrationById(
  db: Db,
  id: string,
  input: AdministrationInput,
  ctx: WriteContext,
): Promise<AdministrationView> {
  const now = ctx.now ?? new Date();
  const scope = scopeOf(ctx.auth);
  await db.transaction(async (tx) => {
    // Lock first: concurrent edits of one administration run one after the other.
    if (!(await lockAdministration(tx, id)) || !(await findAdministrationInScope(tx, id, scope))) {
      throw notFound('No such administration.');
    }
    if (!scope.all) {
      const current = await findAdministrationOrgs(tx, [id]);
      const reachable = await findOrgsInScope(
        tx,
        current.map((o) => o.orgId),
        scope,
      );
      if (reachable.length < current.length) {
        throw forbidden('This administration is assigned to organisations outside your own.');
      }
    }
    const valid = await validateAdministration(tx, input, { scope, creating: false, now });
    await updateAdministration(tx, id, { ...rowValues(input), districtId: valid.districtId });
    await setAdministrationAssessments(tx, id, assessmentRows(input, valid.variants));
    await setAdministrationOrgs(tx, id, valid.orgIds);
    const result = await materializeAdministration(tx, id, now);
    await audit(tx, ctx, 'administration.update', id, valid.districtId, {
      name: input.name,
      written: result.written,
      deleted: result.deleted,
    });
  });
  return getAdministration(db, ctx.auth, id);
}

/** One administration the caller's scope reaches (404 otherwise). */
export async function getAdministration(
  db: Db,
  auth: AccessTokenPayload,
  id: string,
): Promise<AdministrationView> {
  const row = await findAdministrationInScope(db, id, scopeOf(auth));
  if (!row) throw notFound('No such administration.');
  return loadAdministrationView(db, row);
}

/**
 * Deletes an administration with its assignments (super admins only). Refused once any
 * participant has started one of its assessments, so no run loses its administration.
 */
export async function deleteAdministrationById(
  db: Db,
  id: string,
  ctx: WriteContext,
): Promise<void> {
  if (!ctx.auth.super_admin) throw forbidden('Only super administrators delete administrations.');
  await db.transaction(async (tx) => {
    const row = await lockAdministration(tx, id);
    if (!row) throw notFound('No such administration.');
    if (await hasStartedAssignments(tx, id)) {
      throw new AppError(
        'administration_started',
        'Participants have started this administration; it cannot be deleted.',
      );
    }
    await deleteAdministration(tx, id);
    await audit(tx, ctx, 'administration.delete', id, row.districtId, { name: row.name });
  });
}

async function audit(
  tx: Db,
  ctx: WriteContext,
  action: string,
  id: string,
  districtId: string | null,
  details: Record<string, unknown>,
): Promise<void> {
  await insertAuditEntry(tx, {
    actorUserId: ctx.auth.sub,
    action,
    targetType: 'administration',
    targetId: id,
    districtId,
    details,
    ip: ctx.ip ?? null,
  });
}
