import type { ItemParams } from '@roar/scoring';
import { createRng } from '../runtime/random.ts';
import {
  CATCH_CONCEPTS,
  PRACTICE_CONCEPTS,
  TEST_CONCEPTS,
  type Band,
  type ConceptRow,
  type FrequencyTier,
  type VocabCategory,
} from './words.ts';

/** Languages of Picture Vocabulary. */
export type VocabLanguage = 'en' | 'es';

/** Number of pictures on screen: the answer and three distractors. */
export const VOCAB_CHOICES = 4;

/** One picture of the bank: its concept (the emoji name, recorded as the response). */
export interface VocabPicture {
  concept: string;
  image: string;
}

/** One item: a spoken word, its picture, three distractor pictures, and 4PL parameters. */
export interface VocabItem {
  /** `<language>-<concept>`. */
  id: string;
  kind: 'practice' | 'catch' | 'test';
  word: string;
  answer: VocabPicture;
  distractors: readonly VocabPicture[];
  category: VocabCategory;
  band: Band;
  frequency: FrequencyTier;
  /** Provisional 4PL parameters from the prior of README.md. */
  params: ItemParams;
}

export interface VocabBank {
  language: VocabLanguage;
  practice: readonly VocabItem[];
  catch: readonly VocabItem[];
  test: readonly VocabItem[];
}

/** Where the pictures are served (copied by scripts/vocab/copy-pictures.ts). */
export const pictureFile = (concept: string) => `/task-images/vocab/${concept}.svg`;

/**
 * The prior (README.md, 'Item parameters'): difficulty rises 0.7 logits per judged
 * age-of-acquisition band from -3.0 at band 1 (age 2-3) to +1.9 at band 8 (grades 7-8), and a
 * word heard often is 0.3 easier, a rare one 0.3 harder than its band; the same discrimination
 * for all; guessing 1/4 for four pictures; 2% slips.
 */
export const PRIOR = {
  bandOneDifficulty: -3.0,
  perBand: 0.7,
  frequencyShift: { h: -0.3, m: 0, l: 0.3 } satisfies Record<FrequencyTier, number>,
  discrimination: 1.4,
  guessing: 1 / VOCAB_CHOICES,
  upper: 0.98,
} as const;

export const priorParams = (band: Band, frequency: FrequencyTier): ItemParams => ({
  a: PRIOR.discrimination,
  b:
    Math.round(
      (PRIOR.bandOneDifficulty + PRIOR.perBand * (band - 1) + PRIOR.frequencyShift[frequency]) *
        100,
    ) / 100,
  c: PRIOR.guessing,
  d: PRIOR.upper,
});

interface Concept {
  picture: string;
  category: VocabCategory;
  band: Band;
  frequency: FrequencyTier;
  word: string;
}

const conceptsOf = (rows: readonly ConceptRow[], language: VocabLanguage): Concept[] =>
  rows.flatMap(([picture, category, band, frequency, en, es]) => {
    const word = language === 'en' ? en : es;
    return word ? [{ picture, category, band, frequency, word }] : [];
  });

/** Items from this band on take their distractors from their own category (harder to tell). */
export const SAME_CATEGORY_FROM_BAND = 5;

/**
 * Three distractors for a concept, drawn with the bank's own fixed generator (the same every
 * build): for an item of band 5 or more, pictures of the same category, nearest in band first;
 * for an easier item (and the practice and catch items), pictures of other categories that a
 * child of its level knows (band at most one above), so the item tests the word, not the picture.
 */
function distractorsFor(
  concept: Concept,
  pool: readonly Concept[],
  rng: ReturnType<typeof createRng>,
  easy: boolean,
): Concept[] {
  const others = pool.filter((c) => c.picture !== concept.picture);
  if (!easy && concept.band >= SAME_CATEGORY_FROM_BAND) {
    const same = rng
      .shuffle(others.filter((c) => c.category === concept.category))
      .sort((x, y) => Math.abs(x.band - concept.band) - Math.abs(y.band - concept.band));
    const chosen = same.slice(0, VOCAB_CHOICES - 1);
    if (chosen.length === VOCAB_CHOICES - 1) return chosen;
    const rest = rng.shuffle(others.filter((c) => !chosen.includes(c)));
    return [...chosen, ...rest.slice(0, VOCAB_CHOICES - 1 - chosen.length)];
  }
  const limit = easy ? 2 : concept.band + 1;
  const chosen: Concept[] = [];
  for (const candidate of rng.shuffle(others.filter((c) => c.band <= limit))) {
    if (chosen.length === VOCAB_CHOICES - 1) break;
    // Each picture of another category, and no two of the same one.
    if (candidate.category === concept.category) continue;
    if (chosen.some((c) => c.category === candidate.category)) continue;
    chosen.push(candidate);
  }
  return chosen;
}

const banks = new Map<VocabLanguage, VocabBank>();

/** The bank of a language, built once (the same on the server and in the browser). */
export function vocabBank(language: VocabLanguage): VocabBank {
  const built = banks.get(language);
  if (built) return built;
  const rng = createRng(`vocab-bank-${language}`);
  const practice = conceptsOf(PRACTICE_CONCEPTS, language);
  const catchItems = conceptsOf(CATCH_CONCEPTS, language);
  const test = conceptsOf(TEST_CONCEPTS, language);
  const pool = [...practice, ...catchItems, ...test];
  const picture = (c: Concept): VocabPicture => ({
    concept: c.picture,
    image: pictureFile(c.picture),
  });
  const item = (kind: VocabItem['kind']) => (c: Concept) => ({
    id: `${language}-${c.picture}`,
    kind,
    word: c.word,
    answer: picture(c),
    distractors: distractorsFor(c, pool, rng, kind !== 'test').map(picture),
    category: c.category,
    band: c.band,
    frequency: c.frequency,
    params: priorParams(c.band, c.frequency),
  });
  const bank: VocabBank = {
    language,
    practice: practice.map(item('practice')),
    catch: catchItems.map(item('catch')),
    test: test.map(item('test')),
  };
  banks.set(language, bank);
  return bank;
}

/** Every item of a language by id (practice, catch and test). */
export function vocabItem(language: VocabLanguage, id: string | null | undefined) {
  if (!id) return undefined;
  const bank = vocabBank(language);
  return [...bank.practice, ...bank.catch, ...bank.test].find((item) => item.id === id);
}

/** Every picture the two banks show (the copy script's list). */
export function vocabPictures(): string[] {
  const all = new Set<string>();
  for (const language of ['en', 'es'] as const) {
    const bank = vocabBank(language);
    for (const item of [...bank.practice, ...bank.catch, ...bank.test]) {
      all.add(item.answer.concept);
      for (const d of item.distractors) all.add(d.concept);
    }
  }
  return [...all].sort();
}
