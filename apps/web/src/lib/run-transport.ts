import type { RunTransport } from '@roar/tasks/runtime/run-uploader.ts';
import { apiClient } from './api-client.ts';

/**
 * The HTTP side of a game's run uploader (packages/tasks runtime): each call is one request to
 * the app target's run endpoints. Records carry client-generated ids, so the uploader may resend
 * a batch whose answer was lost; the server counts it as duplicates. A failed call rejects and
 * the uploader retries with backoff (an expired access token is refreshed by the API client).
 */
const runPath = (runId: string, action: string) =>
  `/app/runs/${encodeURIComponent(runId)}/${action}`;

export function createRunHttpTransport(): RunTransport {
  return {
    async uploadTrials(runId, trials) {
      await apiClient.post<unknown>(runPath(runId, 'trials'), { trials });
    },
    async uploadInteractions(runId, events) {
      await apiClient.post<unknown>(runPath(runId, 'interactions'), { events });
    },
    async reportRejected(runId, report) {
      await apiClient.post<unknown>(runPath(runId, 'rejected'), report);
    },
    async complete(runId) {
      await apiClient.post<unknown>(runPath(runId, 'complete'), {});
    },
  };
}
