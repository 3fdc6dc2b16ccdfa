import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a fresh nonce per value: `iv | tag | ciphertext`. Job inputs, pending passwords
 * and job files are sealed so that a copy of the database alone does not reveal the passwords and
 * personal data they carry (docs/decisions/024-background-jobs.md).
 */
export function seal(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Opens a sealed value; throws when it was sealed with another key or altered. */
export function unseal(key: Buffer, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** A JSON value, compressed then sealed. */
export function sealJson(key: Buffer, value: unknown): Buffer {
  return seal(key, gzipSync(JSON.stringify(value)));
}

export function unsealJson<T>(key: Buffer, sealed: Buffer): T {
  return JSON.parse(gunzipSync(unseal(key, sealed)).toString('utf8')) as T;
}
