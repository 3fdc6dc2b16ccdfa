import type {
  ParticipantAssessment,
  ParticipantAssignment,
  ParticipantHome,
  PendingLegalDocument,
} from '@roar/contracts';

/** Test builders for the participant home's answers. */
export function assessment(
  taskId: string,
  extra: Partial<ParticipantAssessment> = {},
): ParticipantAssessment {
  return {
    taskId,
    variantId: `${taskId}-v1`,
    variantName: 'default',
    taskName: `Game ${taskId}`,
    description: `About ${taskId}`,
    imageUrl: null,
    tags: [],
    externalUrl: null,
    params: {},
    optional: false,
    startedOn: null,
    completedOn: null,
    runId: null,
    allowRetake: false,
    ...extra,
  };
}

export function assignment(
  administrationId: string,
  assessments: ParticipantAssessment[],
  extra: Partial<ParticipantAssignment> = {},
): ParticipantAssignment {
  return {
    administrationId,
    name: `internal ${administrationId}`,
    publicName: `Reading ${administrationId}`,
    dateOpened: '2026-01-01T00:00:00.000Z',
    dateClosed: '2027-01-01T00:00:00.000Z',
    sequential: false,
    startedOn: null,
    completedOn: null,
    assessments,
    pendingLegal: [],
    ...extra,
  };
}

export const consentDocument: PendingLegalDocument = {
  documentId: 'doc-1',
  kind: 'assent',
  version: '1',
  title: 'Agreement to take part',
  body: '# Hello\n\nYou will play **reading games**.\n\n- You can stop\n- You can ask',
};

export function home(
  assignments: ParticipantAssignment[],
  grade: string | null = '3',
): ParticipantHome {
  return {
    student: { id: 'student-1', displayName: 'Maya Johnson', firstName: 'Maya', grade },
    assignments,
  };
}
