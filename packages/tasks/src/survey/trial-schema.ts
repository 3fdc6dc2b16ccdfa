import { z } from 'zod';

/**
 * One survey trial's data: the assent question (itemId 'assent', response 'yes' or 'no'), a
 * practice question or a survey question (response '0'..'3', the answer on the scale). Nothing
 * is right or wrong: no correct fields. Times as in tasks.md's common shape.
 */
export const surveyTrialSchema = z.strictObject({
  /** The question as shown. */
  stimulus: z.string().max(500),
  response: z.enum(['yes', 'no', '0', '1', '2', '3']),
  responseSource: z.enum(['keyboard', 'pointer', 'touch']).nullable(),
  rt: z.number().nonnegative().nullable(),
  onset: z.number().nonnegative(),
  language: z.enum(['en', 'es']),
});

export type SurveyTrialData = z.infer<typeof surveyTrialSchema>;
