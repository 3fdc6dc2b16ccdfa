import { createRng, gameOf, scoreStoredRun, type StoredTrial } from '@roar/tasks/registry';
import { normal } from './stats.ts';

/** One simulated child's run of a task's default variant, scored as the server scores it. */
export interface SimulatedRun {
  theta: number;
  trials: StoredTrial[];
  scored: ReturnType<typeof scoreStoredRun>;
}

/**
 * `children` simulated children with abilities from N(0, 1) (seeded per task) play the task's
 * default variant through the game's rules; each run is scored from its trials alone.
 * `gradeOf` gives the child's grade from their ability.
 */
export function simulatedRuns(
  taskId: string,
  children: number,
  gradeOf: (theta: number) => string,
): SimulatedRun[] {
  const game = gameOf(taskId)!;
  const params = game.params(taskId).parse({});
  const abilities = createRng(`bench-abilities-${taskId}`);
  return Array.from({ length: children }, (_, child) => {
    const theta = normal(abilities);
    const seed = `bench-${taskId}-${child}`;
    const trials = game
      .simulate(taskId, params, createRng(seed), { theta })
      .map((t) => ({ ...t, subtask: t.subtask ?? null }));
    const scored = scoreStoredRun(
      game,
      { taskId, params, seed, trials },
      { grade: gradeOf(theta) },
    );
    return { theta, trials, scored };
  });
}
