import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParticipantHome } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { participantKeys } from './participant-keys.ts';

/**
 * GET /api/app/assignments (?launchId= in launch mode): the participant's open assignments. The
 * server answers for the student a launcher acts for and refuses students outside their scope.
 */
export async function getAssignments(
  launchId: string | undefined,
  signal?: AbortSignal,
): Promise<ParticipantHome> {
  const body = await apiClient.get<unknown>('/app/assignments', {
    query: { launchId },
    signal,
  });
  // The schema library loads with the answer, not with the child's first page (budget).
  const { parseParticipantHome } = await import('./parse-participant-home.ts');
  return parseParticipantHome(body);
}

export const assignmentsQuery = (launchId: string | undefined) =>
  queryOptions({
    queryKey: participantKeys.assignments(launchId),
    queryFn: ({ signal }) => getAssignments(launchId, signal),
  });

/**
 * The home's data, read again whenever the window regains focus: an external task finishes in
 * another tab, and the child comes back to this one.
 */
export function useAssignments(launchId: string | undefined) {
  return useQuery({ ...assignmentsQuery(launchId), refetchOnWindowFocus: 'always' });
}
