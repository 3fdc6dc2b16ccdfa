import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@roar/contracts';
import { reportCsvText } from '../../reports/report-csv-text.ts';
import { EN_GB } from './en-GB.ts';
import { ES_CO } from './es-CO.ts';
import {
  LETTER_LEVELS,
  LETTER_TOPICS,
  LEVELLED_TOPICS,
  letterText,
  type LetterText,
} from './index.ts';

/** Every string of a text by its path ('topics.memory.activities.any.0'). */
function stringsByKey(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      for (const [k, v] of stringsByKey(inner, path ? `${path}.${key}` : key)) found.set(k, v);
    }
  }
  return found;
}

const slotsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const uniqueSlots = (text: string) => [...new Set(slotsOf(text))];

/** The slots build-letter.ts fills for each string (by path; topic fields for every topic). */
function allowedSlots(key: string): readonly string[] {
  if (/^topics\.[\w-]+\.title$/.test(key)) return [];
  if (/^topics\.[\w-]+\.(assessed|activities\.[\w-]+\.\d)$/.test(key)) return ['name'];
  if (key.startsWith('levelNames.') || key === 'locale') return [];
  if (key.startsWith('levelMeaning.')) return ['name'];
  if (key.startsWith('intro.')) return ['administration', 'count', 'name'];
  if (key.startsWith('practise.')) return ['list'];
  const slots: Record<string, readonly string[]> = {
    title: ['name'],
    heading: ['name'],
    greeting: ['name'],
    aboutResults: ['name'],
    percentile: ['name', 'percentile'],
    percentCorrect: ['name', 'percent'],
    finished: ['name'],
    notFinished: ['list', 'name'],
    'confidence.label': [],
    'confidence.reliable': [],
    'confidence.unreliable': ['name'],
    'confidence.provisional': [],
    'confidence.extendedTime': ['name'],
    'confidence.noTimeLimit': ['name'],
    activitiesHeading: [],
    bandAlt: ['level', 'name'],
    closing: ['name'],
    signature: ['name'],
    footer: ['date'],
    noResults: ['administration', 'name'],
  };
  const found = slots[key];
  if (!found) throw new Error(`no slots known for ${key}`);
  return found;
}

/** A text's words without its slots, lower case, padded: ' word ' finds a whole word. */
const words = (text: string) =>
  ` ${text
    .replace(/\{\w+\}/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')} `;

const texts = LOCALES.map((locale) => [locale, letterText(locale)] as const);
const EN = stringsByKey(letterText('en-US'));
const GB = stringsByKey(letterText('en-GB'));
const SPANISH: readonly Locale[] = ['es-ES', 'es-CO'];

describe('parent letter text', () => {
  it.each(texts)('%s: is the text of its locale', (locale, text) => {
    expect(text.locale).toBe(locale);
  });

  it.each(texts)(
    '%s: has every topic, activities by level where the topic has levels',
    (_, text) => {
      expect(Object.keys(text.topics).sort()).toEqual([...LETTER_TOPICS].sort());
      for (const id of LETTER_TOPICS) {
        const { activities } = text.topics[id];
        if (LEVELLED_TOPICS.includes(id)) {
          expect(Object.keys(activities).sort(), id).toEqual([...LETTER_LEVELS].sort());
          for (const level of LETTER_LEVELS)
            expect(activities[level], `${id} ${level}`).toHaveLength(3);
        } else {
          expect(Object.keys(activities), id).toEqual(['any']);
          expect(activities.any, id).toHaveLength(3);
        }
      }
    },
  );

  it.each(texts)('%s: every string is non-empty, trimmed and single-spaced', (_, text) => {
    for (const [key, value] of stringsByKey(text)) {
      expect(value.trim().length, key).toBeGreaterThan(0);
      expect(value, key).toBe(value.trim());
      expect(value, key).not.toMatch(/ {2}|\n/);
    }
  });

  it.each(texts)('%s: activities fit one page: short, and all different', (_, text) => {
    for (const id of LETTER_TOPICS) {
      const sets = Object.values(text.topics[id].activities);
      const all = sets.flat();
      for (const activity of all) expect(activity.length, activity).toBeLessThanOrEqual(220);
      expect(new Set(all).size, id).toBe(all.length);
    }
  });

  it.each(texts)('%s: uses only the slots the letter fills', (_, text) => {
    for (const [key, value] of stringsByKey(text)) {
      for (const slot of uniqueSlots(value))
        expect(allowedSlots(key), `${key}: {${slot}}`).toContain(slot);
    }
    // The band's text alternative is read instead of the graphic: it names the child.
    expect(slotsOf(text.bandAlt)).toEqual(['level', 'name']);
  });

  it.each(texts)('%s: uses the same slots as en-US for every key', (locale, text) => {
    const own = stringsByKey(text);
    expect([...own.keys()].sort(), locale).toEqual([...EN.keys()].sort());
    for (const [key, english] of EN) {
      expect(uniqueSlots(own.get(key) ?? ''), `${locale} ${key}`).toEqual(uniqueSlots(english));
    }
  });

  it.each(texts)('%s: names the levels as the reports do', (locale, text) => {
    const report = reportCsvText(locale).level;
    for (const level of LETTER_LEVELS) {
      expect(text.levelNames[level]).toBe(report[level]);
      expect(text.aboutResults).toContain(text.levelNames[level]);
      expect(text.bandAlt).toContain(text.levelNames[level]);
    }
  });

  it.each(texts)('%s: never names the product', (_, text) => {
    for (const [key, value] of stringsByKey(text)) expect(value, key).not.toMatch(/\broar\b/i);
  });

  it.each(SPANISH)('%s: has no English words and addresses the family as ustedes', (locale) => {
    const giveaways = (
      'the and your with child you game read play word home school level skill math this what ' +
      'practice'
    ).split(' ');
    const informal = ['vosotros', 'os', 'puedes', 'tu hijo', 'tu hija', 'tu familia', 'contigo'];
    for (const [key, value] of stringsByKey(letterText(locale))) {
      const text = words(value);
      for (const word of giveaways) expect(text, `${key}: ${word}`).not.toContain(` ${word} `);
      for (const word of informal) expect(text, `${key}: ${word}`).not.toContain(` ${word} `);
      // Spanish questions and exclamations open with ¿ and ¡.
      expect(value.split('¿').length, key).toBe(value.split('?').length);
      expect(value.split('¡').length, key).toBe(value.split('!').length);
    }
  });

  it('spells en-GB the British way and en-US the American way', () => {
    const american = /\b(math|colors?|favorites?|practic(ed|ing)|center|gray|grade)\b/i;
    const british = /\b(maths|colours?|favourites?|practis(e|ed|es|ing)|centre|grey|mum)\b/i;
    for (const [key, value] of EN) expect(value, key).not.toMatch(british);
    for (const [key, value] of GB) {
      expect(value, key).not.toMatch(american);
      // 'Practice' the noun is British too; the verb is 'practise'.
      expect(value, key).not.toMatch(/^Practice |\b(to|can|and) practice\b/);
    }
    for (const [key, english] of EN) {
      if (/\bmath\b/i.test(english)) expect(GB.get(key), key).toMatch(/\bmaths\b|number facts/i);
    }
    expect(GB.get('practise.letters')).toBe('Letters to practise: {list}.');
    expect(GB.get('closing')).toContain('practise');
  });

  it('keeps the regional variants to what differs', () => {
    const cases = [
      [EN_GB, letterText('en-US'), letterText('en-GB')],
      [ES_CO, letterText('es-ES'), letterText('es-CO')],
    ] as const;
    for (const [variant, base, merged] of cases) {
      const before = stringsByKey(base);
      const after = stringsByKey(merged);
      // A set of three activities is replaced whole: at least one of them differs.
      const units = new Set(
        [...stringsByKey(variant).keys()]
          .filter((key) => key !== 'locale')
          .map((key) => key.replace(/\.\d$/, '')),
      );
      for (const unit of units) {
        const keys = [...after.keys()].filter((k) => k === unit || k.startsWith(`${unit}.`));
        expect(
          keys.some((k) => after.get(k) !== before.get(k)),
          `${variant.locale} ${unit}`,
        ).toBe(true);
      }
    }
  });

  it('lays a variant over its base topic by topic and level by level', () => {
    const us: LetterText = letterText('en-US');
    const gb = letterText('en-GB');
    expect(gb.topics['core-math'].title).toBe('Maths');
    expect(gb.topics['core-math'].activities['needs-extra-support']).toBe(
      us.topics['core-math'].activities['needs-extra-support'],
    );
    expect(gb.topics['early-math'].title).toBe(us.topics['early-math'].title);
    expect(gb.topics['word-reading']).toBe(us.topics['word-reading']);
    expect(letterText('es-CO').topics).toEqual(letterText('es-ES').topics);
  });

  it('is listed word for word in docs/product/parent-letter.md section 6', () => {
    const doc = readFileSync(
      new URL('../../../../../../docs/product/parent-letter.md', import.meta.url),
      'utf8',
    );
    for (const [key, value] of EN) {
      if (key.includes('.activities.')) expect(doc, key).toContain(`- ${value}\n`);
    }
  });
});
