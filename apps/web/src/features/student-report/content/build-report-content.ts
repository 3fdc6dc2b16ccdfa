import type { TFunction } from 'i18next';
import { NORMED_SUPPORT_LEVELS, type StudentReport, type StudentReportTask } from '@roar/contracts';
import { firstNameOf, fullNameOf, gradeLabel } from './format.ts';
import { buildTaskContent } from './task-content.ts';
import type { ReportContent } from './types.ts';

/**
 * Outside resources the 'Next steps' tab links to: long-standing public sites, addressed at their
 * home pages so the links do not go stale when the sites reorganise.
 */
export const NEXT_STEP_RESOURCES = [
  { key: 'readingRockets', href: 'https://www.readingrockets.org/' },
  { key: 'colorinColorado', href: 'https://www.colorincolorado.org/' },
] as const;

export interface BuildOptions {
  t: TFunction;
  /** The interface language (dates, numbers, ordinals). */
  locale: string;
  /** The compact Spanish variant: no phonics subscores. */
  compact: boolean;
}

type CompletedTask = StudentReportTask & { run: NonNullable<StudentReportTask['run']> };
const isCompleted = (task: StudentReportTask): task is CompletedTask => task.run !== null;

/** Everything the report says, localised, for the screen and the PDF alike. */
export function buildReportContent(report: StudentReport, options: BuildOptions): ReportContent {
  const { t, locale, compact } = options;
  const name = firstNameOf(t, report.student);
  const completed = report.tasks.filter(isCompleted);
  const historyOf = (taskId: string) =>
    report.history.find((entry) => entry.taskId === taskId)?.points ?? [];
  const notRecorded = t('labels.notRecorded');
  return {
    locale,
    title: t('title'),
    studentName: fullNameOf(t, report.student),
    firstName: name,
    welcome: t('welcome', { name }),
    intro: t('intro'),
    details: [
      { label: t('labels.grade'), value: gradeLabel(t, report.student.grade) },
      { label: t('labels.class'), value: report.student.classes.join(', ') || notRecorded },
      {
        label: t('labels.administration'),
        // Families and the PDF get the public name (issue 21: one name per audience).
        value: report.administration.publicName ?? report.administration.name,
      },
    ],
    stillWorking:
      completed.length === 0
        ? { title: t('stillWorking.title', { name }), body: t('stillWorking.body', { name }) }
        : null,
    summary: {
      heading: t('summary.heading'),
      body: t('summary.body', { name }),
      included: t('summary.included'),
      tasks: completed.map((task) => task.name),
      notCompletedLabel: t('summary.notCompleted'),
      notCompleted: report.tasks.filter((task) => !isCompleted(task)).map((task) => task.name),
    },
    resultsHeading: t('results.heading'),
    tasks: completed.map((task) =>
      buildTaskContent(
        {
          t,
          locale,
          firstName: name,
          grade: report.student.grade,
          compact,
          history: historyOf(task.taskId),
        },
        task,
      ),
    ),
    provisionalLabel: t('tags.provisional'),
    understanding: {
      title: t('tabs.understanding'),
      sections: [
        {
          heading: t('understanding.standardScoreTitle'),
          paragraphs: [t('understanding.standardScore')],
        },
        {
          heading: t('understanding.percentileTitle'),
          paragraphs: [t('understanding.percentile')],
        },
        { heading: t('understanding.rawScoreTitle'), paragraphs: [t('understanding.rawScore')] },
        { heading: t('understanding.bandTitle'), paragraphs: [t('understanding.band')] },
        {
          heading: t('understanding.provisionalTitle'),
          paragraphs: [t('understanding.provisional')],
        },
        { heading: t('understanding.supportTitle'), paragraphs: [t('understanding.supportIntro')] },
        {
          heading: t('understanding.elementaryHeading'),
          paragraphs: NORMED_SUPPORT_LEVELS.map((level) => t(`understanding.elementary.${level}`)),
        },
        {
          heading: t('understanding.secondaryHeading'),
          paragraphs: NORMED_SUPPORT_LEVELS.map((level) => t(`understanding.secondary.${level}`)),
        },
      ],
    },
    nextSteps: {
      title: t('tabs.nextSteps'),
      intro: t('nextSteps.intro'),
      suggestionsHeading: t('nextSteps.suggestionsHeading'),
      suggestions: NORMED_SUPPORT_LEVELS.map((level) => t(`nextSteps.suggestions.${level}`)),
      resourcesHeading: t('nextSteps.resourcesHeading'),
      resources: NEXT_STEP_RESOURCES.map(({ key, href }) => ({
        label: t(`nextSteps.resources.${key}`),
        href,
      })),
    },
  };
}
