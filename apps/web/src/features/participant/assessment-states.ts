import type { ParticipantAssessment } from '@roar/contracts';

/**
 * What a child can do with one assessment (docs/product/states.md section 10):
 * - completed: done, nothing to do;
 * - retake: done, but the run must be taken again (server-set allowRetake);
 * - locked: a sequential assignment where an earlier required task is not done yet;
 * - current: can be played now (the first open task; every open task when not sequential).
 */
export type AssessmentState = 'locked' | 'current' | 'completed' | 'retake';

/** States of an assignment's assessments, in order (optional tasks never lock later ones). */
export function assessmentStates(
  assessments: readonly ParticipantAssessment[],
  sequential: boolean,
): AssessmentState[] {
  let blocked = false;
  return assessments.map((assessment) => {
    const done = Boolean(assessment.completedOn);
    let state: AssessmentState;
    if (done && assessment.allowRetake) state = blocked && sequential ? 'locked' : 'retake';
    else if (done) state = 'completed';
    else state = blocked && sequential ? 'locked' : 'current';
    if (!done && !assessment.optional) blocked = true;
    return state;
  });
}

/** Required tasks completed and in total (the sidebar's count; optional tasks do not count). */
export function requiredProgress(assessments: readonly ParticipantAssessment[]) {
  const required = assessments.filter((a) => !a.optional);
  return {
    completed: required.filter((a) => a.completedOn).length,
    total: required.length,
  };
}
