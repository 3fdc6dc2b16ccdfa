import {
  PERMISSIONS as P,
  orgUpdateProblems,
  type AccessTokenPayload,
  type OrgAddress,
  type OrgCreateInput,
  type OrgList,
  type ParsedOrgListQuery,
  type OrgSummary,
  type OrgUpdateInput,
  type Permission,
} from '@roar/contracts';
import {
  findAnyOrgInScope,
  insertAuditEntry,
  insertOrg,
  listOrgsInScope,
  moveOrg,
  updateOrgRow,
  type Db,
  type Org,
  type OrgType,
} from '@roar/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { scopeOf } from '../access/scope.ts';
import { readOnlyHere, writeScopeOf } from '../access/write-scope.ts';
import { toOrgSummaries, toOrgSummary } from './org-summary.ts';

/** Who acts and from where (for the audit log). */
export interface Actor {
  auth: AccessTokenPayload;
  ip?: string;
}

const NO_SUCH_ORG = 'No such organisation.';

/** Drops empty parts of an address; null when nothing is left. */
function cleanAddress(address: OrgAddress | null | undefined): OrgAddress | null {
  if (!address) return null;
  const kept = Object.fromEntries(Object.entries(address).filter(([, v]) => v));
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * The organisation `field` names as a parent: inside the caller's scope, of the expected type,
 * not archived. Anything else is a problem with that field.
 */
async function parentFor(
  db: Db,
  actor: Actor,
  field: string,
  id: string,
  type: OrgType,
): Promise<Org> {
  const parent = await findAnyOrgInScope(db, id, scopeOf(actor.auth));
  if (!parent || parent.type !== type) {
    throw new AppError('validation_failed', `No ${type} ${id}.`, { [field]: 'notFound' });
  }
  if (parent.archivedAt) {
    throw new AppError('validation_failed', `The ${type} is archived.`, { [field]: 'archived' });
  }
  return parent;
}

/** Creates a district, school, class or group with its tree links and tenant key; audited. */
export async function createOrg(
  db: Db,
  actor: Actor,
  input: OrgCreateInput & { tags: string[]; isTest: boolean },
): Promise<OrgSummary> {
  return db.transaction(async (tx) => {
    let parent: Org | undefined;
    if (input.type === 'school') {
      parent = await parentFor(tx, actor, 'districtId', input.districtId!, 'district');
    } else if (input.type === 'class') {
      parent = await parentFor(tx, actor, 'schoolId', input.schoolId!, 'school');
      if (input.districtId && parent.districtId !== input.districtId) {
        throw new AppError('validation_failed', 'The school is not in that district.', {
          schoolId: 'notInDistrict',
        });
      }
    } else if (input.type === 'group' && input.parentId) {
      parent = await parentFor(tx, actor, 'parentId', input.parentId, 'group');
    }
    const org = await insertOrg(tx, {
      type: input.type,
      name: input.name,
      abbreviation: input.abbreviation,
      parentId: parent?.id ?? null,
      ...(input.type === 'district' ? {} : { districtId: parent?.districtId ?? null }),
      schoolId: input.type === 'class' ? parent!.id : null,
      grade: input.type === 'class' ? input.grade : null,
      ncesId: input.ncesId || null,
      address: cleanAddress(input.address),
      tags: [...new Set(input.tags)],
      isTest: input.isTest,
    });
    await insertAuditEntry(tx, {
      actorUserId: actor.auth.sub,
      action: 'org.create',
      targetType: org.type,
      targetId: org.id,
      districtId: org.districtId,
      details: { name: org.name, parentId: org.parentId },
      ip: actor.ip ?? null,
    });
    return toOrgSummary(tx, org);
  });
}

/** One page of the organisations of a type the caller may see. */
export async function listOrgs(
  db: Db,
  auth: AccessTokenPayload,
  query: ParsedOrgListQuery,
): Promise<OrgList> {
  const { page, pageSize } = query;
  const { rows, total } = await listOrgsInScope(
    db,
    {
      type: query.type,
      parentId: query.parentId,
      districtId: query.districtId,
      schoolId: query.schoolId,
      search: query.search || undefined,
      includeArchived: Boolean(query.includeArchived),
      includeSubgroups: Boolean(query.includeSubgroups),
      limit: pageSize,
      offset: (page - 1) * pageSize,
    },
    scopeOf(auth),
  );
  return { items: await toOrgSummaries(db, rows), total, page, pageSize };
}

/** An organisation inside the caller's scope; 404 otherwise (as if it did not exist). */
export async function orgInScope(db: Db, auth: AccessTokenPayload, id: string): Promise<Org> {
  const org = await findAnyOrgInScope(db, id, scopeOf(auth));
  if (!org) throw notFound(NO_SUCH_ORG);
  return org;
}

/**
 * An organisation the caller may change with `permission`: inside the read scope (404 otherwise)
 * and inside the write scope of that permission (403 otherwise: a teacher reads their class but
 * does not change it; docs/decisions/022-write-permissions.md).
 */
export async function orgToChange(
  db: Db,
  auth: AccessTokenPayload,
  id: string,
  permission: Permission,
): Promise<Org> {
  const org = await orgInScope(db, auth, id);
  const writable = await writeScopeOf(db, auth, permission);
  if (!writable.all && !(await findAnyOrgInScope(db, org.id, writable))) throw readOnlyHere();
  return org;
}

export async function getOrg(db: Db, auth: AccessTokenPayload, id: string): Promise<OrgSummary> {
  return toOrgSummary(db, await orgInScope(db, auth, id));
}

/**
 * Edits an organisation inside the caller's write scope (Organizations.UPDATE). Type and tree links
 * stay, except that a super admin may move a school to another district or a class to another
 * school.
 */
export async function updateOrg(
  db: Db,
  actor: Actor,
  id: string,
  input: OrgUpdateInput,
): Promise<OrgSummary> {
  return db.transaction(async (tx) => {
    const org = await orgToChange(tx, actor.auth, id, P.Organizations.UPDATE);
    const problems = orgUpdateProblems(org.type, input);
    if (Object.keys(problems).length > 0) {
      throw new AppError('validation_failed', 'The request is not valid.', problems);
    }
    const newParentId =
      org.type === 'school' ? input.districtId : org.type === 'class' ? input.schoolId : undefined;
    const moving = newParentId !== undefined && newParentId !== org.parentId;
    if (moving) {
      if (!actor.auth.super_admin) {
        throw new AppError('forbidden', 'Only a super administrator can move an organisation.');
      }
      const field = org.type === 'school' ? 'districtId' : 'schoolId';
      const parentType = org.type === 'school' ? 'district' : 'school';
      await moveOrg(tx, org, await parentFor(tx, actor, field, newParentId, parentType));
    }
    const updated = await updateOrgRow(tx, org.id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.abbreviation !== undefined && { abbreviation: input.abbreviation }),
      ...(input.grade !== undefined && { grade: input.grade }),
      ...(input.ncesId !== undefined && { ncesId: input.ncesId || null }),
      ...(input.address !== undefined && { address: cleanAddress(input.address) }),
      ...(input.tags !== undefined && { tags: [...new Set(input.tags)] }),
      ...(input.isTest !== undefined && { isTest: input.isTest }),
      ...(input.surveyAnswersToTeachers !== undefined && {
        surveyAnswersToTeachers: input.surveyAnswersToTeachers,
      }),
    });
    if (!updated) throw notFound(NO_SUCH_ORG);
    await insertAuditEntry(tx, {
      actorUserId: actor.auth.sub,
      action: 'org.update',
      targetType: org.type,
      targetId: org.id,
      districtId: updated.districtId,
      details: {
        fields: Object.keys(input),
        ...(moving ? { movedFrom: org.parentId } : {}),
        // Who may see children's survey answers is worth reading back in the log.
        ...(input.surveyAnswersToTeachers !== undefined && {
          surveyAnswersToTeachers: input.surveyAnswersToTeachers,
        }),
      },
      ip: actor.ip ?? null,
    });
    return toOrgSummary(tx, updated);
  });
}

/**
 * Archives (or brings back) an organisation inside the caller's write scope (Organizations.UPDATE).
 * Nothing is deleted and nothing below it changes; archived organisations drop out of lists and
 * pickers. An admin cannot archive an organisation they administer directly (they would lock
 * themselves out).
 */
export async function setOrgArchived(
  db: Db,
  actor: Actor,
  id: string,
  archived: boolean,
): Promise<OrgSummary> {
  return db.transaction(async (tx) => {
    const org = await orgToChange(tx, actor.auth, id, P.Organizations.UPDATE);
    const scope = scopeOf(actor.auth);
    if (!scope.all && scope.rootOrgIds.includes(org.id)) {
      throw new AppError('forbidden', 'You cannot archive an organisation you administer.');
    }
    if ((org.archivedAt !== null) === archived) return toOrgSummary(tx, org);
    const updated = await updateOrgRow(tx, org.id, { archivedAt: archived ? new Date() : null });
    await insertAuditEntry(tx, {
      actorUserId: actor.auth.sub,
      action: archived ? 'org.archive' : 'org.unarchive',
      targetType: org.type,
      targetId: org.id,
      districtId: org.districtId,
      ip: actor.ip ?? null,
    });
    return toOrgSummary(tx, updated!);
  });
}
