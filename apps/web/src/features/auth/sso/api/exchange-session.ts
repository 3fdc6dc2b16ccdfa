import { AuthSessionSchema, type AuthSession } from '@roar/contracts';
import { apiClient } from '../../../../lib/api-client.ts';

/**
 * After a provider sign-in the server has set the refresh cookie; this exchanges it for a session
 * (`POST /api/auth/refresh`), exactly as a reload would.
 */
export async function exchangeRefreshCookie(): Promise<AuthSession> {
  const body = await apiClient.post<unknown>('/auth/refresh', undefined, {
    retryOnUnauthorized: false,
  });
  return AuthSessionSchema.parse(body);
}
