/**
 * The games registry, server-safe (no React, no DOM): the server, the demo world, benchmarks and
 * tests import `@roar/tasks/registry`; the web runner adds the players through `@roar/tasks/loaders`.
 */
import type { GameDefinition, GameTask } from './definition.ts';
import { GAMES } from './games.ts';

export * from './definition.ts';
export { GAMES } from './games.ts';
export { COMPOSITE, SCORING_VERSION, scoreStoredRun, type RunScoring } from './score-run.ts';
export type { ScoredStudent, NormScores } from './norm-scores.ts';
export { createRng, type Rng } from '../runtime/random.ts';
export type { GameTrial, SimulatedChild } from '../trial-types.ts';

const BY_TASK = new Map<string, { definition: GameDefinition; task: GameTask }>(
  GAMES.flatMap((definition) =>
    definition.tasks.map((task) => [task.id, { definition, task }] as const),
  ),
);

/** The game a task id belongs to, undefined for a task no game plays yet. */
export const gameOf = (taskId: string): GameDefinition | undefined =>
  BY_TASK.get(taskId)?.definition;

/** The task's entry in its game (language, clip groups, report order). */
export const gameTaskOf = (taskId: string): GameTask | undefined => BY_TASK.get(taskId)?.task;

/** Every task id a game plays, in report order. */
export const PLAYABLE_TASK_IDS: readonly string[] = [...BY_TASK.values()]
  .sort((a, b) => a.task.reportOrder - b.task.reportOrder)
  .map((entry) => entry.task.id);

/**
 * The task ids reports list first, in this order; any other task comes after them (Spanish ones
 * first, then the rest, as docs/product/scoring.md section 6 orders them).
 */
export const REPORT_TASK_ORDER: readonly string[] = PLAYABLE_TASK_IDS;

/** The speech clip groups a task plays: the shared clips and its own. */
export const clipGroupsOf = (taskId: string): string[] => [
  'common',
  ...(gameTaskOf(taskId)?.clipGroups ?? [taskId]),
];
