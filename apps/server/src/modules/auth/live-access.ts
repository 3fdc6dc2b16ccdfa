import { isAccessLive, type Db } from '@roar/db';
import type { AccessTokenVerifier } from '../../plugins/authenticate.ts';
import type { SignatureCheck } from './tokens.ts';

/**
 * The access-token check of every authenticated request: the signature, issuer, audience and
 * expiry (tokens.ts), then one indexed read of the shared store, so that signing out, revoking a
 * session or archiving the user refuses the token on the very next request in every process
 * (issue 14, point 5), not when it expires up to ACCESS_TOKEN_TTL_SECONDS later. The signature
 * check is remembered per token (cachedAccessTokenVerifier); this read never is.
 */
export function liveAccessTokenVerifier(
  db: Db,
  verifyAccessToken: SignatureCheck,
): AccessTokenVerifier {
  return async (token) => {
    const verified = await verifyAccessToken(token);
    if ('problem' in verified) return verified;
    const { sub: userId, sid: familyId } = verified.payload;
    const live = await isAccessLive(db, { userId, familyId, now: new Date() });
    return live ? verified : { problem: 'revoked' };
  };
}
