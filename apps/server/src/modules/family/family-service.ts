import {
  LAUNCH_STUDENTS_PAGE_SIZE,
  type AccessTokenPayload,
  type FamilyChildInput,
  type FamilyChildren,
  type FamilyRegistrationStatus,
  type LaunchStudents,
  type Locale,
} from '@roar/contracts';
import {
  findCurrentMembersOf,
  findCurrentMemberships,
  findOpenAssignmentsOf,
  findStudentReportLinks,
  insertAuditEntry,
  isInAdministrationTree,
  listStudentsInScope,
  updateUserAdminFields,
  type Db,
  type User,
} from '@roar/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { today } from '../../lib/day.ts';
import { scopeOf } from '../access/scope.ts';
import { setPupilPassword } from '../auth/pupil-password.ts';
import { childDisplayName, createChildren } from './create-children.ts';

/**
 * The family the caller is a parent of (current 'parent' membership), read from the database
 * rather than the token so a just-registered parent is recognised at once. Null: not a parent.
 */
export async function familyOfParent(db: Db, userId: string, now: Date): Promise<string | null> {
  const current = await findCurrentMemberships(db, userId, today(now));
  return current.find((m) => m.orgType === 'family' && m.role === 'parent')?.orgId ?? null;
}

/**
 * `GET /api/admin/family/registration`: the "verify parent registration" operation of
 * docs/product/calls.md section 3.
 */
export async function registrationStatus(
  db: Db,
  auth: AccessTokenPayload,
  now = new Date(),
): Promise<FamilyRegistrationStatus> {
  const familyId = await familyOfParent(db, auth.sub, now);
  if (!familyId) return { ready: false, familyId: null, childCount: 0 };
  const children = await findCurrentMembersOf(db, {
    orgIds: [familyId],
    role: 'child',
    day: today(now),
  });
  return { ready: true, familyId, childCount: children.length };
}

/** The caller's children with a summary of their open assignments (empty for non-parents). */
export async function listChildren(
  db: Db,
  auth: AccessTokenPayload,
  now = new Date(),
): Promise<FamilyChildren> {
  const familyId = await familyOfParent(db, auth.sub, now);
  if (!familyId) return { familyId: null, children: [] };
  const children = await findCurrentMembersOf(db, {
    orgIds: [familyId],
    role: 'child',
    day: today(now),
  });
  const open = await findOpenAssignmentsOf(
    db,
    children.map((c) => c.id),
    now,
  );
  const scope = scopeOf(auth);
  const reachesFamily = new Map<string, boolean>();
  for (const administrationId of new Set(open.map((a) => a.administrationId))) {
    reachesFamily.set(
      administrationId,
      await isInAdministrationTree(db, { administrationId, scope, orgId: familyId }),
    );
  }
  return {
    familyId,
    children: children.map((child) => ({
      id: child.id,
      displayName: childDisplayName(child),
      username: child.username,
      grade: child.grade,
      homeLocale: child.homeLocale,
      assignments: open
        .filter((a) => a.userId === child.id)
        .map((a) => {
          const required = a.assessments.filter((s) => !s.optional);
          return {
            administrationId: a.administrationId,
            publicName: a.publicName || a.name,
            dateClosed: a.dateClosed?.toISOString() ?? null,
            requiredTotal: required.length,
            requiredCompleted: required.filter((s) => s.completedOn).length,
            anyCompleted: a.assessments.some((s) => s.completedOn),
            familyReport: reachesFamily.get(a.administrationId) ?? false,
          };
        }),
    })),
  };
}

/** `POST /api/admin/family/children`: a parent adds children to their family, in one transaction. */
export async function addChildren(
  db: Db,
  auth: AccessTokenPayload,
  students: FamilyChildInput[],
  ip: string | undefined,
  now = new Date(),
): Promise<string[]> {
  const familyId = await familyOfParent(db, auth.sub, now);
  if (!familyId) throw new AppError('forbidden', 'Only a parent can add children to a family.');
  return db.transaction(async (tx) => {
    const childIds = await createChildren(tx, { familyId, students, isTest: false, now });
    await insertAuditEntry(tx, {
      actorUserId: auth.sub,
      action: 'family.add_children',
      targetType: 'org',
      targetId: familyId,
      details: { childIds },
      ip: ip ?? null,
    });
    return childIds;
  });
}

/**
 * `POST /api/admin/family/children/:id/password`: a parent sets a new password for one of their
 * own (current, unarchived) children, else 404 exactly like an unknown id; someone who is no
 * parent gets 403. The rules, the store, the revocation and the audit entry are those of
 * setPupilPassword. Answers the child, whose sign-in identifiers the caller then clears from the
 * sign-in throttle.
 */
export async function setChildPassword(
  db: Db,
  auth: AccessTokenPayload,
  params: { childId: string; password: string; ip?: string | undefined },
  now = new Date(),
): Promise<User> {
  const child = await ownChild(
    db,
    auth,
    params.childId,
    'Only a parent can set a child’s password.',
    now,
  );
  await setPupilPassword(db, {
    actorUserId: auth.sub,
    pupil: child,
    password: params.password,
    ip: params.ip,
    now,
  });
  return child;
}

/**
 * One of the caller's own (current, unarchived) children, else 404 exactly like an unknown id;
 * someone who is no parent gets 403 with `forbidden`.
 */
async function ownChild(
  db: Db,
  auth: AccessTokenPayload,
  childId: string,
  forbidden: string,
  now: Date,
): Promise<User> {
  const familyId = await familyOfParent(db, auth.sub, now);
  if (!familyId) throw new AppError('forbidden', forbidden);
  const children = await findCurrentMembersOf(db, {
    orgIds: [familyId],
    role: 'child',
    day: today(now),
  });
  const child = children.find((c) => c.id === childId);
  if (!child) throw notFound('No such child.');
  return child;
}

/**
 * `PATCH /api/admin/family/children/:id`: a parent chooses the locale of the letters about one of
 * their own children (null: the reader's own language). Ownership is checked as for
 * setChildPassword; the change and its audit entry (`user.update`, as an administrator's edit) are
 * one transaction.
 */
export async function setChildHomeLocale(
  db: Db,
  auth: AccessTokenPayload,
  params: { childId: string; homeLocale: Locale | null; ip?: string | undefined },
  now = new Date(),
): Promise<void> {
  const child = await ownChild(
    db,
    auth,
    params.childId,
    'Only a parent can choose the language of a child’s letters.',
    now,
  );
  await db.transaction(async (tx) => {
    if (!(await updateUserAdminFields(tx, child.id, { homeLocale: params.homeLocale }))) {
      throw notFound('No such child.');
    }
    await insertAuditEntry(tx, {
      actorUserId: auth.sub,
      action: 'user.update',
      targetType: 'user',
      targetId: child.id,
      districtId: child.districtId,
      details: { fields: ['homeLocale'], source: 'family' },
      ip: params.ip ?? null,
    });
  });
}

/** `GET /api/admin/launch/students`: students inside the launcher's scope, one page. */
export async function listLaunchStudents(
  db: Db,
  auth: AccessTokenPayload,
  query: { search?: string | undefined; page: number },
  now = new Date(),
): Promise<LaunchStudents> {
  const pageSize = LAUNCH_STUDENTS_PAGE_SIZE;
  const { rows, total } = await listStudentsInScope(db, scopeOf(auth), {
    search: query.search || undefined,
    day: today(now),
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  const links = await findStudentReportLinks(db, {
    userIds: rows.map((user) => user.id),
    scope: scopeOf(auth),
    day: today(now),
  });
  return {
    students: rows.map((user) => ({
      id: user.id,
      displayName: childDisplayName(user),
      username: user.username,
      grade: user.grade,
      reports: links
        .filter((link) => link.userId === user.id)
        .map(({ userId: _, ...link }) => link),
    })),
    total,
    page: query.page,
    pageSize,
  };
}
