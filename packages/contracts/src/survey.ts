import { z } from 'zod';
import { SURVEY_FORMS, SURVEY_SCALE } from './survey-ids.ts';

/**
 * The Thoughts and Feelings survey (docs/decisions/028-survey.md): a child answers it as a game
 * (its answers are the run's trials), a parent or teacher answers the adult form about the child
 * from the student's report page. Nothing is scored; reports show answers per student (to those
 * who may see them) and counts per answer for groups of at least SURVEY_MIN_GROUP.
 */

const Answer = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const ItemId = z.string().regex(/^[a-z]+-\d{1,2}$/);

/** One form's answers by item id (unanswered items are left out). */
export const SurveyAnswersSchema = z.record(ItemId, Answer);
export type SurveyAnswers = z.infer<typeof SurveyAnswersSchema>;

/** Counts of each answer (index = answer) of one item. */
export const SurveyItemCountsSchema = z.object({
  itemId: z.string(),
  counts: z.array(z.number().int().min(0)).length(SURVEY_SCALE.length),
  /** Answered by fewer than SURVEY_MIN_GROUP people: no counts (all zero). */
  suppressed: z.boolean().optional(),
});

/**
 * One form's summary for a group: how many answered it; with fewer than SURVEY_MIN_GROUP (but
 * some), `suppressed` and no counts.
 */
export const SurveyFormSummarySchema = z.object({
  form: z.enum(SURVEY_FORMS),
  respondents: z.number().int().min(0),
  suppressed: z.boolean(),
  items: z.array(SurveyItemCountsSchema),
});
export type SurveyFormSummary = z.infer<typeof SurveyFormSummarySchema>;

/** `GET /api/admin/reports/:administrationId/:orgType/:orgId/survey`. */
export const SurveySummarySchema = z.object({
  /** Whether the administration gives the survey at all. */
  assigned: z.boolean(),
  minGroup: z.number().int(),
  /** Students who opted out (theirs are not counted). */
  optedOut: z.number().int().min(0),
  forms: z.array(SurveyFormSummarySchema),
});
export type SurveySummary = z.infer<typeof SurveySummarySchema>;

export const CHILD_SURVEY_STATES = ['not-started', 'started', 'completed', 'opted-out'] as const;
export type ChildSurveyState = (typeof CHILD_SURVEY_STATES)[number];

/** One adult's answers about the student. */
export const AdultSurveyResponseSchema = z.object({
  form: z.enum(['parent', 'teacher']),
  /** The caller's own response (the one they may change). */
  mine: z.boolean(),
  /** Null when the caller may not see individual answers. */
  answers: SurveyAnswersSchema.nullable(),
  updatedAt: z.string(),
});
export type AdultSurveyResponse = z.infer<typeof AdultSurveyResponseSchema>;

/** `GET /api/admin/reports/:administrationId/:orgType/:orgId/students/:userId/survey`. */
export const StudentSurveySchema = z.object({
  assigned: z.boolean(),
  /**
   * Whether the caller sees individual answers: administrators of the student's school or
   * district, the student's parents; teachers only when the district allows it.
   */
  answersVisible: z.boolean(),
  /** A parent opted the student out: the child is not asked and nothing of theirs is counted. */
  optedOut: z.boolean(),
  /** Whether the caller may opt the student out or back in (a parent, or an administrator). */
  mayOptOut: z.boolean(),
  /** The form the caller answers ('parent' for a parent of the student, else 'teacher'). */
  adultForm: z.enum(['parent', 'teacher']),
  child: z.object({
    state: z.enum(CHILD_SURVEY_STATES),
    language: z.enum(['en', 'es']).nullable(),
    answers: SurveyAnswersSchema.nullable(),
  }),
  adults: z.array(AdultSurveyResponseSchema),
});
export type StudentSurvey = z.infer<typeof StudentSurveySchema>;

/** `PUT .../students/:userId/survey`: the caller's adult form about the student. */
export const SaveAdultSurveyBodySchema = z.strictObject({
  answers: SurveyAnswersSchema,
  language: z.enum(['en', 'es']),
});
export type SaveAdultSurveyBody = z.infer<typeof SaveAdultSurveyBodySchema>;

/** `PUT .../students/:userId/survey/opt-out` (a parent): opts the child out or back in. */
export const SurveyOptOutBodySchema = z.strictObject({ optedOut: z.boolean() });
export type SurveyOptOutBody = z.infer<typeof SurveyOptOutBodySchema>;
