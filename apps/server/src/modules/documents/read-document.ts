import {
  ActivationCodeDocumentSchema,
  OrgDocumentSchema,
  UserClaimsDocumentSchema,
  UserDocumentSchema,
  assertCollection,
  type AccessTokenPayload,
  type Collection,
  type OrgDocument,
} from '@roar/contracts';
import {
  findActivationCode,
  findOrgInScope,
  findUserById,
  type Db,
  type Org,
  type OrgType,
} from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import { computeClaims } from '../auth/claims.ts';
import { scopeOf } from '../access/scope.ts';
import { mayReadUser } from '../users/user-access.ts';
import { toUserDocument } from '../users/user-document.ts';
import { readAdministrationDocument, readLegalDocument } from '../administrations/document.ts';
import { getTask } from '../tasks/task-service.ts';

const ORG_COLLECTIONS: Partial<Record<Collection, OrgType>> = {
  districts: 'district',
  schools: 'school',
  classes: 'class',
  groups: 'group',
  families: 'family',
};

function toOrgDocument(org: Org): OrgDocument {
  return OrgDocumentSchema.parse({
    id: org.id,
    type: org.type,
    name: org.name,
    abbreviation: org.abbreviation,
    parentOrgId: org.parentId,
    districtId: org.districtId,
    schoolId: org.schoolId,
    grade: org.grade,
    address: org.address ?? null,
    tags: org.tags,
    archived: org.archivedAt !== null,
  });
}

/**
 * Checks a collection name, answering the message of docs/product/errors.md section 1 as a 404 for
 * an unknown one.
 */
export function collectionOf(name: string): Collection {
  try {
    assertCollection(name);
  } catch (err) {
    throw new AppError('not_found', (err as Error).message);
  }
  return name;
}

/**
 * One document of the collections of docs/product/data.md section 8 as the caller may see it, or
 * undefined when it does not exist or the caller may not read it (the two are never told apart).
 * Organisations: inside the caller's scope. Users: as mayReadUser says (launchers read only
 * their students). Claims: their own, or any for a super admin. Activation codes (id = the
 * code): of an organisation in scope. Other collections arrive with their modules.
 */
export async function readDocument(
  db: Db,
  auth: AccessTokenPayload,
  collection: Collection,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const orgType = ORG_COLLECTIONS[collection];
  if (orgType) {
    const org = await findOrgInScope(db, { type: orgType, id }, scopeOf(auth));
    return org && toOrgDocument(org);
  }
  if (collection === 'users') {
    if (!(await mayReadUser(db, auth, id))) return undefined;
    const user = await findUserById(db, id);
    return user && UserDocumentSchema.parse(toUserDocument(user));
  }
  if (collection === 'userClaims') {
    if (auth.sub !== id && !auth.super_admin) return undefined;
    const user = await findUserById(db, id);
    if (!user) return undefined;
    const { claims, permissions } = await computeClaims(db, user);
    return UserClaimsDocumentSchema.parse({
      id,
      claims,
      permissions,
      lastUpdated: user.updatedAt.toISOString(),
    });
  }
  if (collection === 'administrations') return readAdministrationDocument(db, auth, id);
  // Published legal texts are for everyone who signs in.
  if (collection === 'legal') return readLegalDocument(db, id);
  // The task catalogue is product-wide: any signed-in user reads a task with its variants.
  if (collection === 'tasks') return getTask(db, id);
  if (collection === 'activationCodes') {
    const found = await findActivationCode(db, id, scopeOf(auth));
    if (!found) return undefined;
    return ActivationCodeDocumentSchema.parse({
      id: found.code.code,
      code: found.code.code,
      orgId: found.org.id,
      orgType: found.org.type,
      orgName: found.org.name,
      expiresAt: found.code.expiresAt?.toISOString() ?? null,
      revokedAt: found.code.revokedAt?.toISOString() ?? null,
      createdAt: found.code.createdAt.toISOString(),
    });
  }
  return undefined;
}

/**
 * Keeps only the named top-level fields (field masks, docs/product/calls.md section 1); all without
 * a mask.
 */
export function applyMask(
  fields: Record<string, unknown>,
  fieldPaths: readonly string[] | undefined,
): Record<string, unknown> {
  if (fieldPaths === undefined) return fields;
  const wanted = new Set(fieldPaths.map((p) => p.split('.')[0]));
  return Object.fromEntries(Object.entries(fields).filter(([key]) => wanted.has(key)));
}
