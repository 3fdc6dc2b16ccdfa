import { isApiRequestError } from './api-client.ts';

/**
 * Field problems as the server reports them in `{error: {code, message, fields}}` (ApiErrorSchema
 * of @roar/contracts): a dotted path ('name.first', 'students.0.grade') -> a problem code.
 */
export type FieldProblems = Record<string, string>;

/** How a form shows field problems: on which of its fields, and with which text. */
export interface FieldErrorMapping {
  /** The form field a server path is shown on; undefined leaves it out. Default: the path. */
  field?: (path: string) => string | undefined;
  /** The form's (localised) message for a problem code on a field. Default: the code itself. */
  message?: (code: string, field: string) => string;
}

/**
 * Maps field problems onto a form: form field -> message. A field shows the first problem the
 * server named for it; paths the mapping leaves out are dropped.
 */
export function mapFieldErrors(
  fields: FieldProblems | undefined,
  mapping: FieldErrorMapping = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, code] of Object.entries(fields ?? {})) {
    const field = mapping.field ? mapping.field(path) : path;
    if (field === undefined || Object.hasOwn(errors, field)) continue;
    errors[field] = mapping.message ? mapping.message(code, field) : code;
  }
  return errors;
}

/**
 * The field problems of a failed API call mapped onto a form (see mapFieldErrors). Empty for an
 * error without field problems, or one that is not an ApiRequestError at all.
 */
export function apiFieldErrors(
  error: unknown,
  mapping?: FieldErrorMapping,
): Record<string, string> {
  return mapFieldErrors(isApiRequestError(error) ? error.fields : undefined, mapping);
}
