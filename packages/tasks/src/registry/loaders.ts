import { CORE_MATH_TASKS } from '../core-math/tasks.ts';
import { EGMA_TASKS } from '../egma-math/tasks.ts';
import { EXTERNAL_TASKS } from '../external/tasks.ts';
import { SURVEY_TASKS } from '../survey/tasks.ts';
import { FLUENCY_TASKS } from '../fluency/tasks.ts';
import { HF_TASKS } from '../hearts-and-flowers/tasks.ts';
import { INFERENCE_TASKS } from '../inference/tasks.ts';
import { LETTER_TASKS } from '../letter/tasks.ts';
import { MATRIX_TASKS } from '../matrix-reasoning/tasks.ts';
import { WRITTEN_CHOICE_TASKS } from '../multichoice/tasks.ts';
import { MEMORY_TASKS } from '../memory-game/tasks.ts';
import { ROTATION_TASKS } from '../mental-rotation/tasks.ts';
import { PHONEME_TASKS } from '../phoneme/tasks.ts';
import { PHONICS_TASKS } from '../phonics/tasks.ts';
import { SAME_DIFFERENT_TASKS } from '../same-different/tasks.ts';
import type { TaskPlugin } from '../plugin.ts';
import { SENTENCE_TASKS } from '../sentence/tasks.ts';
import { THEORY_OF_MIND_TASKS } from '../theory-of-mind/tasks.ts';
import { SYNTAX_TASKS } from '../trog/tasks.ts';
import { VOCAB_TASKS } from '../vocab/tasks.ts';
import { WORD_TASKS } from '../word/tasks.ts';
import { speechLanguage, type GameTask } from './definition.ts';
// new:task imports (npm run new:task adds a line above)

/** A game's web player module (`<game>/load.ts`). */
export interface GameLoadModule {
  load(taskId: string): TaskPlugin<unknown>;
}

/**
 * The web players of the registered games (web entry `@roar/tasks/loaders`), each loaded on
 * demand with its item bank (budget: games never weigh on the first load). The task lists are the
 * games' own small `tasks.ts`, so the home tells a playable task without loading any game.
 * `npm run new:task` adds a line here and one in games.ts.
 */
export const GAME_LOADERS: readonly {
  game: string;
  tasks: readonly GameTask[];
  load: () => Promise<GameLoadModule>;
}[] = [
  { game: 'word', tasks: WORD_TASKS, load: () => import('../word/load.ts') },
  { game: 'sentence', tasks: SENTENCE_TASKS, load: () => import('../sentence/load.ts') },
  { game: 'phoneme', tasks: PHONEME_TASKS, load: () => import('../phoneme/load.ts') },
  { game: 'letter', tasks: LETTER_TASKS, load: () => import('../letter/load.ts') },
  { game: 'phonics', tasks: PHONICS_TASKS, load: () => import('../phonics/load.ts') },
  { game: 'fluency', tasks: FLUENCY_TASKS, load: () => import('../fluency/load.ts') },
  { game: 'core-math', tasks: CORE_MATH_TASKS, load: () => import('../core-math/load.ts') },
  { game: 'egma-math', tasks: EGMA_TASKS, load: () => import('../egma-math/load.ts') },
  {
    game: 'hearts-and-flowers',
    tasks: HF_TASKS,
    load: () => import('../hearts-and-flowers/load.ts'),
  },
  { game: 'memory-game', tasks: MEMORY_TASKS, load: () => import('../memory-game/load.ts') },
  {
    game: 'matrix-reasoning',
    tasks: MATRIX_TASKS,
    load: () => import('../matrix-reasoning/load.ts'),
  },
  {
    game: 'mental-rotation',
    tasks: ROTATION_TASKS,
    load: () => import('../mental-rotation/load.ts'),
  },
  {
    game: 'same-different',
    tasks: SAME_DIFFERENT_TASKS,
    load: () => import('../same-different/load.ts'),
  },
  {
    game: 'theory-of-mind',
    tasks: THEORY_OF_MIND_TASKS,
    load: () => import('../theory-of-mind/load.ts'),
  },
  { game: 'trog', tasks: SYNTAX_TASKS, load: () => import('../trog/load.ts') },
  { game: 'external', tasks: EXTERNAL_TASKS, load: () => import('../external/load.ts') },
  { game: 'survey', tasks: SURVEY_TASKS, load: () => import('../survey/load.ts') },
  { game: 'vocab', tasks: VOCAB_TASKS, load: () => import('../vocab/load.ts') },
  { game: 'inference', tasks: INFERENCE_TASKS, load: () => import('../inference/load.ts') },
  {
    game: 'multichoice',
    tasks: WRITTEN_CHOICE_TASKS,
    load: () => import('../multichoice/load.ts'),
  },
  // new:task loaders (npm run new:task adds a line above)
];

const byTask = new Map(
  GAME_LOADERS.flatMap((entry) => entry.tasks.map((task) => [task.id, { entry, task }] as const)),
);

export const isPlayable = (taskId: string): boolean => byTask.has(taskId);

/**
 * The speech language of a task's game ('en-CA' speaks English; 'en' for a task no game plays);
 * with the run's parameters, their language wins (the survey is English or Spanish by variant).
 */
export const speechLanguageOf = (taskId: string, params?: unknown): 'en' | 'es' => {
  const chosen = (params as { language?: unknown } | undefined)?.language;
  if (chosen === 'es' || chosen === 'en' || chosen === 'en-CA') return speechLanguage(chosen);
  return speechLanguage(byTask.get(taskId)?.task.language ?? 'en');
};

/**
 * The speech clip groups a task plays: the shared clips and its own (a task no game plays has
 * only its own id's group).
 */
export const clipGroupsOf = (taskId: string): string[] => [
  'common',
  ...(byTask.get(taskId)?.task.clipGroups ?? [taskId]),
];

/** Whether a task reports progress only: played elsewhere (ADR 027), or the survey (ADR 028). */
export const reportsProgressOnly = (taskId: string): boolean => {
  const task = byTask.get(taskId)?.task;
  return task?.launch === 'external' || task?.progressOnly === true;
};

/** Whether a task's game is played on another site (its page opens it, ADR 027). */
export const playedElsewhere = (taskId: string): boolean =>
  byTask.get(taskId)?.task.launch === 'external';

/** The player of a task. */
export async function loadTaskPlugin(taskId: string): Promise<TaskPlugin<unknown>> {
  const found = byTask.get(taskId);
  if (!found) throw new Error(`No game for task ${taskId}`);
  return (await found.entry.load()).load(taskId);
}
