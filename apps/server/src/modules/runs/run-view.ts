import { RunDetailSchema, RunScoresSchema, type RunDetail, type RunScores } from '@roar/contracts';
import type { Run, Score } from '@roar/db';

/** The scores of a run as the API answers them; null when the run has none. */
function scoresOf(score: Score | undefined): RunScores | null {
  if (!score) return null;
  const parsed = RunScoresSchema.safeParse({
    raw: score.raw ?? {},
    computed: score.computed ?? {},
    scoringVersion: score.scoringVersion ?? '',
  });
  return parsed.success ? parsed.data : null;
}

/** A run and its scores as `GET /api/app/runs/:runId` answers them. */
export function toRunDetail(run: Run, score: Score | undefined): RunDetail {
  return RunDetailSchema.parse({
    id: run.id,
    userId: run.userId,
    taskId: run.taskId,
    variantId: run.variantId,
    taskVersion: run.taskVersion,
    administrationId: run.administrationId,
    seed: run.seed,
    params: run.params ?? {},
    timeAccommodation: run.timeAccommodation,
    state: run.state,
    reliable: run.reliable,
    engagementFlags: run.engagementFlags,
    bestRun: run.bestRun,
    startedAt: run.startedAt.toISOString(),
    completedAt: run.completedAt?.toISOString() ?? null,
    scores: scoresOf(score),
  });
}
