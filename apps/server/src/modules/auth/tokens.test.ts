import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { loadSigningKeys } from './keys.ts';
import {
  cachedAccessTokenVerifier,
  signAccessToken,
  verifyAccessToken,
  verifyWithExpiry,
  type TokenSettings,
} from './tokens.ts';

const settings = async (issuer = 'http://test'): Promise<TokenSettings> => ({
  keys: await loadSigningKeys(parseEnv({ DATA_DIR: 'memory://' })),
  issuer,
  ttlSeconds: 900,
});

const input = (userId: string) => ({
  userId,
  sessionFamilyId: `family-${userId}`,
  claims: { role: 'student', roles: [], adminOrgs: {}, minimalAdminOrgs: {} } as never,
  permissions: [],
  authenticatedAt: new Date('2026-11-28T10:00:00Z'),
  authMethod: 'password',
});

const issuedAt = new Date('2026-11-28T10:00:00Z');
const at = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('cachedAccessTokenVerifier', () => {
  it('answers a token it verified as verifyAccessToken does, until the token expires', async () => {
    const s = await settings();
    const { token } = await signAccessToken(s, input('u1'), issuedAt);
    const verify = cachedAccessTokenVerifier(s);
    const first = await verify(token, at(1));
    expect(first).toEqual(await verifyAccessToken(s, token, at(1)));
    expect(first).toMatchObject({ payload: { sub: 'u1', sid: 'family-u1' } });
    // Remembered: the same answer later, still inside the token's life.
    expect(await verify(token, at(899))).toEqual(first);
    // Expiry is checked on every hit, as jose does: at exp the token is expired.
    expect(await verify(token, at(900))).toEqual({ problem: 'expired' });
    expect(await verifyAccessToken(s, token, at(900))).toEqual({ problem: 'expired' });
    // Once expired it is forgotten: the next check is the full one again.
    expect(await verify(token, at(1))).toEqual(first);
  });

  it('never remembers a refusal: a forged or altered token is refused every time', async () => {
    const s = await settings();
    const verify = cachedAccessTokenVerifier(s);
    const { token } = await signAccessToken(s, input('u1'), issuedAt);
    const [header, body, signature] = token.split('.');
    const otherBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), sub: 'u2' }),
    ).toString('base64url');
    const forged = [header, otherBody, signature].join('.');
    expect(await verify(forged, at(1))).toEqual({ problem: 'invalid' });
    expect(await verify(token, at(1))).toMatchObject({ payload: { sub: 'u1' } });
    expect(await verify(forged, at(2))).toEqual({ problem: 'invalid' });
    // A token from another issuer (another deployment's key) is refused too.
    const stranger = await signAccessToken(await settings('http://other'), input('u1'), issuedAt);
    expect(await verify(stranger.token, at(1))).toEqual({ problem: 'invalid' });
  });

  it('keeps at most its bound, forgetting the oldest token first', async () => {
    const s = await settings();
    const checked: string[] = [];
    const verify = cachedAccessTokenVerifier(s, 2, (settings, token, now) => {
      checked.push(token);
      return verifyWithExpiry(settings, token, now);
    });
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map(async (u) => (await signAccessToken(s, input(u), issuedAt)).token),
    );
    for (const token of [a!, b!, a!, b!]) await verify(token, at(1));
    expect(checked).toEqual([a, b]);
    await verify(c!, at(1)); // full: a, the oldest, is forgotten
    await verify(b!, at(1));
    await verify(a!, at(1));
    expect(checked).toEqual([a, b, c, a]);
  });
});
