import type { FamilyChildInput } from '@roar/contracts';
import {
  EVERYTHING,
  findActivationCode,
  findTakenLogins,
  insertMemberships,
  insertUser,
  normalizeUsername,
  setPasswordHash,
  type Db,
  type NewMembership,
  type User,
} from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import { today } from '../../lib/day.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { refuseCommonPassword } from '../auth/common-passwords.ts';
import { afterMembershipChange } from '../assignments/membership-events.ts';

/** Field path of a child's input field in the request (`students.<i>.<field>`). */
export const childField = (index: number, field: keyof FamilyChildInput) =>
  `students.${index}.${field}`;

/** A child's name as parents and launchers see it: names, else username. */
export function childDisplayName(user: Pick<User, 'nameFirst' | 'nameLast' | 'username' | 'id'>) {
  const name = [user.nameFirst, user.nameLast].filter(Boolean).join(' ').trim();
  return name || user.username || user.id;
}

type CodeOrg = { id: string; districtId: string | null };

/**
 * The organisation of each child's activation code (null without a code). An unknown, revoked or
 * expired code is a per-field error, checked before anything is written.
 */
async function codeOrgs(
  db: Db,
  students: readonly FamilyChildInput[],
  now: Date,
): Promise<(CodeOrg | null)[]> {
  const result: (CodeOrg | null)[] = [];
  const problems: Record<string, string> = {};
  for (const [index, student] of students.entries()) {
    const code = student.activationCode?.trim().toLowerCase();
    if (!code) {
      result.push(null);
      continue;
    }
    const found = await findActivationCode(db, code, EVERYTHING);
    if (!found || found.org.archivedAt) {
      problems[childField(index, 'activationCode')] = 'activation_code_invalid';
    } else if (found.code.revokedAt || (found.code.expiresAt && found.code.expiresAt <= now)) {
      problems[childField(index, 'activationCode')] = 'activation_code_expired';
    }
    result.push(found ? { id: found.org.id, districtId: found.org.districtId } : null);
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError('validation_failed', 'An activation code is not valid.', problems);
  }
  return result;
}

/** Refuses usernames that exist already or repeat within the request (first offender named). */
async function checkUsernames(db: Db, students: readonly FamilyChildInput[]): Promise<void> {
  const names = students.map((s) => normalizeUsername(s.username));
  const taken = await findTakenLogins(db, { usernames: names, emails: [] });
  const index = names.findIndex((name, i) => taken.usernames.has(name) || names.indexOf(name) < i);
  if (index >= 0) {
    throw new AppError('username_taken', `The username ${names[index]} is already in use.`, {
      [childField(index, 'username')]: 'username_taken',
    });
  }
}

/**
 * Creates the children of a family inside the caller's transaction `tx`: each a student account
 * with its password, a 'child' membership in the family and, with a valid activation code, a
 * 'student' membership in the code's organisation; then their assignments are brought in line.
 * Answers the new ids. Throws (and writes nothing the caller keeps) on any invalid child.
 */
export async function createChildren(
  tx: Db,
  params: { familyId: string; students: readonly FamilyChildInput[]; isTest: boolean; now: Date },
): Promise<string[]> {
  const { familyId, students, isTest, now } = params;
  if (students.length === 0) return [];
  await checkUsernames(tx, students);
  for (const [index, student] of students.entries()) {
    await refuseCommonPassword(student.password, childField(index, 'password'), [
      student.username,
      student.firstName,
      student.lastName,
    ]);
  }
  const orgs = await codeOrgs(tx, students, now);
  const startOn = today(now);
  const rows: NewMembership[] = [];
  const ids: string[] = [];
  for (const [index, student] of students.entries()) {
    const org = orgs[index] ?? null;
    const user = await insertUser(tx, {
      username: student.username,
      nameFirst: student.firstName || null,
      nameLast: student.lastName || null,
      displayName: [student.firstName, student.lastName].filter(Boolean).join(' ') || null,
      userType: 'student',
      grade: student.grade,
      dateOfBirth: student.dateOfBirth,
      districtId: org?.districtId ?? null,
      isTest,
    });
    await setPasswordHash(tx, {
      userId: user.id,
      passwordHash: await hashPassword(student.password),
      changedAt: now,
    });
    rows.push({ userId: user.id, orgId: familyId, role: 'child', districtId: null, startOn });
    if (org) {
      rows.push({
        userId: user.id,
        orgId: org.id,
        role: 'student',
        districtId: org.districtId,
        startOn,
      });
    }
    ids.push(user.id);
  }
  await insertMemberships(tx, rows);
  await afterMembershipChange(tx, ids, now);
  return ids;
}
