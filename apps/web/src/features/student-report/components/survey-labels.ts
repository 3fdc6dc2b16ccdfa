import type { SurveyLanguage } from '@roar/tasks/survey';
import { isApiRequestError } from '../../../lib/api-client.ts';

/** The questions' own language for the interface's: Spanish locales read the Spanish wording. */
export const surveyLanguageOf = (locale: string): SurveyLanguage =>
  locale.toLowerCase().startsWith('es') ? 'es' : 'en';

/**
 * Which message a failed survey change shows (`survey.errors.*`): refused, an answer the server
 * would not take, no connection, or anything else.
 */
export function surveyErrorKey(error: unknown): 'forbidden' | 'invalid' | 'network' | 'other' {
  if (!isApiRequestError(error)) return 'other';
  if (error.status === 403 || error.code === 'forbidden') return 'forbidden';
  if (['validation_failed', 'bad_request'].includes(error.code)) return 'invalid';
  if (['network_error', 'timeout'].includes(error.code)) return 'network';
  return 'other';
}
