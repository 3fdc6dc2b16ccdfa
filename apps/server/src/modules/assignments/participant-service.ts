import {
  displayNameFor,
  type AccessTokenPayload,
  type ParticipantAssignment,
  type ParticipantHome,
} from '@roar/contracts';
import {
  findOpenAssignmentsOfUser,
  findVariantDetails,
  insertAuditEntry,
  lockAssignment,
  updateAssignmentState,
  type Db,
  type User,
} from '@roar/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { loadLegalContext, pendingLegal } from '../legal/pending.ts';
import { actingStudent } from './acting-student.ts';
import { toParticipantAssignment } from './participant-view.ts';
import { assignmentDates, normalizeAssessment } from './plan.ts';

async function viewsOf(
  db: Db,
  student: User,
  now: Date,
  administrationId?: string,
): Promise<ParticipantAssignment[]> {
  const open = await findOpenAssignmentsOfUser(db, {
    userId: student.id,
    now,
    includeTest: student.isTest,
    ...(administrationId ? { administrationId } : {}),
  });
  if (open.length === 0) return [];
  const variantIds = open.flatMap((o) => o.assignment.assessments.map((a) => a.variantId));
  const [variants, legal] = await Promise.all([
    findVariantDetails(db, variantIds),
    loadLegalContext(db, student.id, now),
  ]);
  return open.map(({ assignment, administration }) =>
    toParticipantAssignment(
      assignment,
      administration,
      variants,
      pendingLegal(legal, administration.legal, student, now),
      student,
    ),
  );
}

/** The participant home: the open assignments of the caller, or of the student they launch for. */
export async function participantHome(
  db: Db,
  auth: AccessTokenPayload,
  launchId: string | undefined,
  now = new Date(),
): Promise<ParticipantHome> {
  const student = await actingStudent(db, auth, launchId, now);
  return {
    student: {
      id: student.id,
      displayName: displayNameFor(
        { name: { first: student.nameFirst }, ...student },
        { isAdmin: false },
      ),
      firstName: student.nameFirst,
      grade: student.grade,
    },
    assignments: await viewsOf(db, student, now),
  };
}

export type AssessmentAction = 'start' | 'complete';

/**
 * Starts or completes one assessment of an open assignment, for the caller or (launch mode) the
 * student; never for the launcher. Starting needs every pending legal document accepted and, in a
 * sequential administration, every earlier required assessment completed. Completing an
 * assessment not started starts it too (external tasks complete when opened).
 */
export async function actOnAssessment(
  db: Db,
  params: {
    auth: AccessTokenPayload;
    launchId: string | undefined;
    administrationId: string;
    taskId: string;
    action: AssessmentAction;
    ip?: string;
  },
  now = new Date(),
): Promise<ParticipantAssignment> {
  const student = await actingStudent(db, params.auth, params.launchId, now);
  const { administrationId, taskId, action } = params;
  await db.transaction(async (tx) => {
    const [open] = await findOpenAssignmentsOfUser(tx, {
      userId: student.id,
      now,
      includeTest: student.isTest,
      administrationId,
    });
    const assignment = open && (await lockAssignment(tx, { userId: student.id, administrationId }));
    const list = assignment?.assessments.map(normalizeAssessment) ?? [];
    const index = list.findIndex((a) => a.taskId === taskId);
    const target = list[index];
    if (!open || !assignment || !target) throw notFound('No such assessment in your assignments.');

    const timestamp = now.toISOString();
    if (!target.startedOn) {
      const legal = await loadLegalContext(tx, student.id, now);
      if (pendingLegal(legal, open.administration.legal, student, now).length > 0) {
        throw new AppError('legal_pending', 'Legal documents must be accepted first.');
      }
      const blocked = list.slice(0, index).some((a) => !a.optional && !a.completedOn);
      if (open.administration.sequential && blocked) {
        throw new AppError('locked', 'Complete the earlier assessments first.');
      }
      target.startedOn = timestamp;
    }
    if (action === 'complete') target.completedOn ??= timestamp;
    await updateAssignmentState(tx, assignment.id, {
      assessments: list,
      ...assignmentDates(list, assignment, now),
    });
    if (student.id !== params.auth.sub) {
      await insertAuditEntry(tx, {
        actorUserId: params.auth.sub,
        action: `assignment.launch_${action}`,
        targetType: 'user',
        targetId: student.id,
        districtId: student.districtId,
        details: { administrationId, taskId },
        ip: params.ip ?? null,
      });
    }
  });
  const [view] = await viewsOf(db, student, now, administrationId);
  if (!view) throw notFound('No such assessment in your assignments.');
  return view;
}
