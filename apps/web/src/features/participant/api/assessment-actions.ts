import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { participantKeys } from './participant-keys.ts';

export interface AssessmentTarget {
  administrationId: string;
  taskId: string;
  /** The student a launcher acts for; absent: the signed-in participant. */
  launchId?: string | undefined;
}

const seg = encodeURIComponent;
const actionPath = (target: AssessmentTarget, action: 'start' | 'complete') =>
  `/app/assignments/${seg(target.administrationId)}/assessments/${seg(target.taskId)}/${action}`;
const launchBody = (launchId: string | undefined) => (launchId ? { launchId } : {});

/**
 * POST .../start: records that the task starts (409 'legal_pending' when documents must be
 * accepted first, 409 'locked' when an earlier required task is not done).
 */
export async function startAssessment(target: AssessmentTarget): Promise<void> {
  await apiClient.post<unknown>(actionPath(target, 'start'), launchBody(target.launchId));
}

/** POST .../complete: marks the task completed (external tasks, when their link opens). */
export async function completeAssessment(target: AssessmentTarget): Promise<void> {
  await apiClient.post<unknown>(actionPath(target, 'complete'), launchBody(target.launchId));
}

/** POST /api/app/legal/accept: the participant (or launched student) accepts documents. */
export async function acceptLegal(params: {
  documentIds: string[];
  launchId?: string | undefined;
}): Promise<void> {
  await apiClient.post<unknown>('/app/legal/accept', {
    documentIds: params.documentIds,
    ...launchBody(params.launchId),
  });
}

export function useStartAssessment() {
  return useMutation({ mutationKey: participantKeys.start(), mutationFn: startAssessment });
}

export function useCompleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: participantKeys.complete(),
    mutationFn: completeAssessment,
    onSettled: (_data, _error, target) =>
      queryClient.invalidateQueries({ queryKey: participantKeys.assignments(target.launchId) }),
  });
}

export function useAcceptLegal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: participantKeys.acceptLegal(),
    mutationFn: acceptLegal,
    onSuccess: (_data, params) =>
      queryClient.invalidateQueries({ queryKey: participantKeys.assignments(params.launchId) }),
  });
}
