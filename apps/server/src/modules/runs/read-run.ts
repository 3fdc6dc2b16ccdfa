import {
  PERMISSIONS as P,
  RUN_TRIALS_READ_MAX,
  SURVEY_TASK_ID,
  hasPermission,
  type AccessTokenPayload,
  type RunDetail,
  type RunTrials,
} from '@roar/contracts';
import { findScoreOfRun, findTrialsOfRun, findUserById, type Run } from '@roar/db';
import { today } from '../../lib/day.ts';
import { surveyViewer } from '../survey/survey-access.ts';
import { noSuchRun, readableRun, type RunDatabases } from './run-access.ts';
import { toRunDetail } from './run-view.ts';

/** A run with its scores, for its owner, a launcher or an administrator of the student. */
export async function readRun(
  dbs: RunDatabases,
  auth: AccessTokenPayload,
  runId: string,
): Promise<RunDetail> {
  const run = await readableRun(dbs, auth, runId);
  return toRunDetail(run, await findScoreOfRun(dbs.app, run.id));
}

/**
 * A survey run's trials are the child's answers (ADR 028): besides the child, only those who may
 * see the answers read them, and a launcher a run still under way (to resume it). Anyone else
 * is told the run does not exist, as for a run outside their scope.
 */
async function assertMayReadAnswers(dbs: RunDatabases, auth: AccessTokenPayload, run: Run) {
  if (run.taskId !== SURVEY_TASK_ID || run.userId === auth.sub) return;
  const launching = hasPermission(auth.perms, P.Tasks.LAUNCH, () => undefined);
  if (run.state === 'started' && launching) return;
  const student = await findUserById(dbs.admin, run.userId);
  const viewer = student && (await surveyViewer(dbs.admin, auth, student, today(new Date())));
  if (!viewer?.answersVisible) throw noSuchRun();
}

/** The stored trials of a run, in trial order, for whoever may read the run (bounded). */
export async function readRunTrials(
  dbs: RunDatabases,
  auth: AccessTokenPayload,
  runId: string,
): Promise<RunTrials> {
  const run = await readableRun(dbs, auth, runId);
  await assertMayReadAnswers(dbs, auth, run);
  const rows = await findTrialsOfRun(dbs.app, run, RUN_TRIALS_READ_MAX + 1);
  return {
    trials: rows.slice(0, RUN_TRIALS_READ_MAX).map((t) => ({
      id: t.id,
      trialIndex: t.trialIndex,
      block: t.block,
      subtask: t.subtask,
      stage: t.stage,
      itemId: t.itemId,
      data: t.data,
    })),
    truncated: rows.length > RUN_TRIALS_READ_MAX,
  };
}
