/**
 * The games registry, server-safe (no React, no DOM): the server, the demo world, benchmarks and
 * tests import `@roar/tasks/registry`; the web runner adds the players through `@roar/tasks/loaders`.
 */
import type { GameDefinition, GameTask } from './definition.ts';
import { GAMES } from './games.ts';

export * from './definition.ts';
export { GAMES } from './games.ts';
export {
  accommodateRun,
  accommodatedParams,
  limitMs,
  runParamsSchema,
  type WithTimeLimits,
} from './time-limits.ts';
export {
  COMPOSITE,
  SCORING_VERSION,
  judgeStoredRun,
  scoreStoredRun,
  type RunScoring,
  type ScoringContext,
  type StoredRun,
} from './score-run.ts';
export {
  measureFlags,
  measureGrade,
  type FlagMeasurement,
  type GradeMeasurement,
} from './grade-simulation.ts';
export {
  measureExposure,
  measureRetest,
  retestOverlap,
  type ExposureMeasurement,
  type RetestMeasurement,
} from './exposure-simulation.ts';
export {
  EQUATED_TIME_LIMIT_SECONDS,
  equatedSentenceScore,
  simulateFormScores,
} from '../sentence/equating.ts';
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

/**
 * Every task id a game plays, in report order: reports list these first, in this order, and any
 * other task after them (docs/product/reports.md section 4).
 */
export const PLAYABLE_TASK_IDS: readonly string[] = [...BY_TASK.values()]
  .sort((a, b) => a.task.reportOrder - b.task.reportOrder)
  .map((entry) => entry.task.id);
