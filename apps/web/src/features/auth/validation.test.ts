import { describe, expect, it } from 'vitest';
import { isValidEmail, validateSignIn } from './validation.ts';

describe('validateSignIn', () => {
  it('asks for both fields when empty', () => {
    expect(validateSignIn({ identifier: '  ', password: '' }, 'password')).toEqual({
      identifier: 'identifierRequired',
      password: 'passwordRequired',
    });
  });

  it('accepts a username or a valid email with a password', () => {
    expect(validateSignIn({ identifier: 'ada.lovelace', password: 'x' }, 'password')).toEqual({});
    expect(validateSignIn({ identifier: 'ada@example.org', password: 'x' }, 'password')).toEqual(
      {},
    );
  });

  it.each(['ada@', '@example.org', 'ada@example', 'a da@example.org', 'ada@@example.org'])(
    'flags %s as an invalid email',
    (identifier) => {
      expect(validateSignIn({ identifier, password: 'x' }, 'password').identifier).toBe(
        'invalidEmail',
      );
    },
  );

  it('needs an email address, and no password, in email-link mode', () => {
    expect(validateSignIn({ identifier: 'ada', password: '' }, 'email-link')).toEqual({
      identifier: 'emailRequired',
    });
    expect(validateSignIn({ identifier: 'ada@example.org', password: '' }, 'email-link')).toEqual(
      {},
    );
  });

  it('recognises valid addresses', () => {
    expect(isValidEmail('first.last+tag@sub.example.co.uk')).toBe(true);
    expect(isValidEmail('nope')).toBe(false);
  });
});
