import type { FamilyChildInput, FamilyConsent, FamilyParent } from '@roar/contracts';
import {
  findTakenLogins,
  insertAuditEntry,
  insertLegalAcceptances,
  insertMemberships,
  insertOrg,
  insertUser,
  normalizeEmail,
  setPasswordHash,
  type Db,
  type User,
} from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import { today } from '../../lib/day.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { refuseCommonPassword } from '../auth/common-passwords.ts';
import { createChildren } from './create-children.ts';
import { acceptedTermsDocument } from './terms.ts';

export interface RegisterFamilyInput {
  email: string;
  password: string;
  parent: FamilyParent;
  students: FamilyChildInput[];
  consent: FamilyConsent;
  isTestData: boolean;
}

const emailTaken = () =>
  new AppError('email_taken', 'This email address is already in use.', { email: 'email_taken' });

/** A unique-index violation on users (another registration won a race): the same answers. */
function asLoginConflict(err: unknown): AppError | undefined {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, message } = current as Record<string, unknown>;
    const text = `${String(constraint ?? '')} ${String(message ?? '')}`;
    if (code === '23505' && text.includes('users_email_key')) return emailTaken();
    if (code === '23505' && text.includes('users_username_key')) {
      return new AppError('username_taken', 'A username is already in use.', {
        students: 'username_taken',
      });
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Registers a family in one transaction (the family-creation operation, docs/product/data.md
 * section 10): the parent account and password, a family organisation named after the parent, the
 * parent's membership, the accepted terms, and each child (see createChildren). Nothing is written
 * when anything fails.
 */
export async function registerFamily(
  db: Db,
  input: RegisterFamilyInput,
  now = new Date(),
): Promise<{ parent: User; familyId: string; childIds: string[] }> {
  const email = normalizeEmail(input.email);
  // Checked first so a taken email is reported before any (slow) password hashing.
  if ((await findTakenLogins(db, { emails: [email], usernames: [] })).emails.has(email)) {
    throw emailTaken();
  }
  const termsDocumentId = await acceptedTermsDocument(db, input.consent);
  await refuseCommonPassword(input.password, 'password', [
    input.email,
    input.parent.firstName,
    input.parent.lastName,
  ]);
  const passwordHash = await hashPassword(input.password);
  const { firstName, lastName, canContact } = input.parent;
  try {
    return await db.transaction(async (tx) => {
      const parent = await insertUser(tx, {
        email,
        nameFirst: firstName,
        nameLast: lastName,
        displayName: `${firstName} ${lastName}`,
        userType: 'parent',
        canContact,
        isTest: input.isTestData,
      });
      await setPasswordHash(tx, { userId: parent.id, passwordHash, changedAt: now });
      const family = await insertOrg(tx, {
        type: 'family',
        name: `${lastName} Family`,
        isTest: input.isTestData,
      });
      await insertMemberships(tx, [
        { userId: parent.id, orgId: family.id, role: 'parent', startOn: today(now) },
      ]);
      if (termsDocumentId) {
        await insertLegalAcceptances(tx, {
          userId: parent.id,
          documentIds: [termsDocumentId],
          acceptedAt: now,
        });
      }
      const childIds = await createChildren(tx, {
        familyId: family.id,
        students: input.students,
        isTest: input.isTestData,
        now,
      });
      await insertAuditEntry(tx, {
        actorUserId: parent.id,
        action: 'family.register',
        targetType: 'org',
        targetId: family.id,
        details: { childIds, isTest: input.isTestData, termsDocumentId: termsDocumentId ?? null },
      });
      return { parent, familyId: family.id, childIds };
    });
  } catch (err) {
    throw asLoginConflict(err) ?? err;
  }
}
