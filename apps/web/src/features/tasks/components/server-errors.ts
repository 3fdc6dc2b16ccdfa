import type { TFunction } from 'i18next';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { apiFieldErrors } from '../../../lib/field-errors.ts';

/** Field messages and a summary for a failed save, in the user's language. */
export interface FormErrors {
  fields: Record<string, string>;
  summary: string | null;
}

/** Server field codes that have their own text; other field problems read 'not accepted'. */
const FIELD_CODES: Record<string, string> = {
  task_id_taken: 'errors.taskIdTaken',
  unknown_internal_task: 'errors.unknownInternalTask',
  variant_name_taken: 'errors.variantNameTaken',
  bundle_name_taken: 'errors.bundleNameTaken',
  unknown_variant: 'errors.unknownVariant',
  task_repeated: 'errors.taskRepeated',
};

/**
 * Maps an API error to form messages: codes with a field go next to the field, others to the
 * summary. Server messages are developer text and never shown.
 */
export function formErrorsOf(error: unknown, t: TFunction): FormErrors {
  if (!isApiRequestError(error)) return { fields: {}, summary: t('errors.failed') };
  if (error.code === 'variant_in_use') return { fields: {}, summary: t('errors.variantInUse') };
  if (error.code === 'unknown_internal_task') {
    return { fields: { id: t('errors.unknownInternalTask') }, summary: null };
  }
  const fields = apiFieldErrors(error, {
    message: (code, path) => {
      const key = FIELD_CODES[code];
      if (key) return t(key);
      return path === 'externalUrl' ? t('errors.httpsOnly') : t('errors.invalid');
    },
  });
  return Object.keys(fields).length > 0
    ? { fields, summary: null }
    : { fields, summary: t('errors.failed') };
}
