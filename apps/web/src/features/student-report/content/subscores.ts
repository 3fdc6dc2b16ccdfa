import type { TFunction } from 'i18next';
import {
  COGNITION_PARTS,
  EARLY_MATH_BLOCKS,
  FLUENCY_OPERATIONS,
  MATH_STRANDS,
  LETTER_SUBTASKS,
  PA_SUBTESTS,
  PHONICS_CATEGORIES,
  type RawScores,
  type SkillsToWorkOn,
} from '@roar/contracts';
import { formatNumber } from './format.ts';
import type { LabelledValue, SubscoreTable } from './types.ts';

// Which extras a task shows follows its data, not its id: a phoneme run has FSM/LSM/DEL counts,
// a letter run UppercaseNames/LowercaseNames/Phonemes counts, a phonics run phonics skills
// (subtask names of apps/server/src/modules/runs/skills.ts and packages/contracts task-params).

const list = (t: TFunction, items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(', ') : t('none');

/** Percent correct of the test items of a subtask ('—' when it has none). */
function percentCorrect(t: TFunction, raw: RawScores, subtask: string, locale: string): string {
  const test = raw[subtask]?.test;
  if (!test || test.numAttempted === 0) return '—';
  const percent = Math.floor((100 * test.numCorrect) / test.numAttempted);
  return t('scores.percentValue', { value: formatNumber(percent, locale) });
}

/** First sound matching, last sound matching, deletion: percent correct and what to work on. */
export function phonemeSubscores(
  t: TFunction,
  raw: RawScores,
  skills: SkillsToWorkOn | undefined,
  locale: string,
): { table: SubscoreTable; workOn: LabelledValue } | null {
  const given = PA_SUBTESTS.filter((subtest) => raw[subtest] !== undefined);
  if (given.length === 0 && skills?.subtestsToWorkOn === undefined) return null;
  return {
    table: {
      heading: t('phoneme.heading'),
      columns: [t('phoneme.subtest'), t('phoneme.percentCorrect')],
      rows: given.map((subtest) => ({
        label: t(`phoneme.${subtest}`),
        value: percentCorrect(t, raw, subtest, locale),
      })),
    },
    workOn: {
      label: t('phoneme.workOn'),
      value: list(
        t,
        skills?.subtestsToWorkOn?.map((subtest) =>
          (PA_SUBTESTS as readonly string[]).includes(subtest) ? t(`phoneme.${subtest}`) : subtest,
        ),
      ),
    },
  };
}

const LETTER_PARTS = {
  UppercaseNames: {
    label: 'letters.upper',
    workOn: 'letters.upperWorkOn',
    list: 'upperCaseToWorkOn',
  },
  LowercaseNames: {
    label: 'letters.lower',
    workOn: 'letters.lowerWorkOn',
    list: 'lowerCaseToWorkOn',
  },
  Phonemes: { label: 'letters.sounds', workOn: 'letters.soundsWorkOn', list: 'soundsToWorkOn' },
} as const satisfies Record<
  (typeof LETTER_SUBTASKS)[number],
  { label: string; workOn: string; list: keyof SkillsToWorkOn }
>;

/** Upper case, lower case and letter sounds correct, and the letters to work on ('None'). */
export function letterResults(
  t: TFunction,
  raw: RawScores,
  skills: SkillsToWorkOn | undefined,
): { table: SubscoreTable; workOnHeading: string; workOn: LabelledValue[] } | null {
  const parts = LETTER_SUBTASKS.filter(
    (part) => raw[part] !== undefined || skills?.[LETTER_PARTS[part].list] !== undefined,
  );
  if (parts.length === 0) return null;
  return {
    table: {
      heading: t('letters.heading'),
      columns: [t('letters.part'), t('letters.correct')],
      rows: parts.map((part) => {
        const test = raw[part]?.test;
        return {
          label: t(LETTER_PARTS[part].label),
          value: test
            ? t('letters.correctOf', { correct: test.numCorrect, attempted: test.numAttempted })
            : '—',
        };
      }),
    },
    workOnHeading: t('letters.workOnHeading'),
    workOn: parts.map((part) => ({
      label: t(LETTER_PARTS[part].workOn),
      value: list(t, skills?.[LETTER_PARTS[part].list] as string[] | undefined),
    })),
  };
}

/**
 * Correct / attempted per phonics category, in the category order of docs/product/data.md
 * section 2.
 */
export function phonicsSubscores(
  t: TFunction,
  skills: SkillsToWorkOn | undefined,
): SubscoreTable | null {
  const phonics = skills?.phonics;
  if (!phonics || Object.keys(phonics).length === 0) return null;
  const known = PHONICS_CATEGORIES.filter((category) => phonics[category] !== undefined);
  const others = Object.keys(phonics).filter(
    (category) => !(PHONICS_CATEGORIES as readonly string[]).includes(category),
  );
  return {
    heading: t('phonics.heading'),
    columns: [t('phonics.category'), t('phonics.correct')],
    rows: [...known, ...others].map((category) => ({
      label: t(`phonics.categories.${category}`, { defaultValue: category }),
      value: `${phonics[category]!.correct}/${phonics[category]!.attempted}`,
    })),
  };
}

/**
 * Math fluency: right, wrong and attempted per operation given (the run's subtasks), with the
 * percent right, and the multiplication and division facts to work on (Math Facts).
 */
export function mathSubscores(
  t: TFunction,
  raw: RawScores,
  skills: SkillsToWorkOn | undefined,
  locale: string,
): { table: SubscoreTable; workOn: LabelledValue | null } | null {
  const given = FLUENCY_OPERATIONS.filter((operation) => raw[operation]?.test !== undefined);
  if (given.length === 0) return null;
  return {
    table: {
      heading: t('math.heading'),
      columns: [t('math.operation'), t('math.result')],
      rows: given.map((operation) => {
        const test = raw[operation]!.test!;
        return {
          label: t(`math.operations.${operation}`),
          value: t('math.counts', {
            correct: formatNumber(test.numCorrect, locale),
            incorrect: formatNumber(test.numIncorrect, locale),
            attempted: formatNumber(test.numAttempted, locale),
            percent: percentCorrect(t, raw, operation, locale),
          }),
        };
      }),
    },
    workOn:
      skills?.factsToWorkOn === undefined
        ? null
        : { label: t('math.workOn'), value: list(t, skills.factsToWorkOn) },
  };
}

/** A grade level as the report says it: 'K' below half a grade, else one decimal ('3.4'). */
export const gradeLevelText = (t: TFunction, grade: number, locale: string) =>
  grade < 0.5 ? t('strands.kindergarten') : formatNumber(grade, locale);

/**
 * Core Math: the grade level the answers show overall and per strand ('—' for a strand without
 * answers), and the strands to work on (those with a wrong answer, most wrong first).
 */
export function mathStrands(
  t: TFunction,
  skills: SkillsToWorkOn | undefined,
  locale: string,
): { table: SubscoreTable; workOn: LabelledValue } | null {
  const grades = skills?.gradeScores;
  if (!grades) return null;
  const value = (grade: number | null | undefined) =>
    grade === null || grade === undefined ? '—' : gradeLevelText(t, grade, locale);
  const name = (strand: string) => t(`strands.names.${strand}`, { defaultValue: strand });
  return {
    table: {
      heading: t('strands.heading'),
      columns: [t('strands.strand'), t('strands.grade')],
      rows: [
        { label: t('strands.overall'), value: value(grades.overall) },
        ...MATH_STRANDS.map((strand) => ({ label: name(strand), value: value(grades[strand]) })),
      ],
    },
    workOn: { label: t('strands.workOn'), value: list(t, skills.incorrectSkills?.map(name)) },
  };
}

/**
 * Math Game: right of tried per block reached (a block ends after a run of errors), and on the
 * number-line slider the mean distance from the target.
 */
export function mathBlocks(
  t: TFunction,
  skills: SkillsToWorkOn | undefined,
  locale: string,
): SubscoreTable | null {
  const blocks = skills?.mathBlocks;
  if (!blocks || Object.keys(blocks).length === 0) return null;
  return {
    heading: t('mathBlocks.heading'),
    columns: [t('mathBlocks.block'), t('mathBlocks.correct')],
    rows: EARLY_MATH_BLOCKS.filter((block) => blocks[block]).map((block) => {
      const { correct, attempted, meanErrorPercent } = blocks[block]!;
      const counts = t('mathBlocks.correctOf', { correct, attempted });
      return {
        label: t(`mathBlocks.names.${block}`),
        value:
          meanErrorPercent === undefined
            ? counts
            : `${counts}; ${t('mathBlocks.meanError', { percent: formatNumber(meanErrorPercent, locale) })}`,
      };
    }),
  };
}

/** A part of a cognition game in words ('Hearts', 'Turned 60°'); an unknown name as it is. */
function partName(t: TFunction, part: string, locale: string): string {
  const angle = /^angle-(\d+)$/.exec(part);
  if (angle) return t('measures.angle', { degrees: formatNumber(Number(angle[1]), locale) });
  return (COGNITION_PARTS as readonly string[]).includes(part) ? t(`measures.parts.${part}`) : part;
}

/**
 * Cognition games: per part in the game's order, right of tried, the median time of the right
 * answers, the switch cost (Hearts and Flowers) and the span (Memory Game). These games have no
 * norms: the table's note says so.
 */
export function cognitionMeasures(
  t: TFunction,
  skills: SkillsToWorkOn | undefined,
  locale: string,
  /** The game's score has norms (the Inference Game): no 'no norms' note. */
  normed = false,
): { table: SubscoreTable; note: string | null } | null {
  const measures = skills?.measures;
  if (!measures || measures.length === 0) return null;
  const ms = (value: number) =>
    t('measures.ms', { value: formatNumber(Math.round(value), locale) });
  return {
    table: {
      heading: t('measures.heading'),
      columns: [t('measures.part'), t('measures.result')],
      rows: measures.map((m) => {
        const parts: string[] = [];
        if (m.span !== undefined) parts.push(t('measures.span', { span: m.span }));
        if (m.correct !== undefined && m.attempted !== undefined) {
          parts.push(t('measures.correctOf', { correct: m.correct, attempted: m.attempted }));
        }
        if (typeof m.medianRtMs === 'number') {
          parts.push(t('measures.medianRt', { time: ms(m.medianRtMs) }));
        }
        if (typeof m.switchCostMs === 'number') {
          parts.push(t('measures.switchCost', { time: ms(m.switchCostMs) }));
        }
        return { label: partName(t, m.part, locale), value: parts.join('; ') || '—' };
      }),
    },
    note: normed ? null : t('measures.noNorms'),
  };
}
