import { assertItemParams } from '@roar/scoring';
import { describe, expect, it } from 'vitest';
import { isBlockedMadeUpWord, isExcludedRealWord } from '../../scripts/swr/exclusions.ts';
import { isLegalSpanishAccent } from '../../scripts/swr/orthography.ts';
import { realWordParams } from '../../scripts/swr/priors.ts';
import {
  RANK_LINE,
  isKnownWord,
  listForm,
  loadSources,
  rebuildRankLine,
} from '../../scripts/swr/sources.ts';
import { type SwrLanguage, type WordItem, swrBank } from './index.ts';

const LETTERS: Record<SwrLanguage, RegExp> = { en: /^[a-z]+$/, es: /^[a-zñáéíóúü]+$/ };
const WORD_LISTS_MS = 30_000;

const byKind = (items: readonly WordItem[], kind: WordItem['lexicality']) =>
  items.filter((item) => item.lexicality === kind);

const lengthCounts = (items: readonly WordItem[]) => {
  const counts = new Map<number, number>();
  for (const item of items)
    counts.set(item.stimulus.length, (counts.get(item.stimulus.length) ?? 0) + 1);
  return [...counts].sort(([x], [y]) => x - y);
};

describe.each(['en', 'es'] as const)('Word bank (%s)', (language) => {
  const bank = swrBank(language);
  const all = [...bank.practice, ...bank.test];
  const plain = (item: WordItem) => listForm(language, item.stimulus);

  it('has 6 practice items (3 real, 3 made-up) and 250 real and 250 made-up test items', () => {
    expect(bank.language).toBe(language);
    expect(bank.version).toMatch(new RegExp(`^swr-${language}-\\d{4}\\.\\d{2}-prior$`));
    expect(byKind(bank.practice, 'real')).toHaveLength(3);
    expect(byKind(bank.practice, 'made-up')).toHaveLength(3);
    expect(byKind(bank.test, 'real')).toHaveLength(250);
    expect(byKind(bank.test, 'made-up')).toHaveLength(250);
  });

  it('numbers items with stable, unique ids', () => {
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(
      bank.practice.every((item) => new RegExp(`^swr-${language}-p\\d{2}$`).test(item.id)),
    ).toBe(true);
    expect(bank.test.every((item) => new RegExp(`^swr-${language}-\\d{4}$`).test(item.id))).toBe(
      true,
    );
  });

  it('shows every letter string once, practice included (accents ignored)', () => {
    expect(new Set(all.map(plain)).size).toBe(all.length);
  });

  it('keeps strings to 3-9 lower-case letters of the language', () => {
    const bad = all.filter(
      (item) =>
        item.stimulus.length < 3 ||
        item.stimulus.length > 9 ||
        !LETTERS[language].test(item.stimulus),
    );
    expect(bad.map((item) => item.stimulus)).toEqual([]);
  });

  it('matches made-up words to real words in length', () => {
    expect(lengthCounts(byKind(bank.test, 'made-up'))).toEqual(
      lengthCounts(byKind(bank.test, 'real')),
    );
  });

  it('gives every item valid provisional 4PL parameters', () => {
    for (const item of all) {
      expect(() => assertItemParams(item.params)).not.toThrow();
      expect(item.params.c).toBe(0.5);
      expect(item.params.d).toBe(0.98);
      expect(item.params.a).toBeGreaterThanOrEqual(1);
      expect(item.params.a).toBeLessThanOrEqual(1.6);
      expect(Math.abs(item.params.b)).toBeLessThanOrEqual(3);
    }
  });

  it('spreads difficulty over the whole range, real and made-up alike', () => {
    // Every half unit of b from -3 to 3 holds items; each kind covers [-2.5, 1.5] at least.
    for (let low = -3; low < 3; low += 0.5) {
      const inBin = bank.test.filter((i) => i.params.b >= low && i.params.b < low + 0.5);
      expect(inBin.length, `items with b in [${low}, ${low + 0.5})`).toBeGreaterThanOrEqual(8);
    }
    for (const kind of ['real', 'made-up'] as const) {
      const bs = byKind(bank.test, kind).map((item) => item.params.b);
      expect(Math.min(...bs)).toBeLessThanOrEqual(-2.5);
      expect(Math.max(...bs)).toBeGreaterThanOrEqual(1.5);
    }
  });

  it('respects the exclusion lists', () => {
    expect(byKind(all, 'real').filter((i) => isExcludedRealWord(language, i.stimulus))).toEqual([]);
    expect(byKind(all, 'made-up').filter((i) => isBlockedMadeUpWord(i.stimulus))).toEqual([]);
  });

  it('keeps practice items out of the test items', () => {
    const test = new Set(bank.test.map(plain));
    expect(bank.practice.filter((item) => test.has(plain(item)))).toEqual([]);
  });

  it(
    'uses real words from the frequency list and the full word list, with their prior',
    () => {
      const sources = loadSources(language);
      const zipf = new Map(sources.frequency.map((e) => [e.word, e.zipf]));
      for (const item of byKind(all, 'real')) {
        expect(sources.fullList.has(plain(item)), item.stimulus).toBe(true);
        const z = zipf.get(item.stimulus);
        expect(z, item.stimulus).toBeDefined();
        expect(item.params).toEqual(realWordParams(z as number, item.stimulus.length));
      }
    },
    WORD_LISTS_MS,
  );

  it(
    'makes up strings that no word list of either language holds',
    () => {
      const lists = [loadSources('en'), loadSources('es')];
      const known = byKind(all, 'made-up').filter((item) =>
        lists.some((sources) => isKnownWord(sources, item.stimulus)),
      );
      expect(known.map((item) => item.stimulus)).toEqual([]);
    },
    WORD_LISTS_MS,
  );

  it.runIf(language === 'es')('writes made-up accents where the stress rules allow', () => {
    const bad = byKind(all, 'made-up').filter((item) => !isLegalSpanishAccent(item.stimulus));
    expect(bad.map((item) => item.stimulus)).toEqual([]);
  });
});

describe('both banks', () => {
  it(
    'estimate Spanish Zipf values with the rank line SUBTLEXus gives',
    () => {
      const line = rebuildRankLine();
      expect(line.intercept).toBeCloseTo(RANK_LINE.intercept, 2);
      expect(line.slope).toBeCloseTo(RANK_LINE.slope, 2);
    },
    WORD_LISTS_MS,
  );

  it('share no id', () => {
    const ids = (['en', 'es'] as const).flatMap((language) => {
      const bank = swrBank(language);
      return [...bank.practice, ...bank.test].map((item) => item.id);
    });
    expect(new Set(ids).size).toBe(ids.length);
  });
});
