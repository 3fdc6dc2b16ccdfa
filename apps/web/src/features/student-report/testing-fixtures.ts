import type { TFunction } from 'i18next';
import type { Locale, StudentReport, StudentReportTask, StudentSurvey } from '@roar/contracts';
import { loadFeatureMessages } from '../../i18n/feature-messages.ts';
import { createI18n } from '../../i18n/i18n.ts';
import { studentReportMessages } from './i18n/messages.ts';

type Run = NonNullable<StudentReportTask['run']>;

const counts = (numCorrect: number, numAttempted: number) => ({
  test: { numCorrect, numAttempted, numIncorrect: numAttempted - numCorrect },
});

export function task(
  taskId: string,
  name: string,
  run: Partial<Run> | null,
  extra: Partial<StudentReportTask> = {},
): StudentReportTask {
  return {
    taskId,
    name,
    publicName: null,
    normed: true,
    optional: false,
    status: run ? 'completed' : 'assigned',
    run: run
      ? {
          runId: `run-${taskId}`,
          completedAt: '2026-10-05T15:00:00.000Z',
          reliable: true,
          engagementFlags: [],
          timeAccommodation: 'none',
          composite: { rawScore: null },
          raw: {},
          ...run,
        }
      : null,
    ...extra,
  };
}

/** Phoneme: normed with provisional norms, grade 3, deletion to work on. */
export const phonemeTask = task('pa', 'Phoneme Awareness', {
  composite: {
    rawScore: 512,
    roarScore: 512,
    percentile: 45.3,
    standardScore: 98,
    supportLevel: 'achieved',
    normsKind: 'provisional',
    normsVersion: 'pa-provisional-1',
    grade: '3',
    skills: { subtestsToWorkOn: ['DEL'] },
  },
  raw: { composite: counts(40, 57), FSM: counts(17, 19), LSM: counts(16, 19), DEL: counts(7, 19) },
});

/** Letter: no norms, percent correct, letters to work on. */
export const letterTask = task(
  'letter',
  'Letter Names and Sounds',
  {
    composite: {
      rawScore: 60,
      percentCorrect: 77,
      skills: { upperCaseToWorkOn: ['B', 'Q'], lowerCaseToWorkOn: [], soundsToWorkOn: ['ch'] },
    },
    raw: {
      composite: counts(60, 78),
      UppercaseNames: counts(24, 26),
      LowercaseNames: counts(26, 26),
      Phonemes: counts(10, 26),
    },
  },
  { normed: false },
);

/** Phonics: optional, subscores per category. */
export const phonicsTask = task(
  'phonics',
  'Phonics',
  {
    composite: {
      rawScore: 14,
      percentCorrect: 70,
      skills: {
        phonics: { cvc: { correct: 5, attempted: 5 }, tri_blend: { correct: 2, attempted: 5 } },
      },
    },
  },
  { normed: false, optional: true },
);

/** Word: unreliable with two flags. */
export const wordTask = task('swr', 'Single Word Recognition', {
  reliable: false,
  engagementFlags: ['responseTimeTooFast', 'notEnoughResponses'],
  composite: {
    rawScore: 430,
    percentile: 12,
    standardScore: 82,
    supportLevel: 'needs-extra-support',
    normsKind: 'local',
    grade: '3',
  },
});

export const sentenceTask = task('sre', 'Sentence Reading Efficiency', null);

/** Math Facts: counts per operation, facts to work on. */
export const mathFactsTask = task(
  'fluency-arf',
  'Arithmetic Fluency',
  {
    composite: {
      rawScore: 31,
      percentCorrect: 86,
      skills: { factsToWorkOn: ['7 × 8 = 56', '42 ÷ 6 = 7'] },
    },
    raw: {
      composite: counts(31, 36),
      addition: counts(10, 10),
      subtraction: counts(9, 10),
      multiplication: counts(7, 9),
      division: counts(5, 7),
    },
  },
  { normed: false },
);

/** Core Math: a grade level overall and per strand, two strands to work on, grade 4. */
export const coreMathTask = task(
  'roam-alpaca',
  'Adaptive Core Math',
  {
    composite: {
      rawScore: 498,
      roarScore: 498,
      percentCorrect: 55,
      supportLevel: 'developing',
      grade: '4',
      skills: {
        gradeScores: {
          overall: 3.4,
          numberKnowledge: 4.1,
          geometry: 2.8,
          arithmeticExpressions: 3.6,
          rationalNumbersProbability: 0.2,
          algebraicThinking: null,
        },
        incorrectSkills: ['rationalNumbersProbability', 'geometry'],
      },
    },
  },
  { normed: false },
);

export function studentReport(overrides: Partial<StudentReport> = {}): StudentReport {
  return {
    student: {
      id: 'u1',
      firstName: 'Maya',
      lastName: 'Johnson',
      username: 'student1',
      grade: '3',
      classes: ['Grade 3 - Room 204'],
      schools: ['Demo Elementary School'],
    },
    administration: { id: 'a1', name: 'Reading Screener', publicName: 'Fall screener' },
    org: { id: 'c1', type: 'class', name: 'Grade 3 - Room 204' },
    tasks: [phonemeTask, letterTask, phonicsTask, wordTask, sentenceTask],
    history: [
      {
        taskId: 'pa',
        points: [
          {
            administrationId: 'a0',
            administrationName: 'Spring screener',
            completedAt: '2026-04-02T15:00:00.000Z',
            rawScore: 470,
            percentile: 30,
            standardScore: 92,
            supportLevel: 'developing',
            current: false,
          },
          {
            administrationId: 'a1',
            administrationName: 'Reading Screener',
            completedAt: '2026-10-05T15:00:00.000Z',
            rawScore: 512,
            percentile: 45.3,
            standardScore: 98,
            supportLevel: 'achieved',
            current: true,
          },
        ],
      },
    ],
    ...overrides,
  };
}

export const REPORT_PATH = '/scores/a1/class/c1/user/u1';
export const REPORT_API = '/api/admin/reports/a1/class/c1/students/u1';
export const SURVEY_API = `${REPORT_API}/survey`;

/** The survey part of Maya's report: none unless `overrides` give it. */
export function studentSurvey(overrides: Partial<StudentSurvey> = {}): StudentSurvey {
  return {
    assigned: false,
    answersVisible: false,
    optedOut: false,
    mayOptOut: false,
    adultForm: 'teacher',
    child: { state: 'not-started', language: null, answers: null },
    adults: [],
    ...overrides,
  };
}

/**
 * Maya completed the survey in Spanish; a parent answered the adult form; the caller (a
 * teacher) saved two answers on 1 Oct. `visible` says whether the caller sees the answers.
 */
export function answeredSurvey(visible: boolean): StudentSurvey {
  return studentSurvey({
    assigned: true,
    answersVisible: visible,
    child: {
      state: 'completed',
      language: 'es',
      answers: visible ? { 'belonging-1': 3, 'reading-5': 0 } : null,
    },
    adults: [
      {
        form: 'parent',
        mine: false,
        answers: visible ? { 'adult-1': 2 } : null,
        updatedAt: '2026-10-03T12:00:00.000Z',
      },
      {
        form: 'teacher',
        mine: true,
        answers: { 'adult-1': 1, 'adult-12': 3 },
        updatedAt: '2026-10-01T12:00:00.000Z',
      },
    ],
  });
}

/** The feature's `t` in `locale`, as the screen has it once its bundles are loaded. */
export async function translator(locale: Locale = 'en-US'): Promise<TFunction> {
  const i18n = await createI18n(locale);
  await loadFeatureMessages(i18n, studentReportMessages, locale);
  return i18n.getFixedT(locale, studentReportMessages.namespace);
}

/** Math Game: right of tried per block, the slider with its mean distance. */
export const mathGameTask = task(
  'egma-math',
  'Early Grade Math',
  {
    composite: {
      rawScore: 12,
      percentCorrect: 60,
      skills: {
        mathBlocks: {
          'number-identification': { correct: 5, attempted: 6 },
          'number-line-slider': { correct: 2, attempted: 4, meanErrorPercent: 7.5 },
        },
      },
    },
  },
  { normed: false },
);

/** A cognition game: measures per part (right of tried, typical time, switch cost, span). */
export const cognitionTask = task(
  'cognition-game',
  'Hearts and Flowers',
  {
    composite: {
      rawScore: 40,
      percentCorrect: 67,
      skills: {
        measures: [
          { part: 'hearts', correct: 11, attempted: 12, medianRtMs: 612.4 },
          { part: 'mixed', correct: 12, attempted: 16, medianRtMs: 903, switchCostMs: 141 },
          { part: 'backward', correct: 4, attempted: 7, span: 3 },
          { part: 'angle-60', correct: 3, attempted: 4, medianRtMs: null },
        ],
      },
    },
  },
  { normed: false },
);
