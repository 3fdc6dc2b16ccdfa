import { insertAuditEntry, listLiveSessions, revokeOwnSessionFamily, type Db } from '@roar/db';
import type { SignedInSession } from '@roar/contracts';
import { AppError } from '../../lib/errors.ts';

/** Where the user is signed in, newest activity first (ASVS 7.5.2). */
export async function ownSessions(
  db: Db,
  params: { userId: string; currentFamilyId: string },
): Promise<SignedInSession[]> {
  const rows = await listLiveSessions(db, params.userId, new Date());
  return rows.map((row) => ({
    id: row.familyId,
    signedInAt: row.authenticatedAt.toISOString(),
    lastActiveAt: row.createdAt.toISOString(),
    authMethod: row.authMethod,
    userAgent: row.userAgent,
    current: row.familyId === params.currentFamilyId,
  }));
}

/** Ends one of the user's own sessions; 404 for any id that is not one of theirs. */
export async function endOwnSession(
  db: Db,
  params: { userId: string; familyId: string; ip: string },
): Promise<void> {
  const at = new Date();
  const ended = await revokeOwnSessionFamily(db, {
    userId: params.userId,
    familyId: params.familyId,
    at,
  });
  if (!ended) throw new AppError('not_found', 'No such session.');
  await insertAuditEntry(db, {
    actorUserId: params.userId,
    action: 'auth.session_ended',
    targetType: 'user',
    targetId: params.userId,
    ip: params.ip,
  });
}
