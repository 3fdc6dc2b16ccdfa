import {
  ParticipantAssignmentSchema,
  type ParticipantAssessment,
  type ParticipantAssignment,
  type PendingLegalDocument,
} from '@roar/contracts';
import type { Administration, Assignment, User, VariantDetail } from '@roar/db';
import { normalizeAssessment } from './plan.ts';

/** The language an external task is opened in when the participant has none. */
const DEFAULT_LOCALE = 'en-US';

/**
 * The address of an external task with the participant's parameters appended
 * (`participant=<user id>&lng=<locale>`); the address as stored when it is not a URL.
 */
export function externalTaskUrl(base: string, userId: string, locale: string | null): string {
  try {
    const url = new URL(base);
    url.searchParams.append('participant', userId);
    url.searchParams.append('lng', locale ?? DEFAULT_LOCALE);
    return url.toString();
  } catch {
    return base;
  }
}

/** One assignment as the participant home shows it. */
export function toParticipantAssignment(
  assignment: Assignment,
  administration: Administration,
  variants: ReadonlyMap<string, VariantDetail>,
  pendingLegal: PendingLegalDocument[],
  student: Pick<User, 'id' | 'preferredLocale'>,
): ParticipantAssignment {
  const assessments: ParticipantAssessment[] = [];
  for (const raw of assignment.assessments) {
    const a = normalizeAssessment(raw);
    const detail = variants.get(a.variantId);
    if (!detail) continue;
    assessments.push({
      taskId: a.taskId,
      variantId: a.variantId,
      variantName: detail.variantName,
      taskName: detail.publicName ?? detail.taskName,
      description: detail.description,
      imageUrl: detail.imageUrl,
      tags: detail.tags,
      externalUrl: detail.externalUrl
        ? externalTaskUrl(detail.externalUrl, student.id, student.preferredLocale)
        : null,
      params: detail.params,
      optional: a.optional,
      startedOn: a.startedOn,
      completedOn: a.completedOn,
      runId: a.runId,
      allowRetake: a.allowRetake,
    });
  }
  return ParticipantAssignmentSchema.parse({
    administrationId: administration.id,
    name: administration.name,
    publicName: administration.publicName ?? administration.name,
    dateOpened: administration.dateOpened?.toISOString() ?? administration.createdAt.toISOString(),
    dateClosed: administration.dateClosed?.toISOString() ?? '',
    sequential: administration.sequential,
    startedOn: assignment.startedOn?.toISOString() ?? null,
    completedOn: assignment.completedOn?.toISOString() ?? null,
    assessments,
    pendingLegal,
  });
}
