import {
  findActiveUserByEmail,
  findFederatedIdentity,
  findUserById,
  linkFederatedIdentity,
  listFederatedIdentities,
  type Db,
  type User,
} from '@roar/db';
import type { SsoProvider } from '@roar/contracts';
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
