import { describe, expect, it } from 'vitest';
import { PasswordSchema } from './password.ts';
import { passwordProblems } from './password-rules.ts';

describe('password rule (spec section 5)', () => {
  it('accepts 8+ characters with a lowercase, an uppercase and a number', () => {
    expect(passwordProblems('RoarDemo2026')).toEqual([]);
    expect(passwordProblems('aB3aaaaa')).toEqual([]);
    expect(PasswordSchema.safeParse('Ñandú2026x').success).toBe(true);
  });
  it('names every broken rule', () => {
    expect(passwordProblems('aB3')).toEqual(['password_too_short']);
    expect(passwordProblems('ABCDEFG1')).toEqual(['password_needs_lowercase']);
    expect(passwordProblems('abcdefg1')).toEqual(['password_needs_uppercase']);
    expect(passwordProblems('abcdefgH')).toEqual(['password_needs_number']);
    expect(passwordProblems('')).toEqual([
      'password_too_short',
      'password_needs_lowercase',
      'password_needs_uppercase',
      'password_needs_number',
    ]);
  });
  it('reports the codes as schema issues', () => {
    const result = PasswordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('password_too_short');
  });
});
