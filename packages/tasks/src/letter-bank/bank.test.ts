import { LETTER_SUBTASKS, TASK_LANGUAGES } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { SOUND_TABLES } from './build.ts';
import { ALPHABETS, LETTER_NAMES, type LetterItem, letterBank } from './index.ts';

const allItems = (language: (typeof TASK_LANGUAGES)[number]) =>
  LETTER_SUBTASKS.flatMap((subtask) => {
    const { practice, test } = letterBank(language).items[subtask];
    return [...practice, ...test];
  });

/** Accents off for comparing an anchor word with its letter; n with tilde stays. */
const plain = (word: string) =>
  word
    .normalize('NFD')
    .replace(/(?<!n)\u0303|[\u0300-\u0302\u0304-\u036f]/g, '')
    .normalize('NFC');

describe.each(TASK_LANGUAGES)('letter bank (%s)', (language) => {
  const bank = letterBank(language);
  const alphabet = ALPHABETS[language];
  const sounds = SOUND_TABLES[language];
  const items = allItems(language);

  it('has 3 practice items per subtask and one test item per letter', () => {
    expect(bank.language).toBe(language);
    expect(bank.version).toBe(`letter-${language.toLowerCase()}-2026.11`);
    for (const subtask of LETTER_SUBTASKS) expect(bank.items[subtask].practice).toHaveLength(3);
    const upper = bank.items.UppercaseNames.test.map((item) => item.letter);
    const lower = bank.items.LowercaseNames.test.map((item) => item.letter);
    expect(upper).toEqual(alphabet.map((letter) => letter.toUpperCase()));
    expect(lower).toEqual(alphabet);
    const sounded = alphabet.filter((letter) => !(letter in sounds.skipped));
    expect(bank.items.Phonemes.test.map((item) => item.letter)).toEqual(sounded);
  });

  it('gives every item a unique, stable id and no item twice', () => {
    const slug = language.toLowerCase();
    const pattern = new RegExp(`^letter-${slug}-(upper|lower|sound)-(p[1-3]|[a-z]|ntilde)$`);
    expect(items.filter((item) => !pattern.test(item.id)).map((item) => item.id)).toEqual([]);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const content = items.map((item) => `${item.subtask}|${item.prompt}|${item.choices.join('')}`);
    expect(new Set(content).size).toBe(items.length);
    for (const subtask of LETTER_SUBTASKS) {
      const { practice, test } = bank.items[subtask];
      expect(practice.every((item) => item.practice && item.subtask === subtask)).toBe(true);
      expect(test.every((item) => !item.practice && item.subtask === subtask)).toBe(true);
    }
  });

  it('offers four different letters of the alphabet, the target once', () => {
    const bad = (item: LetterItem) => {
      const isUpper = item.subtask === 'UppercaseNames';
      const letters = isUpper ? alphabet.map((l) => l.toUpperCase()) : alphabet;
      return (
        item.choices.length !== 4 ||
        new Set(item.choices).size !== 4 ||
        item.choices.filter((choice) => choice === item.letter).length !== 1 ||
        !item.choices.every((choice) => letters.includes(choice))
      );
    };
    expect(items.filter(bad).map((item) => item.id)).toEqual([]);
  });

  it('puts the target equally often in each of the four slots', () => {
    for (const subtask of LETTER_SUBTASKS) {
      const { test } = bank.items[subtask];
      const counts = [0, 1, 2, 3].map(
        (slot) => test.filter((item) => item.choices[slot] === item.letter).length,
      );
      expect(Math.max(...counts) - Math.min(...counts), subtask).toBeLessThanOrEqual(1);
    }
  });

  it('names each letter by its own spoken name', () => {
    const names = alphabet.map((letter) => LETTER_NAMES[language][letter]);
    expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(alphabet.length);
    for (const item of [...bank.items.UppercaseNames.test, ...bank.items.LowercaseNames.test]) {
      expect(item.prompt).toContain(` ${LETTER_NAMES[language][item.letter.toLowerCase()]}.`);
    }
  });

  it('never offers a letter that also spells the target sound', () => {
    const { practice, test } = bank.items.Phonemes;
    const clash = [...practice, ...test].filter((item) => {
      const same = sounds.sameSound[item.letter] ?? '';
      return item.choices.some((choice) => choice !== item.letter && same.includes(choice));
    });
    expect(clash.map((item) => item.id)).toEqual([]);
  });

  it('asks for each sound with a word that has the letter in that place', () => {
    for (const row of [...sounds.practice, ...sounds.test]) {
      const word = plain(row.anchor);
      const ok = row.position === 'first' ? word.startsWith(row.letter) : word.endsWith(row.letter);
      expect(ok, `${row.letter} in ${row.anchor}`).toBe(true);
    }
  });

  it('has narration for every subtask', () => {
    for (const subtask of LETTER_SUBTASKS) {
      expect(bank.instructions[subtask].intro.length).toBeGreaterThan(40);
      expect(bank.instructions[subtask].practiceIntro.length).toBeGreaterThan(10);
    }
  });
});

describe('language differences', () => {
  it('uses the 27-letter Spanish alphabet with ñ and without ch, ll, rr', () => {
    expect(ALPHABETS.es).toHaveLength(27);
    expect(ALPHABETS.es).toContain('ñ');
    expect(ALPHABETS.es.indexOf('ñ')).toBe(ALPHABETS.es.indexOf('n') + 1);
    expect(ALPHABETS.es.some((letter) => ['ch', 'll', 'rr'].includes(letter))).toBe(false);
    expect(letterBank('es').items.UppercaseNames.test.map((item) => item.letter)).toContain('Ñ');
    expect(ALPHABETS.en).toHaveLength(26);
  });

  it('says zed in Canadian English and zee in US English', () => {
    const prompt = (language: 'en' | 'en-CA') =>
      letterBank(language).items.UppercaseNames.test.find((item) => item.letter === 'Z')?.prompt;
    expect(prompt('en-CA')).toBe('Find the letter zed.');
    expect(prompt('en')).toBe('Find the letter zee.');
    expect(allItems('en-CA').some((item) => /\bzee\b/.test(item.prompt))).toBe(false);
  });

  it('differs between US and Canadian English only in the name of z and the ids', () => {
    const strip = (item: LetterItem) => ({ ...item, id: item.id.replace('letter-en-ca-', '') });
    const us = allItems('en').map((item) => ({ ...item, id: item.id.replace('letter-en-', '') }));
    const ca = allItems('en-CA').map(strip);
    const differ = ca.filter((item, index) => JSON.stringify(item) !== JSON.stringify(us[index]));
    expect(differ.map((item) => item.id)).toEqual(['upper-z', 'lower-z']);
    expect(letterBank('en-CA').instructions).toEqual(letterBank('en').instructions);
  });

  it('keeps b and v apart in Spanish name items, since be and ve can sound alike', () => {
    const { UppercaseNames, LowercaseNames } = letterBank('es').items;
    const both = [...UppercaseNames.test, ...LowercaseNames.test].filter((item) => {
      const lower = item.choices.map((choice) => choice.toLowerCase());
      return lower.includes('b') && lower.includes('v');
    });
    expect(both.map((item) => item.id)).toEqual([]);
  });

  it('skips only the Spanish letters without one clear sound', () => {
    expect(Object.keys(SOUND_TABLES.es.skipped).sort()).toEqual(['h', 'w', 'x']);
    expect(Object.keys(SOUND_TABLES.en.skipped)).toEqual([]);
  });

  it('shares no id between the three banks', () => {
    const ids = TASK_LANGUAGES.flatMap((language) => allItems(language).map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
