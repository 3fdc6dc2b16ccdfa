import { PHONICS_CATEGORIES } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { areHomophones, englishWords, pronunciations } from '../../scripts/phonics/sources.ts';
import { isBlockedMadeUpWord, isExcludedRealWord } from '../../scripts/swr/exclusions.ts';
import {
  PHONICS_DISPLAY_NAMES,
  type PhonicsCategory,
  type PhonicsItem,
  phonicsBank,
} from './index.ts';

const WORD_LIST_MS = 30_000;
const bank = phonicsBank();
const testItems = PHONICS_CATEGORIES.flatMap((category) => bank.test[category]);
const allItems = [...bank.practice, ...testItems];
const misspellings = (item: PhonicsItem) => item.choices.filter((choice) => choice !== item.word);

/** The spelling pattern each category's words must show. */
const SPELLING: Readonly<Record<PhonicsCategory, RegExp>> = {
  cvc: /^[b-df-hj-np-tv-z][aeiou][b-df-hj-np-tv-z]$/,
  digraph: /sh|ch|th|ck|wh|ph/,
  initial_blend: /^([bcfgps]l|s[cklmnptw]|tw)[aeiou]/,
  tri_blend: /^(scr|spl|spr|str|squ|shr|thr)[aeiou]/,
  final_blend: /[aeiou](nd|nt|mp|st|sk|ft|lt|lk|lf|lp|nk|sp|pt|ct)$/,
  r_controlled: /^[^aeiou]+[aeiou]r[^aeiou]*$/,
  r_cluster: /^[bcdfgpt]r[aeiou]/,
  silent_e: /^[^aeiou]+[aeiou][^aeiou]e$/,
  vowel_team: /ai|ay|ee|ea|oa|oo/,
};

const VOWEL = /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)$/;
const SHORT = new Set(['AE', 'EH', 'IH', 'AA', 'AH']);
const LONG = new Set(['EY', 'IY', 'AY', 'OW', 'UW']);
const isConsonant = (phoneme: string | undefined) => phoneme !== undefined && !VOWEL.test(phoneme);

/** What the word must sound like in its category, by its first CMU pronunciation. */
const SOUND: Readonly<Record<PhonicsCategory, (phonemes: string[], word: string) => boolean>> = {
  cvc: (p) => p.filter((x) => VOWEL.test(x)).length === 1 && p.some((x) => SHORT.has(x)),
  // A digraph spells one sound with two letters.
  digraph: (p, word) => p.length < word.length,
  initial_blend: (p) => isConsonant(p[0]) && isConsonant(p[1]),
  tri_blend: (p) => isConsonant(p[0]) && isConsonant(p[1]) && isConsonant(p[2]),
  final_blend: (p) => isConsonant(p.at(-1)) && isConsonant(p.at(-2)),
  r_controlled: (p) => p.includes('ER') || p.some((x, i) => VOWEL.test(x) && p[i + 1] === 'R'),
  r_cluster: (p) => isConsonant(p[0]) && p[1] === 'R',
  // The final e is silent and the vowel before it long.
  silent_e: (p) => isConsonant(p.at(-1)) && p.some((x) => LONG.has(x)),
  vowel_team: (p) => p.some((x) => LONG.has(x)),
};

describe('phonics bank', () => {
  it('has 3 practice items and 6 test items in each of the nine categories', () => {
    expect(bank.version).toBe('phonics-en-2026.11');
    expect(Object.keys(bank.test)).toEqual([...PHONICS_CATEGORIES]);
    expect(bank.practice).toHaveLength(3);
    expect(bank.practice.every((item) => item.practice && item.category === 'cvc')).toBe(true);
    for (const category of PHONICS_CATEGORIES) {
      expect(bank.test[category], category).toHaveLength(6);
      expect(bank.test[category].every((i) => !i.practice && i.category === category)).toBe(true);
    }
    expect(testItems).toHaveLength(54);
  });

  it('names the categories as the reports do', () => {
    expect(PHONICS_DISPLAY_NAMES).toEqual({
      cvc: 'CVC',
      digraph: 'Digraph',
      initial_blend: 'Initial blends',
      tri_blend: 'Three-letter blends',
      final_blend: 'Final blends',
      r_controlled: 'R-controlled',
      r_cluster: 'R-cluster',
      silent_e: 'Silent-e',
      vowel_team: 'Vowel team',
    });
  });

  it('gives every item a unique, stable id and every word one item', () => {
    expect(new Set(allItems.map((item) => item.id)).size).toBe(allItems.length);
    expect(new Set(allItems.map((item) => item.word)).size).toBe(allItems.length);
    for (const item of testItems) expect(item.id).toBe(`phonics-${item.category}-${item.word}`);
    expect(bank.practice.map((item) => item.id)).toEqual([
      'phonics-practice-p1',
      'phonics-practice-p2',
      'phonics-practice-p3',
    ]);
  });

  it('offers four different lower-case spellings, the word once', () => {
    const bad = allItems.filter(
      (item) =>
        new Set(item.choices).size !== 4 ||
        item.choices.filter((choice) => choice === item.word).length !== 1 ||
        !item.choices.every((choice) => /^[a-z]+$/.test(choice)),
    );
    expect(bad.map((item) => item.id)).toEqual([]);
  });

  it('keeps misspellings close: one letter longer or shorter at most', () => {
    const far = allItems.flatMap((item) =>
      misspellings(item)
        .filter((m) => Math.abs(m.length - item.word.length) > 1)
        .map((m) => `${item.word}/${m}`),
    );
    expect(far).toEqual([]);
  });

  it('never offers another item word as a misspelling', () => {
    const words = new Set(allItems.map((item) => item.word));
    const clash = allItems.flatMap((item) => misspellings(item).filter((m) => words.has(m)));
    expect(clash).toEqual([]);
  });

  it('puts the word equally often in each of the four slots', () => {
    const counts = [0, 1, 2, 3].map(
      (slot) => testItems.filter((item) => item.choices[slot] === item.word).length,
    );
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('speaks the word, then asks for it', () => {
    for (const item of allItems) {
      expect(item.prompt).toBe(`${item.word}. Which word says ${item.word}?`);
    }
    expect(bank.instructions.intro.length).toBeGreaterThan(40);
    expect(bank.instructions.practiceIntro.length).toBeGreaterThan(10);
  });

  it('spells each word with the pattern of its category', () => {
    const off = testItems.filter((item) => !SPELLING[item.category].test(item.word));
    expect(off.map((item) => item.id)).toEqual([]);
    expect(bank.practice.filter((item) => !SPELLING.cvc.test(item.word))).toEqual([]);
  });

  it('uses no excluded word and no blocked string', () => {
    expect(allItems.filter((item) => isExcludedRealWord('en', item.word))).toEqual([]);
    const blocked = allItems.flatMap((item) => misspellings(item).filter(isBlockedMadeUpWord));
    expect(blocked).toEqual([]);
  });

  it(
    'uses real words that the word list and the CMU dictionary know',
    () => {
      const words = englishWords();
      expect(allItems.filter((item) => !words.has(item.word)).map((i) => i.word)).toEqual([]);
      const unknown = allItems.filter((item) => pronunciations(item.word).length === 0);
      expect(unknown.map((item) => item.word)).toEqual([]);
    },
    WORD_LIST_MS,
  );

  it('sounds like its category, by the CMU dictionary', () => {
    const off = allItems.filter((item) => {
      const [first] = pronunciations(item.word);
      return first === undefined || !SOUND[item.category](first.split(' '), item.word);
    });
    expect(off.map((item) => item.id)).toEqual([]);
  });

  it('offers no homophone of the word, by the CMU dictionary', () => {
    const homophones = allItems.flatMap((item) =>
      misspellings(item)
        .filter((m) => areHomophones(item.word, m))
        .map((m) => `${item.word}/${m}`),
    );
    expect(homophones).toEqual([]);
  });
});
