import { PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * The rules of docs/product/validation.md section 1, each with a stable code the client maps to
 * localised text.
 */
export const PASSWORD_RULES = [
  { code: 'password_too_short', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { code: 'password_needs_lowercase', test: (p: string) => /\p{Ll}/u.test(p) },
  { code: 'password_needs_uppercase', test: (p: string) => /\p{Lu}/u.test(p) },
  { code: 'password_needs_number', test: (p: string) => /\p{Nd}/u.test(p) },
] as const;
export type PasswordRuleCode = (typeof PASSWORD_RULES)[number]['code'];

/** The codes of every rule the password breaks; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordRuleCode[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.code);
}

/**
 * The server's extra refusal: the password is one of the most common ones (checked against a list
 * too large for the browser). Adults setting a password and imported pupil rows get it.
 */
export const PASSWORD_TOO_COMMON = 'password_too_common';

/** Every code a password can be refused with: the rules, then the common-password check. */
export const PASSWORD_PROBLEM_CODES = [
  ...PASSWORD_RULES.map((rule) => rule.code),
  PASSWORD_TOO_COMMON,
] as readonly string[];
export type PasswordProblemCode = PasswordRuleCode | typeof PASSWORD_TOO_COMMON;
