import { useQuery } from '@tanstack/react-query';
import { RegistrationTermsSchema, type RegistrationTerms } from '@roar/contracts';
import { apiClient, isApiRequestError } from '../../../lib/api-client.ts';
import { familyKeys } from './family-keys.ts';

/** GET /api/auth/register/terms?locale=: the current terms; null when none are published. */
export async function getTerms(
  locale: string,
  signal?: AbortSignal,
): Promise<RegistrationTerms | null> {
  try {
    const body = await apiClient.get<unknown>('/auth/register/terms', {
      query: { locale },
      signal,
    });
    return RegistrationTermsSchema.parse(body);
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useTerms(locale: string) {
  return useQuery({
    queryKey: familyKeys.terms(locale),
    queryFn: ({ signal }) => getTerms(locale, signal),
    staleTime: Infinity,
  });
}
