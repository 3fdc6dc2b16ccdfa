import type { TFunction } from 'i18next';
import { apiFieldErrors as mapApiFieldErrors } from '../../../lib/field-errors.ts';

/** Field name -> localised message. */
export type FieldErrors = Record<string, string>;

/** Fields with their own 'missing' text. */
const FIELDS_WITH_OWN_TEXT = new Set(['name', 'abbreviation', 'districtId', 'schoolId', 'grade']);

/**
 * The localised message of a problem code for a field: a field-specific text for a missing value
 * ('Please supply a name.'), otherwise the code's text, otherwise a generic one.
 */
export function fieldMessage(t: TFunction, field: string, code: string): string {
  if (code === 'required' && FIELDS_WITH_OWN_TEXT.has(field)) return t(`errors.${field}`);
  return t(`errors.${code}`, { defaultValue: t('errors.invalid') });
}

/** Problems of a zod check (the same contract schema the server uses), by top-level field. */
export function zodFieldErrors(
  t: TFunction,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = fieldMessage(t, field, issue.message);
  }
  return errors;
}

/** Per-field problems of a failed save (400 with `fields`); empty for any other failure. */
export function apiFieldErrors(t: TFunction, error: unknown): FieldErrors {
  return mapApiFieldErrors(error, {
    field: (path) => path.split('.')[0]!,
    message: (code, field) => fieldMessage(t, field, code),
  });
}
