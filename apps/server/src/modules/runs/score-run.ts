import {
  gameOf,
  scoreStoredRun,
  type RunScoring,
  type ScoredStudent,
  type ScoringContext,
} from '@roar/tasks/registry';
import type { Run, Trial } from '@roar/db';
import { AppError } from '../../lib/errors.ts';

export type { ScoredStudent } from '@roar/tasks/registry';

/**
 * The scores of a completed run: its game's declaration scores it from the stored responses
 * alone, rebuilding every item from its id and the run's seed (ADR 019), with the task's active
 * item-parameter set when it has one (`context`, ADR 052). A run of a task no game
 * plays cannot be scored (such runs cannot be started either).
 */
export function scoreRun(
  run: Pick<Run, 'taskId' | 'params' | 'seed'>,
  trials: readonly Pick<Trial, 'trialIndex' | 'block' | 'subtask' | 'stage' | 'itemId' | 'data'>[],
  student: ScoredStudent,
  context: ScoringContext = {},
): RunScoring {
  const game = gameOf(run.taskId);
  if (!game) throw new AppError('task_not_playable', 'No game plays this task.');
  return scoreStoredRun(
    game,
    { taskId: run.taskId, params: run.params ?? {}, seed: run.seed ?? null, trials },
    student,
    context,
  );
}
