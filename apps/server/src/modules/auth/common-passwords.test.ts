import { describe, expect, it } from 'vitest';
import { commonPasswordProblem } from './common-passwords.ts';

describe('commonPasswordProblem', () => {
  it.each([
    'P4ssword',
    'password',
    'Password1!',
    'Summer2024',
    'Qwerty123',

    'L3tm3in!',
    'M1chael99',
  ])('refuses %s', async (password) => {
    expect(await commonPasswordProblem(password)).toBe('password_too_common');
  });

  it.each(['RoarDemo2026', 'Readers2026', 'Brand-New-Pass9', 'kX9#mWq2pL', 'blue-otter-sings-7'])(
    'accepts %s',
    async (password) => {
      expect(await commonPasswordProblem(password)).toBeNull();
    },
  );
});
