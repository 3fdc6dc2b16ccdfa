import { index, jsonb, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { districtIdColumn, idColumn, oneOf, timestamps, timestamptz } from '../columns.ts';
import { administrations } from './administrations.ts';
import { core } from './schema.ts';
import { users } from './users.ts';

/** The adult forms of the survey (the child's answers are its run's trials). */
export const SURVEY_ADULT_FORMS = ['parent', 'teacher'] as const;
export const SURVEY_RESPONSE_LANGUAGES = ['en', 'es'] as const;

/**
 * One adult's answers to the survey's adult form about one student in one administration
 * (docs/decisions/028-survey.md). The adult may change them, so there is one row per student,
 * administration and respondent. `answers` maps item ids to 0..3, as the API checked them.
 */
export const surveyResponses = core.table(
  'survey_responses',
  {
    id: idColumn(),
    studentId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    administrationId: text()
      .notNull()
      .references(() => administrations.id, { onDelete: 'cascade' }),
    respondentId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text({ enum: SURVEY_ADULT_FORMS }).notNull(),
    language: text({ enum: SURVEY_RESPONSE_LANGUAGES }).notNull(),
    answers: jsonb().$type<Record<string, number>>().notNull(),
    /** Tenant key, copied from the student. */
    districtId: districtIdColumn(),
    ...timestamps(),
  },
  (t) => [
    unique('survey_responses_student_administration_respondent_key').on(
      t.studentId,
      t.administrationId,
      t.respondentId,
    ),
    // Class summaries read every response of an administration.
    index('survey_responses_administration_id_idx').on(t.administrationId),
    index('survey_responses_respondent_id_idx').on(t.respondentId),
    oneOf('survey_responses_form_check', t.form, SURVEY_ADULT_FORMS),
    oneOf('survey_responses_language_check', t.language, SURVEY_RESPONSE_LANGUAGES),
  ],
);

/**
 * A student a parent (or an administrator) opted out of the survey of one administration: the
 * child is not asked and nothing of theirs is counted. Removing the row opts them back in.
 */
export const surveyOptOuts = core.table(
  'survey_opt_outs',
  {
    studentId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    administrationId: text()
      .notNull()
      .references(() => administrations.id, { onDelete: 'cascade' }),
    /** Who opted the student out; kept (as null) when that account is deleted. */
    optedOutBy: text().references(() => users.id, { onDelete: 'set null' }),
    /** Tenant key, copied from the student. */
    districtId: districtIdColumn(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'survey_opt_outs_pkey', columns: [t.studentId, t.administrationId] }),
    index('survey_opt_outs_administration_id_idx').on(t.administrationId),
  ],
);

export type SurveyResponse = typeof surveyResponses.$inferSelect;
export type SurveyOptOut = typeof surveyOptOuts.$inferSelect;
