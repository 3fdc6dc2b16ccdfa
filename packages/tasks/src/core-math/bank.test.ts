import { assertItemParams } from '@roar/scoring';
import { describe, expect, it } from 'vitest';
import { CORE_MATH_ITEMS, CORE_MATH_PRACTICE, coreMathItem } from './bank.ts';
import { optionNumber } from './build.ts';
import { evaluate } from './expression.ts';
import { coreMathKey, judgeCoreMathResponse } from './judge.ts';
import { GRADE_DISCRIMINATION, THETA_PER_GRADE, gradeParams, thetaParams } from './params.ts';
import type { Picture } from './picture.ts';
import { pictureAlt } from './picture-alt.ts';
import { SUBSKILLS, type ChoiceItem, type CoreMathItem } from './types.ts';
import { itemView } from './view.ts';

const ALL = [...CORE_MATH_ITEMS, ...CORE_MATH_PRACTICE];
const LANGUAGES = ['en', 'es'] as const;
const close = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(y));
const isChoice = (item: CoreMathItem): item is ChoiceItem =>
  item.format === 'choice' || item.format === 'picture-choice';

/** The key as a number (a choice item's correct option, when it stands for one). */
function keyValue(item: CoreMathItem): number | null {
  if (item.format === 'fraction') return item.answer.n / item.answer.d;
  if (isChoice(item)) return optionNumber(coreMathKey(item));
  return item.answer as number;
}

/** What the picture itself shows as the answer, for items whose key is read off it. */
function pictureKey(picture: Picture): number | string {
  switch (picture.kind) {
    case 'angle':
      return picture.degrees < 90 ? 'acute' : picture.degrees === 90 ? 'right' : 'obtuse';
    case 'bar-chart': {
      const top = Math.max(...picture.bars.map((bar) => bar.value));
      const tallest = picture.bars.filter((bar) => bar.value === top);
      if (tallest.length !== 1) throw new Error('no single tallest bar');
      return tallest[0]!.label.en;
    }
    case 'dots':
      return picture.count;
    case 'clock':
      return `${picture.hour}:${String(picture.minute).padStart(2, '0')}`;
    case 'fraction-bar':
      return picture.shaded / picture.parts;
    case 'marked-line':
      return picture.mark;
    case 'right-triangle': {
      const { a, b, c } = picture;
      if (c === null) return Math.sqrt(a! ** 2 + b! ** 2);
      return Math.sqrt(c ** 2 - (a ?? b!) ** 2);
    }
    default:
      throw new Error(`a ${picture.kind} picture does not show a key`);
  }
}

/** The numbers a text mentions, grouping separators of either language removed. */
const numbersIn = (text: string) =>
  (text.replace(/(\d)[,\u00a0](?=\d{3}\b)/g, '$1').match(/\d+(?:\.\d+)?/g) ?? []).sort();

describe('Core Math bank', () => {
  it('has at least 150 test items with unique, well-formed ids', () => {
    expect(CORE_MATH_ITEMS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ALL.map((i) => i.id)).size).toBe(ALL.length);
    for (const item of CORE_MATH_ITEMS) {
      expect(item.id).toMatch(new RegExp(`^[a-z]{2}-${item.grade}-\\d+$`));
      expect(coreMathItem(item.id)).toBe(item);
    }
  });

  it('fills every grade K-8 in every strand with at least three items', () => {
    for (const subskill of SUBSKILLS) {
      for (let grade = 0; grade <= 8; grade += 1) {
        const cell = CORE_MATH_ITEMS.filter((i) => i.subskill === subskill && i.grade === grade);
        expect(cell.length, `${subskill} grade ${grade}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('uses every format', () => {
    const formats = new Set(CORE_MATH_ITEMS.map((i) => i.format));
    expect([...formats].sort()).toEqual(
      ['choice', 'fraction', 'number', 'number-line', 'picture-choice'].sort(),
    );
  });

  it('writes every item in both languages with the same numbers', () => {
    for (const item of ALL) {
      const [en, es] = LANGUAGES.map((language) => itemView(item, language));
      expect(en!.prompt.trim(), item.id).not.toBe('');
      expect(es!.prompt.trim(), item.id).not.toBe('');
      expect(numbersIn(es!.prompt), item.id).toEqual(numbersIn(en!.prompt));
      expect(es!.options.map((o) => o.value)).toEqual(en!.options.map((o) => o.value));
      en!.options.forEach((option, k) => {
        expect(numbersIn(es!.options[k]!.label), item.id).toEqual(numbersIn(option.label));
      });
    }
  });

  it('keeps Spanish neutral (tú, no regional words) and English in US spelling', () => {
    const word = (list: string) => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'iu');
    const regional = word(
      [
        'vosotros|vos|usted|tenéis|sabéis|podéis|habéis|coche|carro|ordenador|computadora',
        'zumo|jugo|autobús|camión|guagua|tarta|pastel|fresas?|frutillas?|plátanos?|cacahuetes?',
        'maní|coger|chaval|pibe|dulces|caramelos|cromos|estampas|tejado|aulas?|salón|andando',
        'caminando|ahorita|platicar',
      ].join('|'),
    );
    const british = word('colour|centre|metre|litre|favourite|grey|maths|trapezium');
    for (const item of ALL) {
      const es = [item.prompt.es, ...(isChoice(item) ? item.options.map((o) => o.label.es) : [])];
      const en = [item.prompt.en, ...(isChoice(item) ? item.options.map((o) => o.label.en) : [])];
      for (const text of es) expect(text, item.id).not.toMatch(regional);
      for (const text of en) expect(text, item.id).not.toMatch(british);
      // Spanish questions open with ¿ where they close with ?.
      if (item.prompt.es.includes('?')) expect(item.prompt.es, item.id).toContain('¿');
    }
  });

  it('recomputes every checked key from the item structure', () => {
    let checked = 0;
    for (const item of ALL) {
      if (!item.check) continue;
      checked += 1;
      const key = keyValue(item);
      if (item.check === 'picture') {
        expect(item.picture, item.id).toBeDefined();
        const shown = pictureKey(item.picture!);
        if (typeof shown === 'string') expect(coreMathKey(item), item.id).toBe(shown);
        else expect(close(key!, shown), `${item.id}: ${key} vs ${shown}`).toBe(true);
        continue;
      }
      const value = evaluate(item.check.expr);
      expect(key, item.id).not.toBeNull();
      expect(close(key!, value.n / value.d), `${item.id}: ${key} vs ${item.check.expr}`).toBe(true);
      if (isChoice(item)) {
        const equal = item.options.filter((o) => {
          const n = optionNumber(o.value);
          return n !== null && close(n, value.n / value.d);
        });
        expect(equal, `${item.id}: options equal to the key`).toHaveLength(1);
      }
    }
    // Number-line items name their target in the prompt: 'Place 3/4', 'Place 7,500'.
    for (const item of ALL) {
      if (item.format !== 'number-line' || item.check) continue;
      const named = /Place (−?[\d,./]+) on/.exec(item.prompt.en)?.[1];
      expect(named, item.id).toBeDefined();
      const value = evaluate(named!.replace(/,/g, '').replace('−', '-'));
      expect(close(item.answer, value.n / value.d), item.id).toBe(true);
      checked += 1;
    }
    // Items left unchecked name a shape, a rule or a property: keep them a small minority.
    expect(checked / ALL.length).toBeGreaterThan(0.8);
  });

  it('gives choice items 2-4 distinct options with exactly one correct', () => {
    for (const item of ALL) {
      if (!isChoice(item)) continue;
      expect(item.options.length, item.id).toBeGreaterThanOrEqual(2);
      expect(item.options.length, item.id).toBeLessThanOrEqual(4);
      expect(new Set(item.options.map((o) => o.value)).size, item.id).toBe(item.options.length);
      for (const language of LANGUAGES) {
        const labels = item.options.map((o) => o.label[language]);
        expect(new Set(labels).size, `${item.id} ${language}`).toBe(labels.length);
      }
      const numbers = item.options.map((o) => optionNumber(o.value));
      if (numbers.every((n) => n !== null)) {
        expect(new Set(numbers.map((n) => n!.toFixed(9))).size, item.id).toBe(numbers.length);
      }
      expect(
        item.options.filter((o) => o.value === item.answer),
        item.id,
      ).toHaveLength(1);
      expect(item.format === 'picture-choice', item.id).toBe(item.picture !== undefined);
    }
  });

  it('keeps typed answers judgeable', () => {
    for (const item of ALL) {
      expect(judgeCoreMathResponse(item, coreMathKey(item)), item.id).toBe(true);
      if (item.format === 'number') {
        // No thousands separator is ever needed, and decimals are short.
        expect(Math.abs(item.answer), item.id).toBeLessThan(1000);
        expect(String(item.answer), item.id).toMatch(/^-?\d+(\.\d{1,3})?$/);
      }
      if (item.format === 'fraction') {
        expect(item.answer.d, item.id).toBeGreaterThan(0);
        expect(Number.isInteger(item.answer.n) && Number.isInteger(item.answer.d)).toBe(true);
      }
      if (item.format === 'number-line') {
        // Strictly inside: the end labels must not give the answer away.
        expect(item.answer, item.id).toBeGreaterThan(item.min);
        expect(item.answer, item.id).toBeLessThan(item.max);
      }
    }
  });

  it('draws only consistent pictures, each with a text alternative in both languages', () => {
    for (const item of ALL) {
      const picture = item.picture;
      if (!picture) continue;
      const [en, es] = LANGUAGES.map((language) => pictureAlt(picture, language));
      expect(en, item.id).toMatch(/\w{3}/);
      expect(es, item.id).toMatch(/\w{3}/);
      expect(es, item.id).not.toBe(en);
      if (picture.kind === 'fraction-bar') {
        expect(picture.shaded).toBeLessThanOrEqual(picture.parts);
      }
      if (picture.kind === 'clock') {
        expect(picture.hour >= 1 && picture.hour <= 12 && picture.minute < 60).toBe(true);
      }
      if (picture.kind === 'marked-line') {
        const steps = ((picture.mark - picture.min) * picture.ticks) / (picture.max - picture.min);
        expect(Number.isInteger(steps), item.id).toBe(true);
      }
    }
  });

  it('has valid provisional parameters on both scales', () => {
    for (const item of ALL) {
      expect(Math.abs(item.offset), item.id).toBeLessThanOrEqual(0.5);
      const theta = thetaParams(item);
      const grade = gradeParams(item);
      assertItemParams(theta);
      assertItemParams(grade);
      expect(theta.c).toBe(grade.c);
      expect(theta.c).toBe(isChoice(item) ? 1 / item.options.length : 0);
      // One response curve on two scales: a = a_g / (theta per grade), b = (b_g - 4) * 0.6.
      expect(theta.a).toBeCloseTo(GRADE_DISCRIMINATION / THETA_PER_GRADE, 9);
      expect(theta.b).toBeCloseTo((grade.b - 4) * THETA_PER_GRADE, 2);
    }
  });
});
