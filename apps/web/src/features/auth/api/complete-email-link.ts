import {
  EmailLinkSessionSchema,
  SecondFactorStepSchema,
  type EmailLinkSession,
  type SecondFactorStep,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export interface CompleteEmailLinkRequest {
  email: string;
  token: string;
}

// `.or`, not z.union: the web app has no direct dependency on zod.
const CompletedLinkSchema = EmailLinkSessionSchema.or(SecondFactorStepSchema);

/**
 * POST /api/auth/email-link/complete: the session, or the second step, and where the link was
 * meant to land.
 */
export async function completeEmailLink(
  request: CompleteEmailLinkRequest,
): Promise<EmailLinkSession | SecondFactorStep> {
  const answer = await apiClient.post<unknown>('/auth/email-link/complete', request);
  return CompletedLinkSchema.parse(answer);
}
