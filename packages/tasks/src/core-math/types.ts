import { MATH_STRANDS } from '@roar/contracts';
import type { Picture } from './picture.ts';

/** Languages of the Core Math bank: roam-alpaca is English, roam-alpaca-es Spanish. */
export type CoreMathLanguage = 'en' | 'es';

/** A text in both languages of the bank (same item, same answer). */
export interface Text {
  readonly en: string;
  readonly es: string;
}

/** The five strands an item measures (roar-tasks.md section 4.2), in rotation order. */
export const SUBSKILLS = MATH_STRANDS;
export type Subskill = (typeof SUBSKILLS)[number];

export const FORMATS = ['choice', 'picture-choice', 'number-line', 'fraction', 'number'] as const;
export type CoreMathFormat = (typeof FORMATS)[number];

/** School grade of an item: 0 is kindergarten, 8 the last grade the bank covers. */
export type ItemGrade = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export const LOWEST_GRADE = 0;
export const HIGHEST_GRADE = 8;

/**
 * How a test recomputes the key without trusting the author: an expression (expression.ts) whose
 * value is the key, or 'picture' when the key is what the picture shows (the dots counted, the
 * time on the clock, the shaded fraction, the missing side, the marked number, the kind of
 * angle, the tallest bar).
 */
export type KeyCheck = { readonly expr: string } | 'picture';

/** One option of a choice item. `value` is what a trial records; `label` is what is shown. */
export interface ChoiceOption {
  readonly value: string;
  readonly label: Text;
}

interface ItemBase {
  /** Stable forever: trial data stores it (`<subskill>-<grade>-<n>`, e.g. `nk-3-2`). */
  readonly id: string;
  readonly grade: ItemGrade;
  /**
   * Place within its grade in grade units, set by judgement (-0.45 easy for the grade, +0.45
   * hard); the item's grade location is grade + offset (README, item parameters).
   */
  readonly offset: number;
  readonly subskill: Subskill;
  readonly prompt: Text;
  readonly picture?: Picture;
  readonly check?: KeyCheck;
}

/** Multiple choice; 'picture-choice' has a picture with the question, 'choice' has none. */
export interface ChoiceItem extends ItemBase {
  readonly format: 'choice' | 'picture-choice';
  readonly options: readonly ChoiceOption[];
  /** The value of the correct option. */
  readonly answer: string;
}

/** Free number entry: integers or decimals, compared numerically. */
export interface NumberItem extends ItemBase {
  readonly format: 'number';
  readonly answer: number;
}

/** A fraction typed as numerator and denominator. */
export interface FractionItem extends ItemBase {
  readonly format: 'fraction';
  readonly answer: { readonly n: number; readonly d: number };
  /** Only the fraction in lowest terms counts (the prompt asks for it); else equivalents count. */
  readonly simplest: boolean;
}

/** Place a number on a line from min to max (the screen draws the line, labels both ends). */
export interface NumberLineItem extends ItemBase {
  readonly format: 'number-line';
  readonly min: number;
  readonly max: number;
  readonly answer: number;
  /** Largest accepted distance from the answer; 5% of max - min by default (judge.ts). */
  readonly tolerance?: number;
}

export type CoreMathItem = ChoiceItem | NumberItem | FractionItem | NumberLineItem;

/** One judged test answer, as scoring reads it (in trial order). */
export interface CoreMathAnswer {
  readonly itemId: string;
  readonly correct: boolean;
}
