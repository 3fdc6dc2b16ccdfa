import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { hkdfSync, type webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { generateId } from '@roar/contracts';
import type { Env } from '../../config/env.ts';
import { IN_MEMORY } from '../../config/env.ts';

type CryptoKey = webcrypto.CryptoKey;

export const SIGNING_ALG = 'EdDSA';
const KEY_FILE = 'auth-signing-key.json';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** Public JWK published in the JWKS. */
  publicJwk: JWK;
  /**
   * A 32-byte secret for `purpose` derived from the private key (HKDF-SHA256), so every replica
   * configured with the same key shares it without another secret to manage (e.g. the key that
   * seals job inputs, docs/decisions/024-background-jobs.md).
   */
  derivedSecret(purpose: string): Buffer;
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKeys> {
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.d || !jwk.x) {
    throw new Error('AUTH_PRIVATE_JWK must be an Ed25519 private key (kty OKP, crv Ed25519)');
  }
  const kid = jwk.kid ?? 'default';
  const { d: _d, ...publicPart } = jwk;
  const privateKey = (await importJWK({ ...jwk, alg: SIGNING_ALG }, SIGNING_ALG)) as CryptoKey;
  const publicKey = (await importJWK(
    { ...publicPart, alg: SIGNING_ALG },
    SIGNING_ALG,
  )) as CryptoKey;
  return {
    kid,
    privateKey,
    publicKey,
    publicJwk: { ...publicPart, kid, alg: SIGNING_ALG, use: 'sig' },
    derivedSecret: (purpose) =>
      Buffer.from(hkdfSync('sha256', Buffer.from(jwk.d!, 'base64url'), 'roar', purpose, 32)),
  };
}

export async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { crv: 'Ed25519', extractable: true });
  return { ...(await exportJWK(privateKey)), kid: generateId() };
}

/**
 * The key that signs access tokens: AUTH_PRIVATE_JWK when set (production requires it, so every
 * replica verifies every token); otherwise one generated on first start and kept in DATA_DIR, so
 * demo sessions survive a restart; in memory for a throw-away database.
 */
export async function loadSigningKeys(env: Env): Promise<SigningKeys> {
  if (env.AUTH_PRIVATE_JWK) return fromPrivateJwk(JSON.parse(env.AUTH_PRIVATE_JWK) as JWK);
  if (env.dataDir === IN_MEMORY) return fromPrivateJwk(await generatePrivateJwk());
  const file = join(env.dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(env.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(await generatePrivateJwk()), { mode: 0o600, flag: 'wx' });
  }
  return fromPrivateJwk(JSON.parse(readFileSync(file, 'utf8')) as JWK);
}
