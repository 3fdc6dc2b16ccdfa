import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { generateId } from '@roar/contracts';
import { SIGNING_ALG } from './keys.ts';
import type { TokenSettings } from './tokens.ts';

/**
 * The known-device cookie (docs/decisions/021-sign-in-throttling.md): set on every successful
 * password sign-in, it names this browser (a random device id) and the accounts that have signed
 * in on it. Sign-ins of those accounts from this browser are never slowed by other clients'
 * failures. Signed like the SSO flow cookie, with the server's token key and an audience of its
 * own, so every replica reads it and it can never pass for another token.
 */
export const KNOWN_DEVICE_COOKIE = 'roar_device';
/** How long a browser stays known without a new sign-in. */
export const KNOWN_DEVICE_TTL_SECONDS = 180 * 24 * 3600;
/** Accounts one browser remembers, the latest first (a shared classroom computer keeps a class). */
export const KNOWN_DEVICE_MAX_ACCOUNTS = 40;
const KNOWN_DEVICE_AUDIENCE = 'roar-known-device';

const KnownDeviceSchema = z.object({
  deviceId: z.string().min(1).max(64),
  userIds: z.array(z.string().min(1).max(64)).max(KNOWN_DEVICE_MAX_ACCOUNTS),
});
export type KnownDevice = z.infer<typeof KnownDeviceSchema>;

/** The device after `userId` signed in on it: a new device when there was none, that id first. */
export function rememberAccount(device: KnownDevice | null, userId: string): KnownDevice {
  const others = (device?.userIds ?? []).filter((id) => id !== userId);
  return {
    deviceId: device?.deviceId ?? generateId(),
    userIds: [userId, ...others].slice(0, KNOWN_DEVICE_MAX_ACCOUNTS),
  };
}

/** True when the device has seen a successful sign-in of `userId`. */
export function knowsAccount(device: KnownDevice | null, userId: string | undefined): boolean {
  return Boolean(device && userId && device.userIds.includes(userId));
}

export async function sealKnownDevice(
  settings: TokenSettings,
  device: KnownDevice,
): Promise<string> {
  return new SignJWT({ ...device })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: settings.keys.kid })
    .setIssuer(settings.issuer)
    .setAudience(KNOWN_DEVICE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${KNOWN_DEVICE_TTL_SECONDS}s`)
    .sign(settings.keys.privateKey);
}

/** The device of a cookie, or null when it is missing, forged, expired or malformed. */
export async function openKnownDevice(
  settings: TokenSettings,
  token: string | undefined,
): Promise<KnownDevice | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, settings.keys.publicKey, {
      issuer: settings.issuer,
      audience: KNOWN_DEVICE_AUDIENCE,
      algorithms: [SIGNING_ALG],
    });
    const parsed = KnownDeviceSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
