import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { ORG_KINDS } from './orgs.ts';
import { ReportFilterSchema } from './reports.ts';
import { NORMED_SUPPORT_LEVELS } from './runs.ts';

/**
 * The one-page parent letter (issue 21 item 3; docs/product/parent-letter.md): one student's
 * results in one administration, in words for a family, in the family's language. The server
 * builds it (its words are in apps/server/src/modules/letters/text); the web shows it and the
 * server prints it as a tagged PDF, one student or a whole class.
 */

/**
 * The skills a letter describes, one per game (a game's `report.letterTopic` in the games
 * registry); its words per topic are in the server's letter catalogue.
 */
export const LETTER_TOPICS = [
  'word-reading',
  'sentence-reading',
  'phonological-awareness',
  'letters',
  'phonics',
  'math-facts',
  'core-math',
  'early-math',
  'attention',
  'flexible-thinking',
  'reasoning',
  'memory',
  'spatial-thinking',
  'comparing',
  'understanding-others',
  'understanding-sentences',
  'vocabulary',
  'reading-between-the-lines',
  'words-in-reading',
] as const;
export type LetterTopic = (typeof LETTER_TOPICS)[number];

/** `?locale=` writes the letter in that language; without it, the student's home language, else `reader`. */
export const LetterQuerySchema = z.object({
  locale: z.enum(LOCALES).optional(),
  /** The reader's interface language: used when the student has no home language. */
  reader: z.enum(LOCALES).optional(),
});
export type LetterQuery = z.infer<typeof LetterQuerySchema>;

/** A task's result in the letter, with the band graphic's level when the task has levels. */
export const LetterSectionSchema = z.object({
  taskId: z.string(),
  /** The skill in plain words ('Reading words'). */
  title: z.string(),
  /** What the child did and why it matters. */
  assessed: z.string(),
  /** The level on the band graphic; null for a task without support levels. */
  level: z.enum(NORMED_SUPPORT_LEVELS).nullable(),
  /** The band's three segments, in order, named in the letter's language. */
  bandLabels: z.array(z.string()).length(NORMED_SUPPORT_LEVELS.length),
  /** The band graphic's text alternative. */
  bandAlt: z.string(),
  /** The result in plain words: the level's meaning and the percentile, or percent correct. */
  result: z.array(z.string()),
  /** How sure the result is: a label and its sentences. */
  confidence: z.object({ label: z.string(), text: z.string() }),
  /** Skills to practise the game found ('Letters to practise: b, d'). */
  practise: z.array(z.string()),
  activitiesHeading: z.string(),
  activities: z.array(z.string()),
});
export type LetterSection = z.infer<typeof LetterSectionSchema>;

export const ParentLetterSchema = z.object({
  /** The language the letter is written in. */
  locale: z.enum(LOCALES),
  /** The student's home language (the letter's default), if one is set. */
  homeLocale: z.enum(LOCALES).nullable(),
  student: z.object({ id: z.string(), firstName: z.string(), grade: z.string().nullable() }),
  administration: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  heading: z.string(),
  greeting: z.string(),
  intro: z.string(),
  aboutResults: z.string(),
  sections: z.array(LetterSectionSchema),
  /** A line naming the tasks not finished yet, or null. */
  notFinished: z.string().nullable(),
  closing: z.string(),
  signature: z.string(),
  footer: z.string(),
});
export type ParentLetter = z.infer<typeof ParentLetterSchema>;

/** Letters one bulk print may hold: a larger group is printed by school or class. */
export const LETTERS_PER_PRINT_MAX = 1_000;

/**
 * `POST /api/admin/reports/:administrationId/:orgType/:orgId/letters`: every student of the
 * report (its filters) or the selected ones, one page each, in one PDF made by a background job.
 */
export const StartLettersRequestSchema = ReportFilterSchema.pick({
  schoolId: true,
  grade: true,
  search: true,
}).extend({
  userId: z.array(z.string().min(1).max(64)).max(LETTERS_PER_PRINT_MAX).optional(),
  /** The language of letters whose student has no home language. */
  reader: z.enum(LOCALES).optional(),
});
export type StartLettersRequest = z.infer<typeof StartLettersRequestSchema>;

/** What a letters job keeps in its params (the personal parts, search and selection, are sealed). */
export const LettersJobParamsSchema = z.object({
  administrationId: z.string(),
  orgType: z.enum(ORG_KINDS),
  orgId: z.string(),
  schoolId: z.array(z.string()),
  grade: z.array(z.string()),
  reader: z.enum(LOCALES),
  search: z.boolean(),
  selected: z.number().int().nullable(),
});
export type LettersJobParams = z.infer<typeof LettersJobParamsSchema>;
