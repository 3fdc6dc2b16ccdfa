import { isApiRequestError } from '../../lib/api-client.ts';

/** The 401 a sensitive change answers when the sign-in is older than the allowed age. */
export function isRecentSignInRequired(error: unknown): boolean {
  return (
    isApiRequestError(error) &&
    error.status === 401 &&
    error.code === 'unauthenticated' &&
    error.message === 'recent_sign_in_required'
  );
}
