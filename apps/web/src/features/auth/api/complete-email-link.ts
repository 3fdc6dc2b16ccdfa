import { EmailLinkSessionSchema, type EmailLinkSession } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export interface CompleteEmailLinkRequest {
  email: string;
  token: string;
}

/** POST /api/auth/email-link/complete: the session, and where the link was meant to land. */
export async function completeEmailLink(
  request: CompleteEmailLinkRequest,
): Promise<EmailLinkSession> {
  const answer = await apiClient.post<unknown>('/auth/email-link/complete', request);
  return EmailLinkSessionSchema.parse(answer);
}
