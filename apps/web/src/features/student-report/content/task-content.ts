import type { TFunction } from 'i18next';
import type {
  ComputedScores,
  HistoryPoint,
  ReportSupportLevel,
  StudentReportTask,
} from '@roar/contracts';
import { formatPercentile } from '../../../lib/score-display.ts';
import { reportsProgressOnly } from '@roar/tasks/loaders';
import { formatDate, formatNumber, isSecondary, ordinal } from './format.ts';
import { buildHistoryContent } from './history-content.ts';
import {
  cognitionMeasures,
  gradeLevelText,
  letterResults,
  mathBlocks,
  mathStrands,
  mathSubscores,
  phonemeSubscores,
  phonicsSubscores,
} from './subscores.ts';
import type { LabelledValue, TaskContent } from './types.ts';

export interface TaskContext {
  t: TFunction;
  locale: string;
  firstName: string;
  /** The student's grade now, used when the run did not record one. */
  grade: string | null;
  /** The compact Spanish variant leaves out the phonics subscores. */
  compact: boolean;
  history: HistoryPoint[];
}

const has = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/**
 * The tag of docs/product/scoring.md section 4: optional assessments 'Optional'; normed scores
 * their level; scores without a level (no norms, no grade) the neutral 'Raw score'; no score, no
 * tag.
 */
export function supportLevelOf(task: StudentReportTask): ReportSupportLevel | null {
  const scores = task.run?.composite;
  if (!scores) return null;
  if (task.optional) return 'optional';
  if (scores.supportLevel) return scores.supportLevel;
  return has(scores.rawScore) || has(scores.percentCorrect) ? 'raw-score' : null;
}

/** The flag in words; an unknown flag name as it is. */
const flagText = (t: TFunction, flag: string) => t(`flags.${flag}`, { defaultValue: flag });

type Band = { low: number; high: number } | null | undefined;

/** A 90 % band's ends as shown (docs/product/scoring.md section 8); null without a band. */
function bandEnds(
  band: Band,
  show: (value: number) => string,
): { low: string; high: string } | null {
  if (!band || !has(band.low) || !has(band.high)) return null;
  return { low: show(band.low), high: show(band.high) };
}

/** The sentence after the result that gives its 90 % band, or ''. */
function bandSentence(
  t: TFunction,
  key: 'bandPercentile' | 'bandStandardScore' | 'bandRawScore',
  ends: { low: string; high: string } | null,
): string {
  return ends ? ` ${t(`description.${key}`, ends)}` : '';
}

/** The sentence about the headline result (grades K-5 percentile, 6-12 standard score). */
function describe(
  ctx: TaskContext,
  scores: ComputedScores,
  task: string,
  level: ReportSupportLevel | null,
  taskId: string,
): { text: string; normed: boolean } {
  const { t, locale, firstName: name } = ctx;
  const gradeLevel = scores.skills?.gradeScores?.overall;
  // A grade-level score (Core Math) compares with the student's own grade at every age.
  const secondary = !has(gradeLevel) && isSecondary(scores.grade ?? ctx.grade);
  let text: string;
  let normed = true;
  const number = (value: number) => formatNumber(value, locale);
  const standardBand = bandSentence(
    t,
    'bandStandardScore',
    bandEnds(scores.standardScoreBand, String),
  );
  if (has(gradeLevel)) {
    normed = false;
    text = t('description.gradeLevel', {
      name,
      task,
      grade: gradeLevelText(t, gradeLevel, locale),
      score: formatNumber(scores.rawScore ?? 0, locale),
    });
    text += bandSentence(t, 'bandRawScore', bandEnds(scores.scoreBand, number));
  } else if (secondary && has(scores.standardScore)) {
    text = t('description.standardScore', { name, task, score: scores.standardScore });
    text += standardBand;
  } else if (has(scores.percentile)) {
    const shown = formatPercentile(scores.percentile);
    const key =
      shown === '<1' ? 'percentileBelow' : shown === '>99' ? 'percentileAbove' : 'percentile';
    const n = shown === '<1' ? 1 : shown === '>99' ? 99 : Number(shown);
    text = t(`description.${key}`, { name, task, percentile: ordinal(t, n, locale) });
    text += bandSentence(t, 'bandPercentile', bandEnds(scores.percentileBand, formatPercentile));
  } else if (has(scores.standardScore)) {
    text = t('description.standardScore', { name, task, score: scores.standardScore });
    text += standardBand;
  } else {
    normed = false;
    if (has(scores.percentCorrect)) {
      const percent = formatNumber(Math.round(scores.percentCorrect), locale);
      text = t('description.percentCorrect', { name, task, percent });
    } else if (has(scores.rawScore)) {
      text = t('description.rawScore', {
        name,
        task,
        score: formatNumber(scores.rawScore, locale),
      });
      text += bandSentence(t, 'bandRawScore', bandEnds(scores.scoreBand, number));
    } else {
      // A game played on another site (ADR 027) and the survey (ADR 028) report progress only.
      const key = reportsProgressOnly(taskId) ? 'description.progressOnly' : 'description.none';
      return { text: t(key, { name, task }), normed: false };
    }
  }
  if (level === 'needs-extra-support' || level === 'developing' || level === 'achieved') {
    text += ` ${t(`support.${secondary ? 'secondary' : 'elementary'}.${level}`, { name })}`;
  }
  return { text, normed };
}

function scoreRows(ctx: TaskContext, scores: ComputedScores): LabelledValue[] {
  const { t, locale } = ctx;
  const provisional = scores.normsKind === 'provisional';
  const rows: LabelledValue[] = [];
  /** The value, and its 90 % band after it when it has one (scoring.md section 8). */
  const withBand = (value: string, band: Band, show: (n: number) => string) => {
    const ends = bandEnds(band, show);
    return ends ? t('scores.bandValue', { value, ...ends }) : value;
  };
  const number = (value: number) => formatNumber(value, locale);
  if (has(scores.standardScore)) {
    rows.push({
      label: t('scores.standardScore'),
      value: withBand(String(scores.standardScore), scores.standardScoreBand, String),
      provisional,
    });
  }
  if (has(scores.percentile)) {
    rows.push({
      label: t('scores.percentile'),
      value: withBand(formatPercentile(scores.percentile), scores.percentileBand, formatPercentile),
      provisional,
    });
  }
  if (has(scores.rawScore)) {
    rows.push({
      label: t('scores.rawScore'),
      value: withBand(number(scores.rawScore), scores.scoreBand, number),
    });
  }
  if (has(scores.percentCorrect)) {
    const value = formatNumber(Math.round(scores.percentCorrect), locale);
    rows.push({ label: t('scores.percentCorrect'), value: t('scores.percentValue', { value }) });
  }
  return rows;
}

/** One task's section of the report (only tasks with a completed run have one). */
export function buildTaskContent(
  ctx: TaskContext,
  task: StudentReportTask & { run: NonNullable<StudentReportTask['run']> },
): TaskContent {
  const { t, locale } = ctx;
  const { run } = task;
  const scores = run.composite;
  const level = supportLevelOf(task);
  const { text, normed } = describe(ctx, scores, task.name, level, task.taskId);
  const unreliable = run.reliable === false;
  return {
    taskId: task.taskId,
    name: task.name,
    required: !task.optional,
    typeTag: t(task.optional ? 'tags.optional' : 'tags.required'),
    reliable: run.reliable,
    reliabilityTag:
      run.reliable === null ? null : t(unreliable ? 'tags.unreliable' : 'tags.reliable'),
    accommodationTag: run.timeAccommodation === 'none' ? null : t(`tags.${run.timeAccommodation}`),
    unreliable: unreliable
      ? {
          message: t('reliability.unreliable'),
          flagsIntro: run.engagementFlags.length > 0 ? t('reliability.flagsIntro') : null,
          flags: run.engagementFlags.map((flag) => flagText(t, flag)),
        }
      : null,
    completedOn: run.completedAt
      ? t('results.completedOn', { date: formatDate(run.completedAt, locale) })
      : null,
    description: text,
    descriptionProvisional: normed && scores.normsKind === 'provisional',
    supportLevel: level,
    supportLabel: level ? t(`support.levels.${level}`) : null,
    scores: {
      heading: t('scores.heading'),
      columns: [t('scores.measure'), t('scores.value')],
      rows: scoreRows(ctx, scores),
    },
    phoneme: phonemeSubscores(t, run.raw, scores.skills, locale),
    letters: letterResults(t, run.raw, scores.skills),
    math: mathSubscores(t, run.raw, scores.skills, locale),
    strands: mathStrands(t, scores.skills, locale),
    blocks: mathBlocks(t, scores.skills, locale),
    measures: cognitionMeasures(t, scores.skills, locale, scores.normsKind != null),
    phonics: ctx.compact ? null : phonicsSubscores(t, scores.skills),
    history: buildHistoryContent(t, locale, task.name, ctx.history),
  };
}
