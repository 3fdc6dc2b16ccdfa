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

  it.each(['Roar2026!', 'R0arReading1', 'TeacherSchool9', 'Clever2025', 'Ph0nics!123'])(
    'refuses %s, built from the product’s words',
    async (password) => {
      expect(await commonPasswordProblem(password)).toBe('password_too_common');
    },
  );

  it('refuses a password built from the account’s own names, and accepts others', async () => {
    const me = ['rosa.martinez', 'rosa.martinez@example.org', 'Rosa', 'Martínez'];
    expect(await commonPasswordProblem('RosaMartinez1', me)).toBe('password_too_common');
    expect(await commonPasswordProblem('Martinez2019!', me)).toBe('password_too_common');
    expect(await commonPasswordProblem('MartinezRoar7', me)).toBe('password_too_common');
    expect(await commonPasswordProblem('blue-otter-roars-7', me)).toBeNull();
  });
});
