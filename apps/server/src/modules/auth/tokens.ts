import { SignJWT, jwtVerify, errors } from 'jose';
import { AccessTokenPayloadSchema, type AccessTokenPayload, type Claims } from '@roar/contracts';
import { SIGNING_ALG, type SigningKeys } from './keys.ts';

/** Audience of every access token: only our API accepts them. */
export const ACCESS_TOKEN_AUDIENCE = 'roar-api';

export interface AccessTokenInput {
  userId: string;
  sessionFamilyId: string;
  claims: Claims;
  permissions: readonly string[];
  authenticatedAt: Date;
  authMethod: string;
}

export interface TokenSettings {
  keys: SigningKeys;
  issuer: string;
  ttlSeconds: number;
}

/**
 * Signs a short-lived access token carrying the claims and permissions (docs/product/identity.md
 * section 2).
 */
export async function signAccessToken(
  settings: TokenSettings,
  input: AccessTokenInput,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + settings.ttlSeconds) * 1000);
  const token = await new SignJWT({
    ...input.claims,
    sid: input.sessionFamilyId,
    perms: [...input.permissions],
    auth_time: Math.floor(input.authenticatedAt.getTime() / 1000),
    auth_method: input.authMethod,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: settings.keys.kid, typ: 'JWT' })
    .setSubject(input.userId)
    .setIssuer(settings.issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(settings.keys.privateKey);
  return { token, expiresAt };
}

/** Why a token was refused; never shown to users, only logged. */
export type TokenProblem = 'expired' | 'invalid';

/**
 * Verifies signature, issuer, audience and expiry. Returns the payload or the reason it was
 * refused.
 */
export async function verifyAccessToken(
  settings: TokenSettings,
  token: string,
  now = new Date(),
): Promise<{ payload: AccessTokenPayload } | { problem: TokenProblem }> {
  try {
    const { payload } = await jwtVerify(token, settings.keys.publicKey, {
      issuer: settings.issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      algorithms: [SIGNING_ALG],
      currentDate: now,
    });
    const parsed = AccessTokenPayloadSchema.safeParse(payload);
    return parsed.success ? { payload: parsed.data } : { problem: 'invalid' };
  } catch (err) {
    return { problem: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
