import type { ParticipantAssessment, ParticipantAssignment } from '@roar/contracts';
import type { GameTarget } from './game-session.ts';

export interface ChosenAssessment {
  target: GameTarget;
  assessment: ParticipantAssessment;
}

/**
 * The assessment a task page plays: the one chosen on the home (remembered for this tab), or else
 * the first assignment, by name, that holds the task and is still to be done; or else the first
 * that holds it at all (its page then says it is completed).
 */
export function chooseTarget(
  assignments: readonly ParticipantAssignment[],
  taskId: string,
  launchId: string | undefined,
  remembered: GameTarget | undefined,
): ChosenAssessment | null {
  const holding = assignments
    .flatMap((assignment) =>
      assignment.assessments
        .filter((a) => a.taskId === taskId)
        .map((assessment) => ({ assignment, assessment })),
    )
    .sort((x, y) => x.assignment.name.localeCompare(y.assignment.name));
  const pick =
    holding.find((h) => h.assignment.administrationId === remembered?.administrationId) ??
    holding.find((h) => !h.assessment.completedOn || h.assessment.allowRetake) ??
    holding[0];
  if (!pick) return null;
  return {
    target: { administrationId: pick.assignment.administrationId, taskId, launchId },
    assessment: pick.assessment,
  };
}
