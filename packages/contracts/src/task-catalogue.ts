import type { z } from 'zod';
import type { TaskLanguage } from './task-params.ts';
import { GAME_ENTRIES } from './task-catalogue-games.ts';
import { READING_ENTRIES } from './task-catalogue-reading.ts';

export { TASK_LANGUAGES, type TaskLanguage } from './task-params.ts';
export {
  COGNITION_PARTS,
  type CognitionPart,
  EARLY_MATH_BLOCKS,
  FLUENCY_OPERATIONS,
  MATH_STRANDS,
  LETTER_SUBTASKS,
  PA_SUBTESTS,
  PHONICS_CATEGORIES,
  SRE_FORMS,
  WRITTEN_CHOICE_BANKS,
  WRITTEN_CHOICE_FORMS,
  type WrittenChoiceBank,
  type WrittenChoiceForm,
} from './task-params.ts';
export {
  FLUENCY_RESPONSE_MODES,
  calculationParams,
  coreMathParams,
  cognitionItemsParams,
  earlyMathParams,
  externalGameParams,
  isLaunchUrl,
  heartsAndFlowersParams,
  inferenceParams,
  memoryGameParams,
  storiesParams,
  surveyParams,
  mathFactsParams,
  type FluencyResponseMode,
  letterParams,
  phonemeParams,
  phonicsParams,
  sentenceParams,
  syntaxParams,
  vocabParams,
  wordParams,
  writtenChoiceParams,
} from './task-param-schemas.ts';

/** One of our own games as the catalogue knows it (docs/product/routes.md section 6). */
export interface CatalogueTask {
  /** Task id, also the last part of its game page. */
  id: string;
  /** The game page below the app root, e.g. '/game/swr' or '/game/core-tasks/trog'. */
  route: string;
  language: TaskLanguage;
  /** Internal name, seen by administrators. */
  name: string;
  /** Name shown to participants and as report column header. */
  publicName: string;
  description: string;
  /** Position in task lists and report columns (lower first). */
  displayOrder: number;
  tags: string[];
  /** Picture of the task, served from the web app's public folder. */
  imageUrl: string;
  /** Parameters of a variant (strict); `{}` parses to the standard settings. */
  params: z.ZodObject;
  /**
   * 'external': the game is played on another site (its address a variant parameter), and its run
   * is completed by the site's signed callback or an adult's confirmation (ADR 027).
   */
  launch: 'here' | 'external';
}

/** Name of the variant every catalogue task gets with its standard settings. */
export const DEFAULT_VARIANT_NAME = 'default';

/**
 * Every game of ours (docs/product/routes.md section 6), ordered by display order. The server seeds
 * these into core.tasks with one 'default' variant each; internal tasks can only be catalogue
 * tasks.
 */
export const TASK_CATALOGUE: readonly CatalogueTask[] = [...READING_ENTRIES, ...GAME_ENTRIES]
  .sort((a, b) => a.displayOrder - b.displayOrder)
  .map(({ core, ...task }) => ({
    ...task,
    route: core ? `/game/core-tasks/${task.id}` : `/game/${task.id}`,
    imageUrl: `/task-images/${task.id}.svg`,
  }));

const BY_ID = new Map(TASK_CATALOGUE.map((task) => [task.id, task]));

/** The catalogue entry of `taskId`, or undefined for a task that is not one of our games. */
export function catalogueTask(taskId: string): CatalogueTask | undefined {
  return BY_ID.get(taskId);
}

/** The standard settings of a catalogue task: the params of its 'default' variant. */
export function defaultVariantParams(task: CatalogueTask): Record<string, unknown> {
  return task.params.parse({}) as Record<string, unknown>;
}
