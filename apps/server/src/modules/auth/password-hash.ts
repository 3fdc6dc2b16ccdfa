import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (the library's default algorithm, m=19456 KiB, t=2, p=1: the
 * OWASP minimum for argon2id). The encoded hash carries its own parameters, so they can be raised
 * later without breaking stored hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches `encodedHash`; false for a wrong password or a malformed hash. */
export async function verifyPassword(encodedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(encodedHash, password);
  } catch {
    return false;
  }
}
