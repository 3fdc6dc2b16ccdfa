import { apiClient } from '../../lib/api-client.ts';

export interface BugReportInput {
  name?: string;
  email?: string;
  message: string;
  /** The page the report was sent from (path only: queries may hold tokens). */
  pageUrl?: string;
}

/** POST /api/bug-reports; the access token is sent when signed in so the report names the user. */
export async function submitBugReport(report: BugReportInput): Promise<void> {
  await apiClient.post<unknown>('/bug-reports', report);
}
