import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed links and callbacks of games played on another site (ADR 027). Both sides hold the
 * variant's shared secret; a signature is HMAC-SHA256 (lower-case hex) over the purpose, the run
 * id, the pseudonymous student id and the expiry (Unix seconds), one per line; a launch link's
 * also over its language and callback address, so nobody can point the site elsewhere.
 */

/** How long a launch link, and a completion signed for it, stay valid (seconds). */
export const EXTERNAL_LINK_SECONDS = 4 * 60 * 60;
/** Latest expiry a completion may carry, from now: a longer-lived signature is refused. */
export const EXTERNAL_MAX_EXPIRY_SECONDS = 24 * 60 * 60;

export type SignedPurpose = 'launch' | 'complete';

export interface SignedFields {
  run: string;
  pid: string;
  exp: number;
  /** Launch links: the language and the callback address, signed too. */
  lng?: string;
  callback?: string;
}

const linesOf = (purpose: SignedPurpose, f: SignedFields) => [
  purpose,
  f.run,
  f.pid,
  String(f.exp),
  ...(purpose === 'launch' ? [f.lng ?? '', f.callback ?? ''] : []),
];

/** The signature of `fields` for `purpose` with `secret`. */
export function externalSignature(
  secret: string,
  purpose: SignedPurpose,
  fields: SignedFields,
): string {
  return createHmac('sha256', secret).update(linesOf(purpose, fields).join('\n')).digest('hex');
}

/** Whether `given` is the signature of `fields` (compared in constant time). */
export function signatureHolds(
  secret: string,
  purpose: SignedPurpose,
  fields: SignedFields,
  given: string,
): boolean {
  const expected = Buffer.from(externalSignature(secret, purpose, fields), 'hex');
  const hex = given.toLowerCase();
  const actual = /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : Buffer.alloc(0);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The student's id as the other site sees it: stable per task (a retake is the same child),
 * different between tasks and unlinkable to the account without the server's key.
 */
export function pseudonymOf(key: Buffer, taskId: string, userId: string): string {
  return createHmac('sha256', key).update(`${taskId}\n${userId}`).digest('base64url').slice(0, 22);
}
