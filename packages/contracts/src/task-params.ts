import { SYNTAX_STRUCTURES } from './syntax-structures.ts';
import { z } from 'zod';

/**
 * Building blocks of the task parameter schemas (docs/product/tasks.md section 5: parameters of a
 * variant cover language, number of items or time limit, practice, story, audio feedback, skipping
 * instructions). Every parameter carries a `.describe()` text: the server turns the schemas into
 * descriptors for the variant form (GET /api/admin/tasks), so the description is the documentation
 * an administrator reads.
 */

/** Languages a task page opens with (docs/product/routes.md section 6). */
export const TASK_LANGUAGES = ['en', 'es', 'en-CA'] as const;
export type TaskLanguage = (typeof TASK_LANGUAGES)[number];

/** The language the task speaks and shows; fixed by its page, so the only choice is that one. */
export const languageParam = (language: TaskLanguage) =>
  z.enum([language]).default(language).describe('Language the task speaks and shows.');

/** Start with practice items that give feedback before the scored items. */
export const practiceParam = () =>
  z.boolean().default(true).describe('Start with practice items that give feedback.');

/** Leave out the spoken instructions (for children who played the task recently). */
export const skipInstructionsParam = () =>
  z.boolean().default(false).describe('Leave out the spoken instructions.');

/** Tell the task's story with its characters between blocks. */
export const storyParam = () =>
  z.boolean().default(true).describe('Tell the story with its characters between blocks.');

/** Sounds after each test answer: a right/wrong sound, or the same neutral sound for both. */
export const audioFeedbackParam = () =>
  z
    .enum(['binary', 'neutral'])
    .default('binary')
    .describe('Sound after each answer: right/wrong (binary) or the same neutral sound.');

/** Most scored items; an adaptive task may stop earlier (see stoppingSE). */
export const numTrialsParam = (min: number, max: number) =>
  z
    .number()
    .int()
    .min(min)
    .max(max)
    .optional()
    .describe('Most scored items; empty for the task’s own number.');

/** Adaptive stop: end once the standard error of the ability estimate is at or below this. */
export const stoppingSEParam = () =>
  z
    .number()
    .min(0.1)
    .max(1)
    .optional()
    .describe('Stop when the standard error of the ability estimate reaches this value.');

/** Scoring version the runs are scored with; empty means the current version. */
export const scoringVersionParam = () =>
  z
    .number()
    .int()
    .min(0)
    .max(100)
    .optional()
    .describe('Scoring version used for these runs; empty for the current one.');

/** Time limit of the scored part in seconds. */
export const timeLimitSecondsParam = (min: number, max: number, defaultSeconds: number) =>
  z
    .number()
    .int()
    .min(min)
    .max(max)
    .default(defaultSeconds)
    .describe('Time limit of the scored part, in seconds.');

/** Which parts of a task to give, in the task's own order; at least one. */
export const partsParam = <const T extends readonly [string, ...string[]]>(
  parts: T,
  description: string,
) =>
  z
    .array(z.enum(parts))
    .min(1)
    .max(parts.length)
    .refine((list) => new Set(list).size === list.length, 'Each part may be chosen once.')
    .default([...parts] as T[number][])
    .describe(description);

/** Phonological awareness subtests: first sound matching, last sound matching, deletion. */
export const PA_SUBTESTS = ['FSM', 'LSM', 'DEL'] as const;
/** Letter subtasks: upper-case names, lower-case names, letter sounds. */
export const LETTER_SUBTASKS = ['UppercaseNames', 'LowercaseNames', 'Phonemes'] as const;
/** Phonics skill categories (docs/product/data.md section 2). */
export const PHONICS_CATEGORIES = [
  'cvc',
  'digraph',
  'initial_blend',
  'tri_blend',
  'final_blend',
  'r_controlled',
  'r_cluster',
  'silent_e',
  'vowel_team',
] as const;
/** Arithmetic operations of the fluency tasks. */
export const FLUENCY_OPERATIONS = [
  'addition',
  'subtraction',
  'multiplication',
  'division',
] as const;
/** Parallel forms of the sentence task. */
export const SRE_FORMS = ['A', 'B', 'C'] as const;

/**
 * Item banks of the written four-choice game (multichoice, morphology, cva), and its forms: the
 * whole bank, or the items written for grades 1-4 (early), 5-8 (middle) or 9-12 (upper).
 */
export const WRITTEN_CHOICE_BANKS = ['morphology', 'cva'] as const;
export type WrittenChoiceBank = (typeof WRITTEN_CHOICE_BANKS)[number];
export const WRITTEN_CHOICE_FORMS = ['all', 'early', 'middle', 'upper'] as const;
export type WrittenChoiceForm = (typeof WRITTEN_CHOICE_FORMS)[number];

/** The five strands of Core Math (roam-alpaca), in the order reports list them. */
export const MATH_STRANDS = [
  'numberKnowledge',
  'geometry',
  'arithmeticExpressions',
  'rationalNumbersProbability',
  'algebraicThinking',
] as const;

/**
 * Named parts of the cognition games' measures (skills.measures), in report order: Hearts and
 * Flowers blocks, Memory Game directions, Puzzle Game rule counts, Shapes Game phases, Stories
 * Game question types, Syntax Game structures (SYNTAX_STRUCTURES), Inference Game inference types
 * ('emotion' shared with the Stories Game), Morphology's inflection and derivation items. The
 * Matching Game's parts are angles ('angle-60').
 */
export const COGNITION_PARTS = [
  'hearts',
  'flowers',
  'mixed',
  'mixed2',
  'forward',
  'backward',
  'rules-1',
  'rules-2',
  'rules-3',
  'same-different',
  'matching',
  'false-belief',
  'emotion',
  'intention',
  'control',
  ...SYNTAX_STRUCTURES,
  'causal',
  'bridging',
  'predictive',
  'vocabulary',
  'inflection',
  'derivation',
] as const;
export type CognitionPart = (typeof COGNITION_PARTS)[number];

/** The blocks of the Math Game (egma-math), in the order it gives them. */
export const EARLY_MATH_BLOCKS = [
  'number-identification',
  'number-comparison',
  'missing-number',
  'addition-1',
  'subtraction-1',
  'addition-2',
  'subtraction-2',
  'multiplication',
  'number-line-choice',
  'number-line-slider',
] as const;
