import {
  RegisterStudentsResponseSchema,
  type RegisterStudentsRequest,
  type RosterRowResult,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/admin/roster/students: one batch (at most ROSTER_BATCH_MAX rows); a result per row. */
export async function registerStudents(
  request: RegisterStudentsRequest,
): Promise<RosterRowResult[]> {
  const body = await apiClient.post<unknown>('/admin/roster/students', request, {
    // Each row hashes a password: a full batch takes a few seconds.
    timeoutMs: 120_000,
  });
  return RegisterStudentsResponseSchema.parse(body).results;
}
