import type { TFunction } from 'i18next';
import { isApiRequestError } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-reporting.ts';
import { formatWait } from '../../lib/format-wait.ts';
import type { CodeKind } from './code-input.tsx';

/** What a refused second-step code means for its form. */
export type CodeProblem =
  /** Shown on the field (400 second_factor_wrong_code). */
  | { kind: 'wrongCode' }
  /** The pending sign-in is over (401 second_factor_expired): start again. */
  | { kind: 'expired'; tooManyWrongCodes: boolean }
  | { kind: 'rateLimited'; retryAfterSeconds: number | undefined }
  | { kind: 'failed' };

/** How the server's message starts when the fifth wrong code ends the pending sign-in. */
const TOO_MANY_WRONG_CODES = 'Too many wrong codes';

export function codeProblemOf(error: unknown): CodeProblem {
  if (!isApiRequestError(error)) {
    reportError(error);
    return { kind: 'failed' };
  }
  if (error.code === 'second_factor_wrong_code') return { kind: 'wrongCode' };
  if (error.code === 'second_factor_expired') {
    return { kind: 'expired', tooManyWrongCodes: error.message.startsWith(TOO_MANY_WRONG_CODES) };
  }
  if (error.status === 429) {
    return { kind: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error.status >= 500) reportError(error);
  return { kind: 'failed' };
}

/** The localised text of a problem (t of the screens texts). */
export function codeProblemText(
  problem: CodeProblem,
  codeKind: CodeKind,
  t: TFunction,
  locale: string,
): string {
  switch (problem.kind) {
    case 'wrongCode':
      return codeKind === 'app'
        ? t('secondFactor.errors.wrongCode')
        : t('secondFactor.errors.wrongRecoveryCode');
    case 'expired':
      return problem.tooManyWrongCodes
        ? t('secondFactor.errors.tooManyWrongCodes')
        : t('secondFactor.errors.expired');
    case 'rateLimited':
      return problem.retryAfterSeconds
        ? t('secondFactor.errors.tooManyAttemptsWait', {
            wait: formatWait(problem.retryAfterSeconds, locale),
          })
        : t('secondFactor.errors.tooManyAttempts');
    case 'failed':
      return t('secondFactor.errors.failed');
  }
}
