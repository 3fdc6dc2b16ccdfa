import { displayExpression, evaluate, isTerminating, toNumber } from './expression.ts';
import { formatNumber } from './format.ts';
import type { Picture } from './picture.ts';
import type {
  ChoiceItem,
  ChoiceOption,
  CoreMathItem,
  FractionItem,
  ItemGrade,
  KeyCheck,
  NumberItem,
  NumberLineItem,
  Subskill,
  Text,
} from './types.ts';

/**
 * Small builders the item files are written with, so each item reads as one line or a few: the
 * grade comes from the id (`nk-3-2` is grade 3), labels of numeric options are formatted per
 * language, and arithmetic items get their prompt and key from the expression itself.
 */

export const t = (en: string, es: string): Text => ({ en, es });

/** An option: a number, a string shown as is in both languages, or a value with its label. */
export type OptionInput = number | string | readonly [value: string, label: string | Text];

interface Extra {
  picture?: Picture;
  /** An expression whose value is the key, or 'picture' when the picture shows the key. */
  check?: string | 'picture';
}

const PREFIX: Record<Subskill, string> = {
  numberKnowledge: 'nk',
  geometry: 'ge',
  arithmeticExpressions: 'ar',
  rationalNumbersProbability: 'rn',
  algebraicThinking: 'al',
};

/** A hyphen before a digit is a minus sign on screen. */
const minus = (text: string) => text.replace(/-(?=\d)/g, '−');

function option(input: OptionInput): ChoiceOption {
  if (typeof input === 'number') {
    return { value: String(input), label: t(formatNumber(input, 'en'), formatNumber(input, 'es')) };
  }
  if (typeof input === 'string') return { value: input, label: t(minus(input), minus(input)) };
  const [value, label] = input;
  return { value, label: typeof label === 'string' ? t(label, label) : label };
}

/** The number an option value stands for ('3', '-2.5', '3/4', '6e7'), or null for words. */
export function optionNumber(value: string): number | null {
  const fraction = /^(-?\d+)\/(\d+)$/.exec(value);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : null;
}

const close = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(y));

/** The builders of one strand's item file; ids must carry the strand's prefix. */
export function builders(subskill: Subskill) {
  const head = (id: string, offset: number, prompt: Text, extra: Extra = {}) => {
    const match = /^([a-z]+)-(\d)-\d+$/.exec(id);
    if (!match || match[1] !== PREFIX[subskill]) throw new Error(`bad id ${id} for ${subskill}`);
    const check: KeyCheck | undefined =
      extra.check === undefined
        ? undefined
        : extra.check === 'picture'
          ? 'picture'
          : { expr: extra.check };
    return {
      id,
      grade: Number(match[2]) as ItemGrade,
      offset,
      subskill,
      prompt,
      ...(extra.picture ? { picture: extra.picture } : {}),
      ...(check ? { check } : {}),
    };
  };

  const choice = (
    id: string,
    offset: number,
    prompt: Text,
    options: readonly OptionInput[],
    answer: string | number,
    extra: Extra = {},
  ): ChoiceItem => ({
    ...head(id, offset, prompt, extra),
    format: extra.picture ? 'picture-choice' : 'choice',
    options: options.map(option),
    answer: String(answer),
  });

  const number = (
    id: string,
    offset: number,
    prompt: Text,
    answer: number,
    extra: Extra = {},
  ): NumberItem => ({ ...head(id, offset, prompt, extra), format: 'number', answer });

  const fraction = (
    id: string,
    offset: number,
    prompt: Text,
    [n, d]: readonly [number, number],
    extra: Extra & { simplest?: boolean } = {},
  ): FractionItem => ({
    ...head(id, offset, prompt, extra),
    format: 'fraction',
    answer: { n, d },
    simplest: extra.simplest ?? false,
  });

  const line = (
    id: string,
    offset: number,
    prompt: Text,
    place: { min: number; max: number; answer: number; tolerance?: number },
    extra: Extra = {},
  ): NumberLineItem => ({ ...head(id, offset, prompt, extra), format: 'number-line', ...place });

  /**
   * An arithmetic item generated from its expression: the prompt shows it, the key is its exact
   * value (a fraction item's key in lowest terms), and the expression is kept as the check.
   * A choice item names its options; exactly one must equal the value.
   */
  const arithmetic = (
    id: string,
    offset: number,
    expr: string,
    format: 'number' | 'fraction' | readonly OptionInput[],
  ): CoreMathItem => {
    const shown = (language: 'en' | 'es') =>
      displayExpression(expr, (n) => formatNumber(n, language));
    const value = evaluate(expr);
    const extra = { check: expr };
    if (format === 'fraction') {
      const prompt = t(
        `What is ${shown('en')}? Write the answer as a fraction.`,
        `¿Cuánto es ${shown('es')}? Escribe el resultado como fracción.`,
      );
      return fraction(id, offset, prompt, [value.n, value.d], extra);
    }
    const prompt = t(`What is ${shown('en')}?`, `¿Cuánto es ${shown('es')}?`);
    if (format === 'number') {
      if (!isTerminating(value)) throw new Error(`${id}: ${expr} is not a terminating decimal`);
      return number(id, offset, prompt, toNumber(value), extra);
    }
    const built = format.map(option);
    const hits = built.filter((o) => {
      const n = optionNumber(o.value);
      return n !== null && close(n, value.n / value.d);
    });
    if (hits.length !== 1) throw new Error(`${id}: ${hits.length} options equal ${expr}`);
    return choice(id, offset, prompt, format, hits[0]!.value, extra);
  };

  return { choice, number, fraction, line, arithmetic };
}
