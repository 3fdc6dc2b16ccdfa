import { z } from 'zod';
import {
  FLUENCY_OPERATIONS,
  LETTER_SUBTASKS,
  PA_SUBTESTS,
  PHONICS_CATEGORIES,
  SRE_FORMS,
  WRITTEN_CHOICE_BANKS,
  WRITTEN_CHOICE_FORMS,
  type WrittenChoiceBank,
  audioFeedbackParam,
  languageParam,
  numTrialsParam,
  partsParam,
  practiceParam,
  scoringVersionParam,
  skipInstructionsParam,
  stoppingSEParam,
  storyParam,
  timeLimitSecondsParam,
  type TaskLanguage,
} from './task-params.ts';

/**
 * The parameter schema of each kind of game. Strict: a parameter the game does not know is an
 * error, so a typo never hides in a variant. Every field has a default or is optional, so `{}`
 * parses to the game's standard settings (the 'default' variant).
 */

/** Word (lexical decision, adaptive). */
export const wordParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    numTrials: numTrialsParam(10, 200),
    stoppingSE: stoppingSEParam(),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
    story: storyParam(),
    audioFeedback: audioFeedbackParam(),
    scoringVersion: scoringVersionParam(),
  });

/** Phoneme (phonological awareness). */
export const phonemeParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    subtests: partsParam(
      PA_SUBTESTS,
      'Subtests to give: first sound matching (FSM), last sound matching (LSM), deletion (DEL).',
    ),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
    story: storyParam(),
    audioFeedback: audioFeedbackParam(),
    scoringVersion: scoringVersionParam(),
  });

/** Sentence (silent reading efficiency, timed). */
export const sentenceParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    timeLimitSeconds: timeLimitSecondsParam(60, 600, 180),
    form: z
      .enum(SRE_FORMS)
      .optional()
      .describe('Parallel form of sentences; empty to pick one at random.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
    story: storyParam(),
    audioFeedback: audioFeedbackParam(),
    scoringVersion: scoringVersionParam(),
  });

/** Letter names and sounds. */
export const letterParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    subtasks: partsParam(
      LETTER_SUBTASKS,
      'Parts to give: upper-case names, lower-case names, letter sounds (Phonemes).',
    ),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
    audioFeedback: audioFeedbackParam(),
    scoringVersion: scoringVersionParam(),
  });

/** Phonics (decoding by skill category). */
export const phonicsParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    categories: partsParam(PHONICS_CATEGORIES, 'Skill categories to give.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/**
 * Picture Vocabulary: English or Spanish whatever its page (one task, two banks), an adaptive
 * test of at most `numTrials` items in three blocks (40-60 in the standard game; a few for short
 * variants), an optional stop on the standard error and an optional time limit of the test.
 */
export const vocabParams = (language: TaskLanguage) =>
  z.strictObject({
    language: z
      .enum(['en', 'es'])
      .default(language === 'es' ? 'es' : 'en')
      .describe('Language the task speaks and shows.'),
    numTrials: numTrialsParam(3, 60),
    stoppingSE: stoppingSEParam(),
    timeLimitSeconds: z
      .number()
      .int()
      .min(60)
      .max(3600)
      .optional()
      .describe('Time limit of the scored part, in seconds; empty for none.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/**
 * The written four-choice game (multichoice; morphology and cva are its variants with their own
 * bank): which shipped bank and form (a grade-level subset) to give, at most how many core items
 * (a pilot item is inserted after every four, never scored), and an optional overall time limit
 * of the test items. A super administrator makes a variant for any bank and form here.
 */
export const writtenChoiceParams = (bank: WrittenChoiceBank) => (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    bank: z
      .enum(WRITTEN_CHOICE_BANKS)
      .default(bank)
      .describe('Item bank: word forms in sentences (morphology) or word meanings (cva).'),
    form: z
      .enum(WRITTEN_CHOICE_FORMS)
      .default('all')
      .describe('Items to give: all, or those written for grades 1-4, 5-8 or 9-12.'),
    numTrials: numTrialsParam(4, 150),
    pilot: z
      .boolean()
      .default(true)
      .describe('Insert a new, unscored item after every four scored items.'),
    timeLimitSeconds: z
      .number()
      .int()
      .min(60)
      .max(3600)
      .optional()
      .describe('Time limit of the scored items, in seconds; empty for no limit.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
    scoringVersion: scoringVersionParam(),
  });

/** How a fluency game is answered: typed (production) or by choosing among 2 or 6 answers. */
export const FLUENCY_RESPONSE_MODES = ['production', '2afc', '6afc'] as const;
export type FluencyResponseMode = (typeof FLUENCY_RESPONSE_MODES)[number];

/** Timing of a fluency game: blocks, seconds per block, seconds per item. */
export interface FluencyTiming {
  blocks: number;
  blockSeconds: number;
  itemSeconds: number;
}

/** Math Facts: one block of 180 s, 30 s per item (docs/product/tasks.md, 'Math fluency'). */
export const MATH_FACTS_TIMING: FluencyTiming = { blocks: 1, blockSeconds: 180, itemSeconds: 30 };
/** Calculation Fluency: three blocks of 60 s, 20 s per item. */
export const CALCULATION_TIMING: FluencyTiming = { blocks: 3, blockSeconds: 60, itemSeconds: 20 };

/** Math fluency (timed facts or calculation), with the game's own timing as defaults. */
export const fluencyParams = (language: TaskLanguage, timing: FluencyTiming) =>
  z.strictObject({
    language: languageParam(language),
    responseMode: z
      .enum(FLUENCY_RESPONSE_MODES)
      .default('production')
      .describe('How children answer: type the answer, or choose among 2 or 6 answers.'),
    operations: partsParam(FLUENCY_OPERATIONS, 'Operations to give, in this order.'),
    blocks: z
      .number()
      .int()
      .min(1)
      .max(5)
      .default(timing.blocks)
      .describe('Number of timed blocks.'),
    blockSeconds: z
      .number()
      .int()
      .min(30)
      .max(300)
      .default(timing.blockSeconds)
      .describe('Time of each block, in seconds.'),
    itemSeconds: z
      .number()
      .int()
      .min(5)
      .max(60)
      .default(timing.itemSeconds)
      .describe('Time for one problem, in seconds; an unanswered problem then moves on.'),
    itemsPerBlock: z
      .number()
      .int()
      .min(1)
      .max(200)
      .optional()
      .describe('Most problems per block (short variants); empty: until the time runs out.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/** Math Facts (single-digit facts). */
export const mathFactsParams = (language: TaskLanguage) =>
  fluencyParams(language, MATH_FACTS_TIMING);

/** Calculation Fluency (multi-digit calculations). */
export const calculationParams = (language: TaskLanguage) =>
  fluencyParams(language, CALCULATION_TIMING);

/** Adaptive core math. */
export const coreMathParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    numTrials: numTrialsParam(10, 100),
    stoppingSE: stoppingSEParam(),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/** The Math Game (early-grade math blocks), with a short variant's block size. */
export const earlyMathParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    itemsPerBlock: z
      .number()
      .int()
      .min(1)
      .max(20)
      .optional()
      .describe('Most items per block (short variants); empty: every item of each block.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/** Most test trials per block or phase of a cognition game (short variants); empty: all. */
const trialsPerBlockParam = (max: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(max)
    .optional()
    .describe('Most test trials per block (short variants); empty: the full game.');

/** Stories Game: a number of stories (all when empty), each with its questions. */
export const storiesParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    numTrials: z
      .number()
      .int()
      .min(1)
      .max(12)
      .optional()
      .describe('Number of stories (each with its questions); empty: every story.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/**
 * The Inference Game: its 32 passages (each with one or two questions), easiest first, until
 * `maxConsecutiveErrors` wrong answers in a row.
 */
export const inferenceParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    numTrials: z
      .number()
      .int()
      .min(1)
      .max(32)
      .optional()
      .describe('Number of passages (each with its questions, easiest first); empty: all 32.'),
    maxConsecutiveErrors: z
      .number()
      .int()
      .min(2)
      .max(53)
      .default(5)
      .describe('Wrong answers in a row that end the game.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/** Hearts and Flowers: the four blocks, each of at most 16 test trials. */
export const heartsAndFlowersParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    trialsPerBlock: trialsPerBlockParam(16),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/** Memory Game: forward then backward, each phase at most 21 sequences. */
export const memoryGameParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    trialsPerBlock: trialsPerBlockParam(21),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/**
 * Puzzle, Matching and Shapes Games: a number of test items (`numTrials`, the game's standard
 * length when empty; per phase in the Shapes Game).
 */
export const cognitionItemsParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    numTrials: z
      .number()
      .int()
      .min(1)
      .max(120)
      .optional()
      .describe('Number of test items (per phase where the game has phases); empty: standard.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/**
 * Syntax Game (trog): blocks of four sentences in rising difficulty. `blocks` and
 * `itemsPerBlock` shorten a variant (the first blocks, the first items of each); the game stops
 * after `maxConsecutiveErrors` wrong answers in a row, or when `timeLimitSeconds` of item screens
 * are used up (a time accommodation lengthens or removes it).
 */
export const syntaxParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    blocks: z
      .number()
      .int()
      .min(1)
      .max(20)
      .optional()
      .describe('Number of blocks given (one grammatical structure each); empty: all 20.'),
    itemsPerBlock: z
      .number()
      .int()
      .min(1)
      .max(4)
      .optional()
      .describe('Sentences per block (short variants); empty: all 4.'),
    maxConsecutiveErrors: z
      .number()
      .int()
      .min(2)
      .max(20)
      .default(4)
      .describe('Wrong answers in a row that end the game.'),
    timeLimitSeconds: timeLimitSecondsParam(60, 900, 300),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/** Hosts a launch address may name over plain http: this machine only (development, tests). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `value` is an address an external game may open: https, or http on this machine. */
export function isLaunchUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    );
  } catch {
    return false;
  }
}

/**
 * An external game (the Lion and Monkey Game): the address of the game on its own site. Its
 * shared secret is no parameter (parameters reach the student's browser): it is set apart.
 */
export const externalGameParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    launchUrl: z
      .string()
      .max(500)
      .refine(isLaunchUrl, 'Give an https address (http only on this machine, for development).')
      .optional()
      .describe("The game's address on its own site (https)."),
  });

/** Games with practice and instructions only (vision, naming, reading aloud, core games). */
export const basicParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/** Visual tasks with a number of items. */
export const visionParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    numTrials: numTrialsParam(10, 300),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/**
 * The survey: English or Spanish whatever its page (one task in both languages, ADR 028), two
 * practice questions, no score.
 */
export const surveyParams = (language: TaskLanguage) =>
  z.strictObject({
    language: z
      .enum(['en', 'es'])
      .default(language === 'es' ? 'es' : 'en')
      .describe('Language the survey speaks and shows.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });
