import { hasPermission, type AccessTokenPayload, type Permission } from '@roar/contracts';
import { findUserById, type Db } from '@roar/db';
import { computeClaims } from '../auth/claims.ts';
import { JobFailure } from './job-handler.ts';

/**
 * The person who started a job as they are when it runs: their current claims and permissions,
 * read again from the database, so work started by someone who has since been archived or lost
 * the right is refused (`not_permitted`), and the work stays inside their scope of now.
 */
export async function actorNow(
  db: Db,
  userId: string | null,
  permission: Permission,
  now: Date,
): Promise<AccessTokenPayload> {
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user || user.archivedAt) throw new JobFailure('not_permitted');
  const { claims, permissions } = await computeClaims(db, user, now);
  if (!hasPermission(permissions, permission, () => undefined)) {
    throw new JobFailure('not_permitted');
  }
  return {
    ...claims,
    sub: user.id,
    sid: 'job',
    perms: permissions,
    auth_time: Math.floor(now.getTime() / 1000),
    auth_method: 'job',
  };
}
