import { GENERATED_ID_LENGTH } from './constants.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new random document id of GENERATED_ID_LENGTH characters from [A-Za-z0-9], drawn from the
 * platform's cryptographic generator (available in browsers and in Node 20 as globalThis.crypto).
 */
export function generateId(): string {
  // 62 * 4 = 248 <= 255: rejecting bytes >= 248 keeps every character equally likely.
  let id = '';
  while (id.length < GENERATED_ID_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(GENERATED_ID_LENGTH * 2));
    for (const byte of bytes) {
      if (byte < 248 && id.length < GENERATED_ID_LENGTH) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

/** True when `value` has the shape of a generated id. */
export function isGeneratedId(value: string): boolean {
  return value.length === GENERATED_ID_LENGTH && /^[A-Za-z0-9]+$/.test(value);
}
