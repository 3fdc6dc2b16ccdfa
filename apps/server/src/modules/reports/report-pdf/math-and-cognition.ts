import {
  COGNITION_PARTS,
  EARLY_MATH_BLOCKS,
  FLUENCY_OPERATIONS,
  MATH_STRANDS,
  type Locale,
  type RawScores,
  type SkillsToWorkOn,
} from '@roar/contracts';
import { fill } from '../../letters/fill.ts';
import type { ReportText } from './text/index.ts';

/**
 * The math and cognition games' results as the web report shows them (its content/subscores.ts):
 * results per operation, grade level per strand, right answers per block, measures per part.
 */

export interface Row {
  label: string;
  value: string;
}

export interface Table {
  heading: string;
  rows: Row[];
}

export interface Extras {
  tables: Table[];
  workOn: Row[];
  notes: string[];
}

export const number = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(value);

export const listOf = (text: ReportText, items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(', ') : text.none;

/** Percent correct of the test items of a subtask ('—' when it has none). */
export function percentOf(text: ReportText, raw: RawScores, subtask: string, locale: Locale) {
  const test = raw[subtask]?.test;
  if (!test || test.numAttempted === 0) return '—';
  const value = number(Math.floor((100 * test.numCorrect) / test.numAttempted), locale);
  return fill(text.scores.percentValue, { value });
}

function partName(text: ReportText, part: string, locale: Locale): string {
  const angle = /^angle-(\d+)$/.exec(part);
  if (angle) return fill(text.measures.angle, { degrees: number(Number(angle[1]), locale) });
  return (COGNITION_PARTS as readonly string[]).includes(part)
    ? (text.measures.parts[part] ?? part)
    : part;
}

export function mathAndCognition(
  text: ReportText,
  raw: RawScores,
  skills: SkillsToWorkOn | undefined,
  locale: Locale,
  /** The game's score has norms (the Inference Game): no 'no norms' note under its measures. */
  normed = false,
): Extras {
  const out: Extras = { tables: [], workOn: [], notes: [] };
  const operations = FLUENCY_OPERATIONS.filter((operation) => raw[operation]?.test !== undefined);
  if (operations.length > 0) {
    out.tables.push({
      heading: text.math.heading,
      rows: operations.map((operation) => {
        const test = raw[operation]!.test!;
        return {
          label: text.math.operations[operation],
          value: fill(text.math.counts, {
            correct: number(test.numCorrect, locale),
            incorrect: number(test.numIncorrect, locale),
            attempted: number(test.numAttempted, locale),
            percent: percentOf(text, raw, operation, locale),
          }),
        };
      }),
    });
    if (skills?.factsToWorkOn !== undefined)
      out.workOn.push({ label: text.math.workOn, value: listOf(text, skills.factsToWorkOn) });
  }
  const grades = skills?.gradeScores;
  if (grades) {
    const level = (grade: number | null | undefined) =>
      grade === null || grade === undefined
        ? '—'
        : grade < 0.5
          ? text.strands.kindergarten
          : number(grade, locale);
    const name = (strand: string) => text.strands.names[strand] ?? strand;
    out.tables.push({
      heading: text.strands.heading,
      rows: [
        { label: text.strands.overall, value: level(grades.overall) },
        ...MATH_STRANDS.map((strand) => ({ label: name(strand), value: level(grades[strand]) })),
      ],
    });
    out.workOn.push({
      label: text.strands.workOn,
      value: listOf(text, skills.incorrectSkills?.map(name)),
    });
  }
  const blocks = skills?.mathBlocks ?? {};
  const reached = EARLY_MATH_BLOCKS.filter((block) => blocks[block]);
  if (reached.length > 0)
    out.tables.push({
      heading: text.mathBlocks.heading,
      rows: reached.map((block) => {
        const { correct, attempted, meanErrorPercent } = blocks[block]!;
        const counts = fill(text.mathBlocks.correctOf, { correct, attempted });
        const error =
          meanErrorPercent === undefined
            ? ''
            : `; ${fill(text.mathBlocks.meanError, { percent: number(meanErrorPercent, locale) })}`;
        return { label: text.mathBlocks.names[block] ?? block, value: `${counts}${error}` };
      }),
    });
  const measures = skills?.measures ?? [];
  if (measures.length > 0) {
    const ms = (value: number) =>
      fill(text.measures.ms, { value: number(Math.round(value), locale) });
    out.tables.push({
      heading: text.measures.heading,
      rows: measures.map((m) => {
        const parts: string[] = [];
        if (m.span !== undefined) parts.push(fill(text.measures.span, { span: m.span }));
        if (m.correct !== undefined && m.attempted !== undefined)
          parts.push(fill(text.measures.correctOf, { correct: m.correct, attempted: m.attempted }));
        if (typeof m.medianRtMs === 'number')
          parts.push(fill(text.measures.medianRt, { time: ms(m.medianRtMs) }));
        if (typeof m.switchCostMs === 'number')
          parts.push(fill(text.measures.switchCost, { time: ms(m.switchCostMs) }));
        return { label: partName(text, m.part, locale), value: parts.join('; ') || '—' };
      }),
    });
    if (!normed) out.notes.push(text.measures.noNorms);
  }
  return out;
}
