import {
  NORMED_SUPPORT_LEVELS,
  type Locale,
  type LetterSection,
  type ParentLetter,
  type StudentReport,
  type StudentReportTask,
} from '@roar/contracts';
import { gameOf } from '@roar/tasks/registry';
import { skillsToWorkOn } from '../reports/skills-to-work-on.ts';
import { fill } from './fill.ts';
import { topicOf } from './topics.ts';
import type { Activities, LetterLevel, LetterText, TopicText } from './text/types.ts';

/** Most skills a 'to practise' line lists: the letter is one page. */
const PRACTISE_MAX = 12;

type Run = NonNullable<StudentReportTask['run']>;

/** What the letter calls the student: the first name, else another name the report has. */
function studentName(report: StudentReport): string {
  const { firstName, lastName, username } = report.student;
  return firstName?.trim() || lastName?.trim() || username?.trim() || '';
}

function activitiesFor(topic: TopicText, level: LetterLevel | null): Activities {
  const { activities } = topic;
  // A levelled topic whose run has no level (no norms for the grade) gets the middle set.
  const found = (level ? activities[level] : undefined) ?? activities.any ?? activities.developing;
  if (!found) throw new Error('a letter topic without activities');
  return found;
}

/** The run's percentile as 'about N out of 100': a whole number from 1 to 99. */
function aboutPercentile(value: number): number {
  return Math.min(99, Math.max(1, Math.round(value)));
}

function resultLines(
  text: LetterText,
  run: Run,
  level: LetterLevel | null,
  name: string,
): string[] {
  const scores = run.composite;
  if (level) {
    const lines = [fill(text.levelMeaning[level], { name })];
    if (typeof scores.percentile === 'number') {
      lines.push(fill(text.percentile, { name, percentile: aboutPercentile(scores.percentile) }));
    }
    return lines;
  }
  if (typeof scores.percentCorrect === 'number') {
    return [fill(text.percentCorrect, { name, percent: Math.round(scores.percentCorrect) })];
  }
  return [fill(text.finished, { name })];
}

/** The skills a letter names to practise (those its text has a line for). */
const PRACTISE_SKILLS = ['letters', 'sounds', 'facts'] as const;

function practiseLines(text: LetterText, run: Run): string[] {
  const lists = skillsToWorkOn(run.composite.skills);
  const list = new Intl.ListFormat(text.locale, { type: 'conjunction' });
  return PRACTISE_SKILLS.flatMap((skill) => {
    const items = (lists.get(skill) ?? []).slice(0, PRACTISE_MAX);
    return items.length ? [fill(text.practise[skill], { list: list.format(items) })] : [];
  });
}

/**
 * One plain sentence when the run's time limits were accommodated: only a game that has time limits
 * (the registry's declaration) changes with one (docs/decisions/035-accommodations.md).
 */
function accommodation(text: LetterText, run: Run, name: string, taskId: string): string {
  if (run.timeAccommodation === 'none') return '';
  if ((gameOf(taskId)?.timeLimits.length ?? 0) === 0) return '';
  const sentence =
    run.timeAccommodation === 'untimed'
      ? text.confidence.noTimeLimit
      : text.confidence.extendedTime;
  return ` ${fill(sentence, { name })}`;
}

function confidence(
  text: LetterText,
  run: Run,
  name: string,
  taskId: string,
): LetterSection['confidence'] {
  const sure =
    run.reliable === false ? fill(text.confidence.unreliable, { name }) : text.confidence.reliable;
  const provisional =
    run.composite.normsKind === 'provisional' ? ` ${text.confidence.provisional}` : '';
  return {
    label: text.confidence.label,
    text: `${sure}${accommodation(text, run, name, taskId)}${provisional}`,
  };
}

function section(
  text: LetterText,
  topic: TopicText,
  task: StudentReportTask,
  run: Run,
  name: string,
): LetterSection {
  const supportLevel = task.optional ? null : (run.composite.supportLevel ?? null);
  const level = (NORMED_SUPPORT_LEVELS as readonly string[]).includes(supportLevel ?? '')
    ? (supportLevel as LetterLevel)
    : null;
  return {
    taskId: task.taskId,
    title: topic.title,
    assessed: fill(topic.assessed, { name }),
    level,
    bandLabels: NORMED_SUPPORT_LEVELS.map((l) => text.levelNames[l]),
    bandAlt: level ? fill(text.bandAlt, { name, level: text.levelNames[level] }) : '',
    result: resultLines(text, run, level, name),
    confidence: confidence(text, run, name, task.taskId),
    practise: practiseLines(text, run),
    activitiesHeading: text.activitiesHeading,
    activities: activitiesFor(topic, level).map((a) => fill(a, { name })),
  };
}

/** The newest completion among the letter's runs, else now: the date the footer names. */
function resultsDate(tasks: readonly StudentReportTask[], now: Date): Date {
  const times = tasks.flatMap((t) => (t.run?.completedAt ? [Date.parse(t.run.completedAt)] : []));
  return times.length ? new Date(Math.max(...times)) : now;
}

/**
 * The parent letter of one student's report (docs/product/parent-letter.md), every word in
 * `text`'s language: a section per finished task that has a topic, in the report's order, and
 * one line naming the tasks still to finish.
 */
export function buildLetter(
  report: StudentReport,
  text: LetterText,
  options: { homeLocale: Locale | null; now?: Date },
): ParentLetter {
  const locale = text.locale;
  const name = studentName(report);
  const administration = report.administration.publicName ?? report.administration.name;
  const sections: LetterSection[] = [];
  const unfinished: string[] = [];
  for (const task of report.tasks) {
    const topicId = topicOf(task.taskId);
    if (!topicId) continue;
    // An optional game the child finished is in the letter too (the reports' status says
    // 'optional' before 'completed'), without a level, as the reports show it.
    if (task.run && (task.status === 'completed' || task.status === 'optional')) {
      sections.push(section(text, text.topics[topicId], task, task.run, name));
    } else if (task.status === 'assigned' || task.status === 'started') {
      unfinished.push(text.topics[topicId].title);
    }
  }
  const count = sections.length;
  const plural = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    resultsDate(report.tasks, options.now ?? new Date()),
  );
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return {
    locale,
    homeLocale: options.homeLocale,
    student: { id: report.student.id, firstName: name, grade: report.student.grade },
    administration: { id: report.administration.id, name: administration },
    title: fill(text.title, { name }),
    heading: fill(text.heading, { name }),
    greeting: fill(text.greeting, { name }),
    intro: count
      ? fill(text.intro[plural], { name, administration, count })
      : fill(text.noResults, { name, administration }),
    aboutResults: fill(text.aboutResults, { name }),
    sections,
    notFinished: unfinished.length
      ? fill(text.notFinished, { name, list: list.format([...new Set(unfinished)]) })
      : null,
    closing: fill(text.closing, { name }),
    signature: fill(text.signature, { name }),
    footer: fill(text.footer, { date }),
  };
}
