import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { loadSigningKeys } from './keys.ts';
import {
  KNOWN_DEVICE_MAX_ACCOUNTS,
  knowsAccount,
  openKnownDevice,
  rememberAccount,
  sealKnownDevice,
} from './known-device.ts';
import { signAccessToken, type TokenSettings } from './tokens.ts';

const settings = async (): Promise<TokenSettings> => ({
  keys: await loadSigningKeys(parseEnv({ DATA_DIR: 'memory://' })),
  issuer: 'http://test',
  ttlSeconds: 900,
});

describe('rememberAccount', () => {
  it('starts a device on a first sign-in, then keeps its accounts, the latest first', () => {
    const first = rememberAccount(null, 'u1');
    expect(first.deviceId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(first.userIds).toEqual(['u1']);
    const later = rememberAccount(rememberAccount(first, 'u2'), 'u1');
    expect(later).toEqual({ deviceId: first.deviceId, userIds: ['u1', 'u2'] });
    expect(knowsAccount(later, 'u2')).toBe(true);
    expect(knowsAccount(later, 'u3')).toBe(false);
    expect(knowsAccount(later, undefined)).toBe(false);
    expect(knowsAccount(null, 'u1')).toBe(false);
  });

  it('forgets the oldest account past the bound', () => {
    let device = rememberAccount(null, 'u0');
    for (let i = 1; i <= KNOWN_DEVICE_MAX_ACCOUNTS; i += 1)
      device = rememberAccount(device, `u${i}`);
    expect(device.userIds).toHaveLength(KNOWN_DEVICE_MAX_ACCOUNTS);
    expect(device.userIds[0]).toBe(`u${KNOWN_DEVICE_MAX_ACCOUNTS}`);
    expect(device.userIds).not.toContain('u0');
  });
});

describe('the known-device cookie', () => {
  it('reads back what this server sealed, and nothing forged, foreign or of another kind', async () => {
    const mine = await settings();
    const device = rememberAccount(rememberAccount(null, 'u1'), 'u2');
    const sealed = await sealKnownDevice(mine, device);
    expect(await openKnownDevice(mine, sealed)).toEqual(device);

    expect(await openKnownDevice(mine, undefined)).toBeNull();
    expect(await openKnownDevice(mine, `${sealed.slice(0, -4)}AAAA`)).toBeNull();
    expect(await openKnownDevice(await settings(), sealed)).toBeNull(); // another key
    const { token } = await signAccessToken(mine, {
      userId: 'u1',
      sessionFamilyId: 'f1',
      claims: {} as never,
      permissions: [],
      authenticatedAt: new Date(),
      authMethod: 'password',
    });
    expect(await openKnownDevice(mine, token)).toBeNull(); // an access token is no device
  });
});
