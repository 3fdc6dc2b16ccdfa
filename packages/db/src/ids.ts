const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Length of generated ids; the same scheme as `generateId` in packages/contracts. */
export const ID_LENGTH = 20;

/**
 * A new random row id of 20 characters from [A-Za-z0-9], drawn from the platform's cryptographic
 * generator. This package imports nothing of ours, so it keeps its own copy of the contracts'
 * scheme: ids made here and ids made by clients (trial ids) look alike.
 */
export function newId(): string {
  // 62 * 4 = 248 <= 255: rejecting bytes >= 248 keeps every character equally likely.
  let id = '';
  while (id.length < ID_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH * 2));
    for (const byte of bytes) {
      if (byte < 248 && id.length < ID_LENGTH) id += ALPHABET[byte % 62];
    }
  }
  return id;
}
