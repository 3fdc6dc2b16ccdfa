// @vitest-environment node
/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PA_SUBTESTS } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { expectedFiles } from '../../scripts/pa/copy-pictures.ts';
import { placeAnswer } from './build.ts';
import { type PaItem, type PaLanguage, paBank } from './index.ts';
import { PICTURES_EN, PICTURES_ES } from './pictures.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));
const TABLES: Record<PaLanguage, Readonly<Record<string, string>>> = {
  en: PICTURES_EN,
  es: PICTURES_ES,
};

/** What makes an item the same item: its subtest, its word, what is taken away and its answer. */
const signature = (item: PaItem) =>
  JSON.stringify([item.subtest, item.stimulus, item.deletion, item.answer.word]);

const pictures = (item: PaItem) => [...(item.cue ? [item.cue] : []), ...item.choices];

describe.each(['en', 'es'] as const)('Phoneme bank (%s)', (language) => {
  const bank = paBank(language);
  const lists = PA_SUBTESTS.map((subtest) => ({ subtest, ...bank.items[subtest] }));
  const all = lists.flatMap((list) => [...list.practice, ...list.test]);

  it('has 3 practice and at least 19 test items per subtest, with stable ids', () => {
    expect(bank.language).toBe(language);
    expect(bank.version).toMatch(new RegExp(`^pa-${language}-\\d{4}\\.\\d{2}$`));
    for (const { subtest, practice, test } of lists) {
      expect(practice).toHaveLength(3);
      expect(test.length).toBeGreaterThanOrEqual(19);
      const code = subtest.toLowerCase();
      practice.forEach((item, index) => {
        expect(item).toMatchObject({ id: `pa-${language}-${code}-p${index + 1}`, subtest });
        expect(item.practice).toBe(true);
      });
      test.forEach((item, index) => {
        const number = String(index + 1).padStart(2, '0');
        expect(item).toMatchObject({ id: `pa-${language}-${code}-${number}`, subtest });
        expect(item.practice).toBe(false);
      });
    }
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
  });

  it('asks each question once: no duplicate item, word or answer within a subtest', () => {
    expect(new Set(all.map(signature)).size).toBe(all.length);
    for (const { practice, test } of lists) {
      const items = [...practice, ...test];
      expect(new Set(items.map((item) => item.stimulus)).size).toBe(items.length);
      expect(new Set(items.map((item) => item.answer.word)).size).toBe(items.length);
      const pictureSets = items.map((item) =>
        pictures(item)
          .map((p) => p.file)
          .sort()
          .join(),
      );
      expect(new Set(pictureSets).size).toBe(items.length);
    }
  });

  it('keeps practice apart from test: no practice word or answer comes back in the test', () => {
    for (const { practice, test } of lists) {
      const testWords = new Set(test.flatMap((item) => [item.stimulus, item.answer.word]));
      const reused = practice.filter(
        (item) => testWords.has(item.stimulus) || testWords.has(item.answer.word),
      );
      expect(reused.map((item) => item.id)).toEqual([]);
    }
  });

  it('shows a cue picture for sound matching only, and four or three different pictures', () => {
    for (const item of all) {
      expect(item.cue === null).toBe(item.subtest === 'DEL');
      expect(item.deletion === null).toBe(item.subtest !== 'DEL');
      if (item.cue) expect(item.stimulus).toBe(item.cue.word);
      const shown = pictures(item);
      expect(new Set(shown.map((p) => p.file)).size).toBe(shown.length);
      expect(new Set(shown.map((p) => p.word)).size).toBe(shown.length);
      for (const distractor of item.distractors) {
        expect(distractor.word).not.toBe(item.answer.word);
        expect(distractor.word).not.toBe(item.cue?.word);
      }
    }
  });

  it('names the three choices in the order they are shown, the answer in a balanced slot', () => {
    for (const { test } of lists) {
      const slots = test.map((item) => item.choices.indexOf(item.answer));
      const counts = [0, 1, 2].map((slot) => slots.filter((s) => s === slot).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      const runsOfThree = slots.filter(
        (slot, i) => i >= 2 && slots[i - 1] === slot && slots[i - 2] === slot,
      );
      expect(runsOfThree).toEqual([]);
    }
    for (const item of all) {
      expect([...item.choices].sort(byWord)).toEqual(
        [item.answer, ...item.distractors].sort(byWord),
      );
      const [a, b, c] = item.choices.map((choice) => choice.word);
      expect(item.prompt).toContain(item.stimulus);
      expect(item.prompt.toLowerCase()).toMatch(new RegExp(`${a}, ${b},? (or|o|u) ${c}\\?$`));
      if (item.deletion?.kind === 'part') expect(item.prompt).toContain(` ${item.deletion.part}.`);
    }
  });

  it('has spoken instructions for every subtest', () => {
    for (const subtest of PA_SUBTESTS) {
      expect(bank.instructions[subtest].intro.length).toBeGreaterThan(40);
      expect(bank.instructions[subtest].practiceIntro.length).toBeGreaterThan(5);
    }
  });

  it('lists every picture it uses once, copied unchanged from fluentui-emoji under the MIT licence', () => {
    const used = new Set(all.flatMap((item) => pictures(item).map((p) => p.file)));
    expect(bank.pictures.map((p) => p.file).sort()).toEqual([...used].sort());
    const expected = expectedFiles();
    for (const picture of bank.pictures) {
      const name = picture.file.replace('/task-images/pa/', '');
      expect(picture.file).toMatch(/^\/task-images\/pa\/[a-z0-9-]+\.svg$/);
      expect(picture.source).toBe(`fluentui-emoji@1.3.0/icons/flat/${name}`);
      expect(picture.licence).toBe('MIT');
      const path = `${PUBLIC_DIR}${picture.file}`;
      expect(existsSync(path), path).toBe(true);
      expect(readFileSync(path).equals(expected.get(name) as Buffer), path).toBe(true);
      const words = all.flatMap((item) => pictures(item)).filter((p) => p.file === picture.file);
      expect(picture.words).toEqual([...new Set(words.map((p) => p.word))].sort());
    }
    expect(readFileSync(`${PUBLIC_DIR}/task-images/pa/LICENSE.txt`, 'utf8')).toContain(
      'Copyright (c) Microsoft Corporation.',
    );
  });

  it('gives each picture one word and uses every word of its picture table', () => {
    const table = TABLES[language];
    const emojis = Object.values(table);
    expect(new Set(emojis).size).toBe(emojis.length);
    const usedWords = new Set(all.flatMap((item) => pictures(item).map((p) => p.word)));
    expect(Object.keys(table).filter((word) => !usedWords.has(word))).toEqual([]);
    expect(bank.pictures.every((picture) => picture.words.length === 1)).toBe(true);
  });
});

const byWord = (x: { word: string }, y: { word: string }) => x.word.localeCompare(y.word);

describe('placeAnswer', () => {
  it('puts each of the first three answers in a different slot and swaps the distractors', () => {
    const placed = [0, 1, 2].map((index) => placeAnswer('A', ['x', 'y'], index));
    expect(placed.map((choices) => choices.indexOf('A')).sort()).toEqual([0, 1, 2]);
    expect(placed[0]?.filter((c) => c !== 'A')).toEqual(['x', 'y']);
    expect(placed[1]?.filter((c) => c !== 'A')).toEqual(['y', 'x']);
  });
});
