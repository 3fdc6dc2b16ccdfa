import {
  findActiveUserByEmail,
  findFederatedIdentity,
  findUserById,
  hasPassword,
  insertAuditEntry,
  linkFederatedIdentity,
  listFederatedIdentities,
  revokeUserSessions,
  unlinkFederatedIdentities,
  type Db,
  type User,
} from '@roar/db';
import type { LinkedIdentity, SsoProvider } from '@roar/contracts';
import { AppError } from '../../lib/errors.ts';
import { isRecentSignIn } from '../auth/recent-sign-in.ts';
import { findLiveSession } from '../auth/session-service.ts';
import type { ProviderClaims } from './oidc-client.ts';

/** Why a provider sign-in found no account to use; goes into /sso?error=. */
export class SsoAccountError extends Error {
  constructor(readonly code: 'not_provisioned' | 'identity_in_use') {
    super(code);
    this.name = 'SsoAccountError';
  }
}

export interface ResolvedAccount {
  user: User;
  /** How the identity was linked during this sign-in, if it was. */
  linkedBy?: 'verified_email' | 'link_action';
}

const isActive = (user: User | undefined): user is User => Boolean(user && !user.archivedAt);

/**
 * The account a provider identity signs in to (docs/decisions/008-single-sign-on.md):
 * (a) the account already linked to (provider, sub);
 * (b) an explicit link action: the signed-in account that started it (refused when the identity
 *     belongs to another account);
 * (c) an active account whose email matches the provider's verified email, unless that account
 *     already has another identity of this provider (it is then another person at the provider);
 * (d) otherwise none: not provisioned (accounts are created by rostering, never by signing in).
 */
export async function resolveAccount(
  db: Db,
  params: { provider: SsoProvider; claims: ProviderClaims; linkUserId?: string | undefined },
): Promise<ResolvedAccount> {
  const { provider, claims } = params;
  const existing = await findFederatedIdentity(db, { provider, subject: claims.sub });
  if (existing) {
    if (params.linkUserId && existing.userId !== params.linkUserId) {
      throw new SsoAccountError('identity_in_use');
    }
    const user = await findUserById(db, existing.userId);
    if (!isActive(user)) throw new SsoAccountError('not_provisioned');
    return { user };
  }

  const link = async (user: User, linkedBy: ResolvedAccount['linkedBy']) => {
    const row = await linkFederatedIdentity(db, {
      userId: user.id,
      provider,
      subject: claims.sub,
      email: claims.email ?? null,
    });
    // A concurrent sign-in linked the subject elsewhere first: do not sign in to the wrong account.
    if (row.userId !== user.id) throw new SsoAccountError('identity_in_use');
    return { user, linkedBy };
  };

  if (params.linkUserId) {
    const user = await findUserById(db, params.linkUserId);
    if (!isActive(user)) throw new SsoAccountError('not_provisioned');
    return link(user, 'link_action');
  }

  if (claims.email && claims.emailVerified) {
    const user = await findActiveUserByEmail(db, claims.email);
    if (user) {
      const identities = await listFederatedIdentities(db, user.id);
      if (identities.some((i) => i.provider === provider)) {
        throw new SsoAccountError('not_provisioned');
      }
      return link(user, 'verified_email');
    }
  }
  throw new SsoAccountError('not_provisioned');
}

/** Records in the audit log that a sign-in linked a provider identity to the account. */
export async function auditIdentityLinked(
  db: Db,
  params: {
    user: User;
    provider: SsoProvider;
    linkedBy: NonNullable<ResolvedAccount['linkedBy']>;
    ip: string;
  },
): Promise<void> {
  const { user } = params;
  await insertAuditEntry(db, {
    actorUserId: user.id,
    action: 'auth.identity_linked',
    targetType: 'user',
    targetId: user.id,
    districtId: user.districtId,
    details: { provider: params.provider, by: params.linkedBy },
    ip: params.ip,
  });
}

/**
 * The account a link action is for: the live session of the refresh token (the same rule as
 * refreshing, see findLiveSession), signed in recently enough for a sensitive change.
 */
export async function linkingUserId(
  db: Db,
  refreshToken: string,
  now = new Date(),
): Promise<string | undefined> {
  const live = await findLiveSession(db, refreshToken, now);
  if (!live || !isRecentSignIn(live.session.authenticatedAt, now)) return undefined;
  return live.user.id;
}

/** The provider accounts linked to a user (profile, accounts tab). */
export async function linkedIdentities(db: Db, userId: string): Promise<LinkedIdentity[]> {
  const rows = await listFederatedIdentities(db, userId);
  return rows.map((row) => ({
    provider: row.provider,
    email: row.email,
    linkedAt: row.createdAt.toISOString(),
  }));
}

/**
 * Unlinks the user's identity of `provider` and records it in the audit log. Refused when none is
 * linked, and when it is the only way left to sign in (no other identity and no password). The
 * user's other sessions end with it (ASVS 7.4.3), as after a password change: one of them may be
 * the provider account's; the session making the change stays signed in.
 */
export async function unlinkIdentity(
  db: Db,
  params: { userId: string; provider: SsoProvider; ip: string; sessionFamilyId: string },
): Promise<void> {
  const { provider } = params;
  const user = await findUserById(db, params.userId);
  if (!isActive(user)) throw new AppError('unauthenticated', 'Sign-in required.');
  const identities = await listFederatedIdentities(db, user.id);
  if (!identities.some((i) => i.provider === provider)) {
    throw new AppError('not_found', `No ${provider} account is linked.`);
  }
  const othersLeft = identities.some((i) => i.provider !== provider);
  if (!othersLeft && !(await hasPassword(db, user.id))) {
    throw new AppError(
      'conflict',
      'This is the only way to sign in to this account: set a password or link another account first.',
    );
  }
  const now = new Date();
  await unlinkFederatedIdentities(db, { userId: user.id, provider });
  await revokeUserSessions(db, user.id, now, params.sessionFamilyId);
  await insertAuditEntry(db, {
    actorUserId: user.id,
    action: 'auth.identity_unlinked',
    targetType: 'user',
    targetId: user.id,
    districtId: user.districtId,
    details: { provider },
    ip: params.ip,
  });
}
