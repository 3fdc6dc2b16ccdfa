import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectedFiles } from '../../scripts/vocab/copy-pictures.ts';
import { itemClipTexts } from '../speech/item-clips.ts';
import { SAME_CATEGORY_FROM_BAND, pictureFile, vocabBank, vocabPictures } from './bank.ts';
import { vocabClipId } from './clips.ts';
import { VOCAB_INSTRUCTIONS } from './texts.ts';

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../apps/web/public');
const LANGUAGES = ['en', 'es'] as const;

/** Words one region says and another does not (a child elsewhere would not know them). */
const REGION_BOUND_ES = [
  'coche',
  'carro',
  'ordenador',
  'computadora',
  'zumo',
  'jugo',
  'patata',
  'papa',
  'gafas',
  'anteojos',
  'lentes',
  'autobús',
  'móvil',
  'celular',
  'bolígrafo',
  'lapicero',
  'pastel',
  'torta',
  'tarta',
  'plátano',
  'banano',
  'durazno',
  'melocotón',
  'maní',
  'cacahuete',
  'palomitas',
  'chaqueta',
  'calcetines',
  'bombilla',
  'foco',
  'mofeta',
  'zorrillo',
  'noria',
  'chincheta',
  'pintalabios',
  'auriculares',
  'audífonos',
];

describe.each(LANGUAGES)('Picture Vocabulary bank (%s)', (language) => {
  const bank = vocabBank(language);
  const all = [...bank.practice, ...bank.catch, ...bank.test];

  it('has at least 150 adaptive items from preschool to grade 8, with practice and catch items', () => {
    expect(bank.test.length).toBeGreaterThanOrEqual(150);
    expect(bank.practice).toHaveLength(3);
    expect(bank.catch.length).toBeGreaterThanOrEqual(3);
    for (let band = 1; band <= 8; band += 1) {
      expect(bank.test.filter((item) => item.band === band).length).toBeGreaterThanOrEqual(10);
    }
    // Catch and practice items are the easiest words there are.
    for (const item of [...bank.practice, ...bank.catch]) expect(item.band).toBe(1);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(new Set(all.map((item) => item.word)).size).toBe(all.length);
  });

  it('gives items provisional 4PL parameters that rise with the judged band', () => {
    for (const item of bank.test) {
      expect(item.params.c).toBe(0.25);
      expect(item.params.a).toBeGreaterThan(0);
    }
    const meanB = (band: number) => {
      const items = bank.test.filter((item) => item.band === band);
      return items.reduce((sum, item) => sum + item.params.b, 0) / items.length;
    };
    for (let band = 2; band <= 8; band += 1) expect(meanB(band)).toBeGreaterThan(meanB(band - 1));
    expect(meanB(1)).toBeLessThan(-2.5);
    expect(meanB(8)).toBeGreaterThan(1.5);
  });

  it('shows three other pictures of the bank with every word, of its category for harder items', () => {
    const concepts = new Set(all.map((item) => item.answer.concept));
    let sameCategory = 0;
    let hard = 0;
    for (const item of all) {
      const shown = item.distractors.map((d) => d.concept);
      expect(shown).toHaveLength(3);
      expect(new Set([item.answer.concept, ...shown]).size).toBe(4);
      for (const concept of shown) expect(concepts.has(concept)).toBe(true);
      const categories = item.distractors.map(
        (d) => all.find((other) => other.answer.concept === d.concept)!.category,
      );
      if (item.kind === 'test' && item.band >= SAME_CATEGORY_FROM_BAND) {
        hard += 1;
        if (categories.every((c) => c === item.category)) sameCategory += 1;
      } else {
        // Easy items: pictures of other categories only.
        expect(categories).not.toContain(item.category);
      }
    }
    expect(sameCategory / hard).toBeGreaterThan(0.95);
  });

  it('has a picture file for every concept it shows', () => {
    for (const item of all) {
      for (const picture of [item.answer, ...item.distractors]) {
        expect(picture.image).toBe(pictureFile(picture.concept));
        expect(existsSync(join(PUBLIC_DIR, picture.image)), picture.image).toBe(true);
      }
    }
  });

  it('has a speech clip for every word and instruction', () => {
    const clips = itemClipTexts();
    for (const item of all)
      expect(clips[vocabClipId(language, item.answer.concept)]).toBe(item.word);
    for (const [key, text] of Object.entries(VOCAB_INSTRUCTIONS[language])) {
      expect(clips[vocabClipId(language, key)]).toBe(text);
    }
  });
});

describe('Picture Vocabulary pictures and words', () => {
  it('are copied unchanged with their licence, and nothing else', () => {
    const dir = join(PUBLIC_DIR, 'task-images/vocab');
    const expected = expectedFiles();
    expect(readdirSync(dir).sort()).toEqual([...expected.keys()].sort());
    for (const [name, bytes] of expected) {
      expect(readFileSync(join(dir, name)).equals(bytes), name).toBe(true);
    }
    expect(readFileSync(join(dir, 'LICENSE.txt'), 'utf8')).toContain('MIT License');
    expect(vocabPictures().length).toBe(expected.size - 1);
  });

  it('share one picture between the languages for the same concept', () => {
    const en = new Map(vocabBank('en').test.map((i) => [i.answer.concept, i]));
    const es = vocabBank('es').test;
    const shared = es.filter((i) => en.has(i.answer.concept));
    expect(shared.length).toBeGreaterThanOrEqual(150);
    for (const item of shared)
      expect(item.answer.image).toBe(en.get(item.answer.concept)!.answer.image);
  });

  it('uses Spanish words shared by Spain and Latin America', () => {
    const bank = vocabBank('es');
    const words = [...bank.practice, ...bank.catch, ...bank.test].flatMap((i) =>
      i.word.toLowerCase().split(' '),
    );
    for (const word of REGION_BOUND_ES) expect(words, word).not.toContain(word);
  });
});
