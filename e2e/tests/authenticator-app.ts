import { createHmac } from 'node:crypto';

/**
 * What an authenticator app on a phone does with the key it was given (RFC 6238: HMAC-SHA1,
 * 30-second steps, six digits), written apart from the server's implementation so that the two
 * check each other.
 */
export function authenticatorCode(key: string, stepsFromNow = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...key.replace(/\s+/g, '').toUpperCase()]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const secret = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + stepsFromNow));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const at = mac[19]! & 0xf;
  return String((mac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
