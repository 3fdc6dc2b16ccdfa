import {
  LETTER_SUBTASKS,
  PA_SUBTESTS,
  PHONICS_CATEGORIES,
  catalogueTask,
  type ComputedScores,
  type HistoryPoint,
  type Locale,
  type StudentReport,
  type StudentReportTask,
} from '@roar/contracts';
import { taskTextsIn } from '@roar/contracts/task-text/task-text.ts';
import { gameOf } from '@roar/tasks/registry';
import { fill } from '../../letters/fill.ts';
import {
  listOf,
  mathAndCognition,
  number,
  percentOf,
  type Row,
  type Table,
} from './math-and-cognition.ts';
import { reportText, type ReportText } from './text/index.ts';

/**
 * The individual score report as the PDF says it, localised: the same parts as the web report
 * (apps/web/src/features/student-report/content), built on the server from the report's data.
 */

export type { Row, Table } from './math-and-cognition.ts';

export interface HistoryFigure {
  heading: string;
  /** The chart's name and its points in words: the figure's text alternative. */
  alt: string;
  measure: 'percentile' | 'rawScore';
  points: { value: number; date: string; current: boolean }[];
  /** Completed, administration, value, support level. */
  columns: [string, string, string, string];
  rows: [string, string, string, string][];
}

export interface TaskPart {
  name: string;
  /** 'Required · Reliable · Extended time (×1.5)'. */
  tags: string;
  completedOn: string | null;
  unreliable: { message: string; flagsIntro: string | null; flags: string[] } | null;
  /** 'Progress only' or 'no score yet' in a sentence; null when there are scores. */
  noScore: string | null;
  scores: Table | null;
  /** Phoneme subscores, letter results and phonics subscores, as the run has them. */
  subscores: Table[];
  /** 'Skills to work on: Deletion' and the like. */
  workOn: Row[];
  /** Said under the tables ('This game has no norms yet...'). */
  notes: string[];
  history: HistoryFigure | null;
}

export interface ReportContent {
  locale: Locale;
  title: string;
  studentName: string;
  details: Row[];
  stillWorking: string | null;
  summary: { heading: string; included: string; tasks: string[]; notCompleted: string | null };
  resultsHeading: string;
  tasks: TaskPart[];
}

const has = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);


const date = (iso: string, locale: Locale) => {
  const day = new Date(iso);
  return Number.isNaN(day.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
};

/** A percentile as the reports show it: whole, '<1' and '>99' at the ends. */
export function percentileText(percentile: number): string {
  if (percentile < 1) return '<1';
  if (percentile > 99) return '>99';
  return String(Math.round(percentile));
}

function gradeText(text: ReportText, grade: string | null): string {
  if (!grade) return text.notRecorded;
  const upper = grade.toUpperCase();
  if (upper === 'PK' || upper === 'TK' || upper === 'K') return text.grades[upper];
  return fill(text.grades.numbered, { grade });
}

/** A game played elsewhere (ADR 027) or the survey (ADR 028): progress, never a score. */
function progressOnly(taskId: string): boolean {
  if (catalogueTask(taskId)?.launch === 'external') return true;
  return gameOf(taskId)?.tasks.some((t) => t.id === taskId && t.progressOnly === true) ?? false;
}

/** Whether the scores carry a 90 % band (scoring.md section 8): the PDF then says what it is. */
const hasBand = (scores: ComputedScores) =>
  Boolean(scores.scoreBand ?? scores.percentileBand ?? scores.standardScoreBand);

function scoreRows(text: ReportText, scores: ComputedScores, locale: Locale): Row[] {
  const provisional = scores.normsKind === 'provisional' ? ` (${text.tags.provisional})` : '';
  const shown = (n: number) => number(n, locale);
  /** The value, with its band after it when it has one. */
  const withBand = (
    value: string,
    band: ComputedScores['scoreBand'],
    show: (n: number) => string,
  ) =>
    band
      ? fill(text.scores.bandValue, { value, low: show(band.low), high: show(band.high) })
      : value;
  const rows: Row[] = [];
  if (has(scores.standardScore))
    rows.push({
      label: text.scores.standardScore,
      value: `${withBand(String(scores.standardScore), scores.standardScoreBand, String)}${provisional}`,
    });
  if (has(scores.percentile))
    rows.push({
      label: text.scores.percentile,
      value: `${withBand(percentileText(scores.percentile), scores.percentileBand, percentileText)}${provisional}`,
    });
  if (has(scores.rawScore))
    rows.push({
      label: text.scores.rawScore,
      value: withBand(shown(scores.rawScore), scores.scoreBand, shown),
    });
  if (has(scores.percentCorrect))
    rows.push({
      label: text.scores.percentCorrect,
      value: fill(text.scores.percentValue, {
        value: number(Math.round(scores.percentCorrect), locale),
      }),
    });
  return rows;
}

type Run = NonNullable<StudentReportTask['run']>;
const list = listOf;

const LETTER_PARTS = {
  UppercaseNames: ['upper', 'upperWorkOn', 'upperCaseToWorkOn'],
  LowercaseNames: ['lower', 'lowerWorkOn', 'lowerCaseToWorkOn'],
  Phonemes: ['sounds', 'soundsWorkOn', 'soundsToWorkOn'],
} as const;

/** Phoneme, letter and phonics subscores and what to work on, as far as the run has them. */
function subscores(
  text: ReportText,
  run: Run,
  locale: Locale,
): Pick<TaskPart, 'subscores' | 'workOn' | 'notes'> {
  const { raw } = run;
  const skills = run.composite.skills;
  const tables: Table[] = [];
  const workOn: Row[] = [];
  const percent = (subtask: string) => percentOf(text, raw, subtask, locale);
  const subtests = PA_SUBTESTS.filter((subtest) => raw[subtest] !== undefined);
  if (subtests.length > 0 || skills?.subtestsToWorkOn !== undefined) {
    tables.push({
      heading: text.phoneme.heading,
      rows: subtests.map((s) => ({ label: text.phoneme[s], value: percent(s) })),
    });
    const names = skills?.subtestsToWorkOn?.map((s) =>
      (PA_SUBTESTS as readonly string[]).includes(s) ? text.phoneme[s as 'FSM'] : s,
    );
    workOn.push({ label: text.phoneme.workOn, value: list(text, names) });
  }
  const parts = LETTER_SUBTASKS.filter(
    (part) => raw[part] !== undefined || skills?.[LETTER_PARTS[part][2]] !== undefined,
  );
  if (parts.length > 0) {
    tables.push({
      heading: text.letters.heading,
      rows: parts.map((part) => {
        const test = raw[part]?.test;
        const value = test
          ? fill(text.letters.correctOf, { correct: test.numCorrect, attempted: test.numAttempted })
          : '—';
        return { label: text.letters[LETTER_PARTS[part][0]], value };
      }),
    });
    for (const part of parts) {
      const [, label, key] = LETTER_PARTS[part];
      workOn.push({ label: text.letters[label], value: list(text, skills?.[key]) });
    }
  }
  const phonics = skills?.phonics ?? {};
  const categories = [
    ...PHONICS_CATEGORIES.filter((c) => phonics[c] !== undefined),
    ...Object.keys(phonics).filter((c) => !(PHONICS_CATEGORIES as readonly string[]).includes(c)),
  ];
  if (categories.length > 0)
    tables.push({
      heading: text.phonics.heading,
      rows: categories.map((c) => ({
        label: text.phonics.categories[c] ?? c,
        value: `${phonics[c]!.correct}/${phonics[c]!.attempted}`,
      })),
    });
  const extras = mathAndCognition(text, raw, skills, locale, run.composite.normsKind != null);
  return {
    subscores: [...tables, ...extras.tables],
    workOn: [...workOn, ...extras.workOn],
    notes: extras.notes,
  };
}

/** The notes under a task's tables, with the band's meaning first when its scores have one. */
function withBandNote(
  text: ReportText,
  run: Run,
  parts: Pick<TaskPart, 'subscores' | 'workOn' | 'notes'>,
): Pick<TaskPart, 'subscores' | 'workOn' | 'notes'> {
  if (!hasBand(run.composite)) return parts;
  return { ...parts, notes: [text.scores.bandNote, ...parts.notes] };
}

function history(
  text: ReportText,
  locale: Locale,
  task: string,
  points: readonly HistoryPoint[],
): HistoryFigure | null {
  const measure = points.some((p) => p.percentile !== null) ? 'percentile' : 'rawScore';
  const scored = points
    .filter((p) => (measure === 'percentile' ? p.percentile : p.rawScore) !== null)
    .sort((a, b) => a.completedAt.localeCompare(b.completedAt));
  if (scored.length === 0) return null;
  const measureLabel = text.scores[measure];
  const valueOf = (p: HistoryPoint) =>
    measure === 'percentile' ? percentileText(p.percentile!) : number(p.rawScore!, locale);
  const rows = scored.map((p): [string, string, string, string] => [
    date(p.completedAt, locale),
    `${p.administrationName ?? '—'}${p.current ? ` (${text.history.current})` : ''}`,
    valueOf(p),
    p.supportLevel ? text.levels[p.supportLevel] : '—',
  ]);
  const chartLabel = fill(text.history.chartLabel, { task, measure: measureLabel });
  const said = rows.map(([day, , value]) => `${day}: ${value}`).join('; ');
  return {
    heading: text.history.heading,
    alt: `${chartLabel}. ${fill(text.historyAlt, { points: said })}`,
    measure,
    points: scored.map((p) => ({
      value: (measure === 'percentile' ? p.percentile : p.rawScore) ?? 0,
      date: date(p.completedAt, locale),
      current: p.current,
    })),
    columns: [text.history.date, text.history.administration, measureLabel, text.supportLabel],
    rows,
  };
}

function taskPart(
  text: ReportText,
  locale: Locale,
  report: StudentReport,
  task: StudentReportTask,
  run: Run,
  firstName: string,
): TaskPart {
  const name = taskTextsIn(locale).name(task.taskId, task.name);
  const unreliable = run.reliable === false;
  const tags = [
    task.optional ? text.tags.optional : text.tags.required,
    run.reliable === null ? null : unreliable ? text.tags.unreliable : text.tags.reliable,
    run.timeAccommodation === 'none' ? null : text.tags[run.timeAccommodation],
  ];
  const scores = scoreRows(text, run.composite, locale);
  const points = report.history.find((h) => h.taskId === task.taskId)?.points ?? [];
  return {
    name,
    tags: tags.filter(Boolean).join(' · '),
    completedOn: run.completedAt
      ? fill(text.completedOn, { date: date(run.completedAt, locale) })
      : null,
    unreliable: unreliable
      ? {
          message: text.reliability.unreliable,
          flagsIntro: run.engagementFlags.length > 0 ? text.reliability.flagsIntro : null,
          flags: run.engagementFlags.map((flag) => text.flags[flag] ?? flag),
        }
      : null,
    noScore:
      scores.length > 0
        ? null
        : fill(progressOnly(task.taskId) ? text.description.progressOnly : text.description.none, {
            name: firstName,
            task: name,
          }),
    scores: scores.length > 0 ? { heading: text.scores.heading, rows: scores } : null,
    ...withBandNote(text, run, subscores(text, run, locale)),
    history: history(text, locale, name, points),
  };
}

/** The report's content in `locale`. */
export function reportContent(report: StudentReport, locale: Locale): ReportContent {
  const text = reportText(locale);
  const { student } = report;
  const firstName = student.firstName?.trim() || student.username?.trim() || text.fallbackName;
  const fullName =
    [student.firstName, student.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || firstName;
  const names = taskTextsIn(locale);
  const completed = report.tasks.flatMap((task) => (task.run ? [{ task, run: task.run }] : []));
  const notCompleted = report.tasks
    .filter((task) => !task.run)
    .map((task) => names.name(task.taskId, task.name));
  return {
    locale,
    title: text.title,
    studentName: fullName,
    details: [
      { label: text.labels.grade, value: gradeText(text, student.grade) },
      { label: text.labels.class, value: student.classes.join(', ') || text.notRecorded },
      { label: text.labels.school, value: student.schools.join(', ') || text.notRecorded },
      {
        label: text.labels.administration,
        // Families and the PDF get the public name (issue 21: one name per audience).
        value: report.administration.publicName ?? report.administration.name,
      },
    ],
    stillWorking: completed.length === 0 ? fill(text.stillWorking, { name: firstName }) : null,
    summary: {
      heading: text.summary.heading,
      included: text.summary.included,
      tasks: completed.map(({ task }) => names.name(task.taskId, task.name)),
      notCompleted:
        notCompleted.length > 0 ? `${text.summary.notCompleted} ${notCompleted.join(', ')}` : null,
    },
    resultsHeading: text.resultsHeading,
    tasks: completed.map(({ task, run }) => taskPart(text, locale, report, task, run, firstName)),
  };
}
