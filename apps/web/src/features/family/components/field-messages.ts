import type { TFunction } from 'i18next';
import { PASSWORD_PROBLEM_CODES } from '@roar/contracts';
import { mapFieldErrors } from '../../../lib/field-errors.ts';

/** Server (and zod) field codes -> message keys of the 'errors' group. */
const CODE_KEYS: Record<string, string> = {
  required: 'required',
  invalidEmail: 'invalidEmail',
  termsRequired: 'termsRequired',
  tooLong: 'tooLong',
  email_taken: 'emailTaken',
  username_taken: 'usernameTaken',
  invalidUsername: 'invalidUsername',
  invalidDate: 'invalidDate',
  invalidGrade: 'invalidGrade',
  activation_code_expired: 'codeExpired',
  activation_code_invalid: 'codeInvalid',
  terms_not_current: 'termsOutdated',
  atLeastOne: 'atLeastOne',
  mismatch: 'mismatch',
};

/** The localised text of a field problem code; a generic hint for codes it does not know. */
export function fieldMessage(code: string, t: TFunction): string {
  if (PASSWORD_PROBLEM_CODES.includes(code)) {
    return t(`passwordRules.${code}`, { ns: 'translation' });
  }
  const key = CODE_KEYS[code];
  return t(`errors.${key ?? 'invalid'}`);
}

/** Localised messages for every field the server named: path -> text. */
export function fieldMessages(
  fields: Record<string, string> | undefined,
  t: TFunction,
): Record<string, string> {
  return mapFieldErrors(fields, { message: (code) => fieldMessage(code, t) });
}

/** The server paths the children's fields show (students.<i>.<field>, students), else undefined. */
export const childFieldPath = (path: string): string | undefined =>
  path.startsWith('students') ? path : undefined;

/** A form-level message for an error without fields (rate limit, captcha, anything else). */
export function formMessage(
  code: string | null,
  fields: Record<string, string> | undefined,
  t: TFunction,
) {
  if (fields?.captchaToken) return t('errors.captcha');
  if (code === 'rate_limited') return t('errors.rateLimited');
  return t('errors.failed');
}
