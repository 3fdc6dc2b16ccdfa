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

/** Checks an access token's signature, issuer, audience and expiry (cachedAccessTokenVerifier). */
export type SignatureCheck = (
  token: string,
) => Promise<{ payload: AccessTokenPayload } | { problem: TokenProblem }>;

/** A verified token's payload and its expiry (seconds since the epoch). */
export interface VerifiedToken {
  payload: AccessTokenPayload;
  exp: number;
}

/**
 * Verifies signature, issuer, audience and expiry. Returns the payload or the reason it was
 * refused.
 */
export async function verifyAccessToken(
  settings: TokenSettings,
  token: string,
  now = new Date(),
): Promise<{ payload: AccessTokenPayload } | { problem: TokenProblem }> {
  const result = await verifyWithExpiry(settings, token, now);
  return 'problem' in result ? result : { payload: result.payload };
}

/** verifyAccessToken with the token's expiry, which a cache needs. */
export async function verifyWithExpiry(
  settings: TokenSettings,
  token: string,
  now: Date,
): Promise<VerifiedToken | { problem: TokenProblem }> {
  try {
    const { payload } = await jwtVerify(token, settings.keys.publicKey, {
      issuer: settings.issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      algorithms: [SIGNING_ALG],
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const parsed = AccessTokenPayloadSchema.safeParse(payload);
    return parsed.success ? { payload: parsed.data, exp: payload.exp! } : { problem: 'invalid' };
  } catch (err) {
    return { problem: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Tokens a verifier remembers; at about 1 KB each, 10,000 is some 10 MB at most. */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * verifyAccessToken with a memory of the tokens it has verified, by their exact text: checking a
 * signature costs about 0.4 ms of CPU on every request (issue 22, point 3), a lookup nothing. A
 * token's text contains its signature, so the same text verifies the same way, except for time:
 * expiry is checked again against `now` on every hit, as jose does (exp <= now is expired). Only
 * this check is remembered; the revoked-state read (live-access.ts) still runs on every request.
 * Bounded: the oldest entry leaves when the memory is full.
 */
export function cachedAccessTokenVerifier(
  settings: TokenSettings,
  max = VERIFIED_TOKENS_MAX,
  check = verifyWithExpiry,
) {
  const verified = new Map<string, VerifiedToken>();
  return async (
    token: string,
    now = new Date(),
  ): Promise<{ payload: AccessTokenPayload } | { problem: TokenProblem }> => {
    const hit = verified.get(token);
    if (hit) {
      if (hit.exp > Math.floor(now.getTime() / 1000)) return { payload: hit.payload };
      verified.delete(token);
      return { problem: 'expired' };
    }
    const result = await check(settings, token, now);
    if ('problem' in result) return result;
    if (verified.size >= max) verified.delete(verified.keys().next().value!);
    verified.set(token, result);
    return { payload: result.payload };
  };
}
