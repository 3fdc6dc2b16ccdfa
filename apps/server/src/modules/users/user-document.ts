import type { User } from '@roar/db';
import type { UserDocument } from '@roar/contracts';

/**
 * The user record as clients read it (docs/product/data.md section 5); never credentials or
 * internal fields.
 */
export function toUserDocument(user: User): UserDocument {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    name: { first: user.nameFirst, middle: user.nameMiddle, last: user.nameLast },
    userType: user.userType,
    grade: user.grade,
    dateOfBirth: user.dateOfBirth,
    preferredLocale: user.preferredLocale,
    nycps: user.nycps,
  };
}
