import { SRE_FORMS } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { formItems, practiceItems, type SreItem, type SreLanguage } from './index.ts';

const ALLOWED: Record<SreLanguage, RegExp> = {
  en: /^[A-Za-z ,.']+$/,
  es: /^[A-Za-záéíóúüñÁÉÍÓÚÜÑ ,.]+$/,
};

/** Statements are affirmative: a negation makes a false statement a trick question. */
const NEGATION: Record<SreLanguage, RegExp> = {
  en: /\b(not|no|never|nothing|nobody|cannot)\b/i,
  es: /(^|\s)(no|nunca|nada|nadie|ni|tampoco)(\s|[,.]|$)/i,
};

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const normalise = (text: string) => words(text.toLowerCase().replace(/[^\p{L}\s]/gu, ''));
const meanWords = (items: readonly SreItem[]) =>
  items.reduce((sum, item) => sum + words(item.text).length, 0) / items.length;

/** Same text, or word sets that differ by at most one word on each side (one swap, add, drop). */
function nearDuplicates(items: readonly SreItem[]): string[] {
  const sets = items.map((item) => new Set(normalise(item.text)));
  const pairs: string[] = [];
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const a = sets[i]!;
      const b = sets[j]!;
      const onlyA = [...a].filter((w) => !b.has(w)).length;
      const onlyB = [...b].filter((w) => !a.has(w)).length;
      if (onlyA <= 1 && onlyB <= 1) pairs.push(`${items[i]!.text} | ${items[j]!.text}`);
    }
  }
  return pairs;
}

describe.each(['en', 'es'] as const)('sentence bank (%s)', (language) => {
  const practice = practiceItems(language);
  const forms = SRE_FORMS.map((form) => formItems(language, form));
  const all = [...practice, ...forms.flat()];

  it('has 4 practice items, two true and two false', () => {
    expect(practice).toHaveLength(4);
    expect(practice.filter((item) => item.answer)).toHaveLength(2);
    expect(practice.every((item) => item.form === 'practice')).toBe(true);
  });

  it.each(SRE_FORMS)('form %s has 120 items, 60 true and 60 false', (form) => {
    const items = formItems(language, form);
    expect(items).toHaveLength(120);
    expect(items.filter((item) => item.answer)).toHaveLength(60);
    expect(items.every((item) => item.form === form)).toBe(true);
    expect(items.every((item) => item.id.startsWith(`${language}-${form}-`))).toBe(true);
  });

  it('has unique ids', () => {
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
  });

  it('repeats no statement, not even with one word changed', () => {
    expect(nearDuplicates(all)).toEqual([]);
  });

  it('keeps every statement to 4-9 words of plain letters, ending with a period', () => {
    const bad = all.filter((item) => {
      const n = words(item.text).length;
      return n < 4 || n > 9 || !item.text.endsWith('.') || !ALLOWED[language].test(item.text);
    });
    expect(bad.map((item) => item.text)).toEqual([]);
  });

  it('states everything affirmatively', () => {
    expect(all.filter((item) => NEGATION[language].test(item.text)).map((i) => i.text)).toEqual([]);
  });

  it('matches the forms in mean length (within 0.3 words)', () => {
    const means = forms.map(meanWords);
    expect(Math.max(...means) - Math.min(...means)).toBeLessThanOrEqual(0.3);
  });
});
