import type { UpdateProfileRequest, UserDocument } from '@roar/contracts';
import { insertAuditEntry, updateUserProfile, type Db } from '@roar/db';
import { notFound } from '../../lib/errors.ts';
import { toUserDocument } from './user-document.ts';

const orNull = (value: string | undefined) => (value ? value : null);

/**
 * Updates the caller's own names (profile, user-info tab) and records it in the audit log. Empty
 * optional names are stored as null.
 */
export async function updateOwnProfile(
  db: Db,
  params: { userId: string; changes: UpdateProfileRequest; ip?: string },
): Promise<UserDocument> {
  const { name, displayName } = params.changes;
  return db.transaction(async (tx) => {
    const user = await updateUserProfile(tx, params.userId, {
      nameFirst: name.first,
      nameMiddle: orNull(name.middle),
      nameLast: orNull(name.last),
      displayName: orNull(displayName),
    });
    if (!user) throw notFound('No such user.');
    await insertAuditEntry(tx, {
      actorUserId: user.id,
      action: 'user.update_profile',
      targetType: 'user',
      targetId: user.id,
      districtId: user.districtId,
      details: { fields: ['name', ...(displayName === undefined ? [] : ['displayName'])] },
      ip: params.ip ?? null,
    });
    return toUserDocument(user);
  });
}
