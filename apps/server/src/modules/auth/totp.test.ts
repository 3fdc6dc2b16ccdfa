import { describe, expect, it } from 'vitest';
import { base32, fromBase32, hotp, matchTotp, otpauthUri, stepAt, totpAt } from './totp.ts';

// RFC 4226 appendix D and RFC 6238 appendix B (SHA-1, the 20-byte ASCII secret).
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

describe('one-time codes', () => {
  it('gives the HOTP values of RFC 4226', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922'];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it('gives the TOTP values of RFC 6238 (eight digits there, six here)', () => {
    const cases: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1234567890, '89005924'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of cases) {
      expect(hotp(RFC_SECRET, stepAt(new Date(seconds * 1000)), 8)).toBe(code);
      expect(totpAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code.slice(2));
    }
  });

  it('accepts the codes of one step either side of now, and nothing else', () => {
    const now = new Date(1_700_000_000_000);
    const step = stepAt(now);
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step - 2), now)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + 2), now)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, '12345', now)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, '１２３４５６', now)).toBeUndefined();
  });

  it('writes secrets in base32 and addresses in the Key Uri Format', () => {
    expect(base32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(fromBase32('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_SECRET);
    expect(fromBase32(base32(Buffer.from('foobar')))).toEqual(Buffer.from('foobar'));
    expect(otpauthUri({ secret: RFC_SECRET, issuer: 'ROAR', account: 'ana@example.org' })).toBe(
      'otpauth://totp/ROAR:ana%40example.org?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=ROAR&algorithm=SHA1&digits=6&period=30',
    );
  });
});
