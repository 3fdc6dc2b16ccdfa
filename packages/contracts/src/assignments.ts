import { z } from 'zod';

/** State of one assessment for a participant (docs/product/states.md section 10). */
export const ParticipantAssessmentSchema = z.object({
  taskId: z.string(),
  variantId: z.string(),
  variantName: z.string(),
  /** Name shown to children (the task's public name). */
  taskName: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  /** Address of an external task, with the participant's parameters filled in; null: our game. */
  externalUrl: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  optional: z.boolean(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
  runId: z.string().nullable(),
  allowRetake: z.boolean(),
});
export type ParticipantAssessment = z.infer<typeof ParticipantAssessmentSchema>;

/** A legal document the participant must accept before starting. */
export const PendingLegalDocumentSchema = z.object({
  documentId: z.string(),
  kind: z.enum(['consent', 'assent', 'terms']),
  version: z.string(),
  title: z.string(),
  /** Markdown. */
  body: z.string(),
});
export type PendingLegalDocument = z.infer<typeof PendingLegalDocumentSchema>;

/**
 * One open assignment of a participant (`GET /api/app/assignments`, or
 * `GET /api/app/assignments?launchId=` for a launcher acting for a student).
 */
export const ParticipantAssignmentSchema = z.object({
  administrationId: z.string(),
  name: z.string(),
  publicName: z.string(),
  dateOpened: z.string(),
  dateClosed: z.string(),
  sequential: z.boolean(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
  assessments: z.array(ParticipantAssessmentSchema),
  pendingLegal: z.array(PendingLegalDocumentSchema),
});
export type ParticipantAssignment = z.infer<typeof ParticipantAssignmentSchema>;

export const ParticipantHomeSchema = z.object({
  student: z.object({
    id: z.string(),
    displayName: z.string(),
    firstName: z.string().nullable(),
    grade: z.string().nullable(),
  }),
  assignments: z.array(ParticipantAssignmentSchema),
});
export type ParticipantHome = z.infer<typeof ParticipantHomeSchema>;

/** `GET /api/app/assignments?launchId=`: the student a launcher acts for; absent: the caller. */
export const ParticipantHomeQuerySchema = z.object({
  launchId: z.string().max(64).optional(),
});

/**
 * `POST /api/app/assignments/:administrationId/assessments/:taskId/(start|complete)`; answers the
 * assignment as it is afterwards (ParticipantAssignmentSchema).
 */
export const AssessmentActionSchema = z.object({
  /** The student a launcher acts for (launch mode); absent: the caller. */
  launchId: z.string().max(64).optional(),
});

/** `POST /api/app/legal/accept` */
export const LegalAcceptSchema = z.object({
  documentIds: z.array(z.string().max(64)).min(1).max(5),
  launchId: z.string().max(64).optional(),
});
