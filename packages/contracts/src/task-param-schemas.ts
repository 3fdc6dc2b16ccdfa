import { z } from 'zod';
import {
  FLUENCY_OPERATIONS,
  LETTER_SUBTASKS,
  PA_SUBTESTS,
  PHONICS_CATEGORIES,
  SRE_FORMS,
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

/** Multiple-choice item tasks (comprehension, morphology, vocabulary). */
export const multichoiceParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    numTrials: numTrialsParam(5, 150),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
    story: storyParam(),
    scoringVersion: scoringVersionParam(),
  });

/** Math fluency (timed facts or calculation). */
export const fluencyParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    timeLimitSeconds: timeLimitSecondsParam(30, 300, 180),
    operations: partsParam(FLUENCY_OPERATIONS, 'Operations to practise and score.'),
    responseModality: z
      .enum(['free', 'choice', 'both'])
      .default('both')
      .describe('How children answer: typed (free), multiple choice, or a block of each.'),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
  });

/** Adaptive core math. */
export const coreMathParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    numTrials: numTrialsParam(10, 100),
    stoppingSE: stoppingSEParam(),
    practice: practiceParam(),
    skipInstructions: skipInstructionsParam(),
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

/** The survey: no practice, no score. */
export const surveyParams = (language: TaskLanguage) =>
  z.strictObject({
    language: languageParam(language),
    skipInstructions: skipInstructionsParam(),
  });
