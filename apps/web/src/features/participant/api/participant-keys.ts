/** Query and mutation keys of the participant feature. */
export const participantKeys = {
  all: ['participant'] as const,
  /** The home of the signed-in participant, or of the student a launcher acts for. */
  assignments: (launchId: string | undefined) =>
    [...participantKeys.all, 'assignments', launchId ?? 'self'] as const,
  start: () => [...participantKeys.all, 'start'] as const,
  complete: () => [...participantKeys.all, 'complete'] as const,
  acceptLegal: () => [...participantKeys.all, 'accept-legal'] as const,
};
