import { describe, expect, it } from 'vitest';
import { displayNameFor } from './display-name.ts';

describe('display name fallback (spec section 9)', () => {
  const opts = { isAdmin: false, authDomain: 'roar-auth.com' };
  it('prefers first name, then display name, then username', () => {
    expect(
      displayNameFor({ name: { first: 'Ana' }, displayName: 'A. P.', username: 'ana1' }, opts),
    ).toBe('Ana');
    expect(
      displayNameFor({ name: { first: ' ' }, displayName: 'A. P.', username: 'ana1' }, opts),
    ).toBe('A. P.');
    expect(displayNameFor({ username: 'ana1', email: 'ana@x.org' }, opts)).toBe('ana1');
  });
  it('uses the email, stripping our own auth domain only', () => {
    expect(displayNameFor({ email: 'kid42@roar-auth.com' }, opts)).toBe('kid42');
    expect(displayNameFor({ email: 'ana@school.org' }, opts)).toBe('ana@school.org');
  });
  it('falls back to Admin or User', () => {
    expect(displayNameFor({}, opts)).toBe('User');
    expect(displayNameFor(null, { isAdmin: true })).toBe('Admin');
  });
});
